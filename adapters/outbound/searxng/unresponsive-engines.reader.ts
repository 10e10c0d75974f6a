import { sanitizeUpstreamText } from '../search-http/upstream-text.sanitizer.js';
import type { EngineFailure } from '../../../application/ports/search-provider.port.js';

const MAX_ENGINES = 64;
const MAX_FIELD_CHARS = 120;
const THROTTLE_REASON = /captcha|too many requests|access denied|rate.?limit|\b429\b|\b403\b|blocked|forbidden/i;

/**
 * Reads SearXNG's `unresponsive_engines` (`[engineName, message]` pairs, sorted by name) into
 * bounded, control-character-free {@link EngineFailure}s. Unknown entry shapes are skipped.
 */
export function readUnresponsiveEngines(entries: readonly unknown[] | undefined): EngineFailure[] {
  const failures: EngineFailure[] = [];
  for (const entry of entries ?? []) {
    if (failures.length >= MAX_ENGINES) break;
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
    const reason = typeof entry[1] === 'string' && entry[1].trim() !== '' ? entry[1] : 'unknown error';
    failures.push({ engine: clean(entry[0]), reason: clean(reason) });
  }
  return failures;
}

/**
 * True when any engine failed because it was throttled or challenged (CAPTCHA, too many
 * requests, access denied, including SearXNG's `Suspended: …` forms of those): the instance is
 * then rate limited rather than broken.
 */
export function anyEngineThrottled(failures: readonly EngineFailure[]): boolean {
  return failures.some((failure) => THROTTLE_REASON.test(failure.reason));
}

/** `duckduckgo: CAPTCHA; brave: too many requests`, naming every engine. */
export function describeEngineFailures(failures: readonly EngineFailure[]): string {
  return failures.map((failure) => `${failure.engine}: ${failure.reason}`).join('; ');
}

function clean(value: string): string {
  return sanitizeUpstreamText(value, MAX_FIELD_CHARS);
}
