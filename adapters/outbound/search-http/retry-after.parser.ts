/**
 * Parses an HTTP `Retry-After` value (RFC 9110 §10.2.3) into a wait in milliseconds.
 *
 * Accepts delta-seconds (`"120"`) or an HTTP-date (`"Wed, 21 Oct 2015 07:28:00 GMT"`), the latter
 * measured against `nowMs` (epoch ms, injected so tests control the clock). A date in the past
 * yields 0. Anything else (missing, negative, fractional, garbage) yields `undefined`.
 */
export function parseRetryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return Number.isSafeInteger(seconds * 1000) ? seconds * 1000 : undefined;
  }
  // Date.parse accepts bare numbers such as "1.5"; an HTTP-date always has a weekday or month name.
  if (!/[A-Za-z]/.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
