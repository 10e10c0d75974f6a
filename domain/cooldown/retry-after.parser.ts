import { parseHttpDate } from './http-date.parser.js';

const DELAY_SECONDS = /^\d+$/;

/**
 * Parses a Retry-After header value into a delay in ms from `now` (epoch ms), without reading a clock.
 * - delta-seconds (`120`) → 120 000;
 * - an HTTP-date (IMF-fixdate, RFC 850, asctime) → its distance from `now`, 0 when already past;
 * - absent, empty, negative, fractional, beyond a safe integer of ms, or otherwise malformed → undefined
 *   (treat as "no Retry-After").
 * No upper cap here: the cooldown policy caps at one hour, while callers may still report the server's value.
 */
export function parseRetryAfter(headerValue: string | null | undefined, now: number): number | undefined {
  if (headerValue === undefined || headerValue === null) return undefined;
  const text = headerValue.trim();
  if (text === '') return undefined;
  if (DELAY_SECONDS.test(text)) {
    const delayMs = Number(text) * 1000;
    return Number.isSafeInteger(delayMs) ? delayMs : undefined;
  }
  const at = parseHttpDate(text, now);
  return at === undefined ? undefined : Math.max(0, at - now);
}
