import type { TimingEvent } from '../../application/ports/telemetry.port.js';

/** Longest string a trace field may carry, in characters (codes, backend names, charsets). */
export const MAX_TRACE_STRING_CHARS = 64;

type FieldKind = 'string' | 'number' | 'boolean';

/**
 * Every field of `TimingEvent` with its runtime kind, in output order. Only these keys ever
 * leave the process, so an event object that carries more at runtime (a URL, a query) is cut
 * back to the bounded set.
 */
const TIMING_FIELDS: ReadonlyArray<readonly [keyof TimingEvent, FieldKind]> = [
  ['tool', 'string'], ['phase', 'string'], ['status', 'string'], ['durationMs', 'number'],
  ['errorCode', 'string'], ['backend', 'string'], ['attempt', 'number'], ['requestBudget', 'number'],
  ['requestsRemaining', 'number'], ['retryAt', 'number'], ['nextAction', 'string'], ['bytes', 'number'],
  ['httpStatus', 'number'], ['exitStatus', 'number'], ['timeoutMs', 'number'], ['rendered', 'boolean'],
  ['cacheHit', 'boolean'], ['truncated', 'boolean'], ['queueWaitMs', 'number'], ['backendMs', 'number'],
  ['cooldownSkips', 'number'], ['quotaSkips', 'number'], ['contentKind', 'string'], ['charset', 'string'],
  ['extractionStage', 'string'], ['parserFailures', 'number'], ['renderReason', 'string'],
  ['browserRecommended', 'boolean'],
];

function boundString(value: string): string {
  // Control characters would let a field break the one-event-per-line framing.
  const clean = value.replace(/\p{Cc}/gu, ' ');
  return clean.length > MAX_TRACE_STRING_CHARS ? clean.slice(0, MAX_TRACE_STRING_CHARS) : clean;
}

/**
 * Copies only the bounded `TimingEvent` fields whose runtime type matches, dropping anything
 * else (unknown keys, non-finite numbers, wrongly typed values) and shortening strings to
 * {@link MAX_TRACE_STRING_CHARS}. Never throws for any object.
 */
export function boundTimingEvent(event: TimingEvent): Record<string, string | number | boolean> {
  const bounded: Record<string, string | number | boolean> = {};
  const source = event as unknown as Readonly<Record<string, unknown>>;
  for (const [key, kind] of TIMING_FIELDS) {
    const value = source[key];
    if (kind === 'string' && typeof value === 'string') bounded[key] = boundString(value);
    else if (kind === 'number' && typeof value === 'number' && Number.isFinite(value)) bounded[key] = value;
    else if (kind === 'boolean' && typeof value === 'boolean') bounded[key] = value;
  }
  return bounded;
}
