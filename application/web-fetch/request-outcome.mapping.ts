import type { RequestOutcome } from '../ports/coordination.port.js';

/**
 * The cooldown outcome of a final HTTP status: 429 (any) and 503 with Retry-After are
 * `throttled` (carrying the delay when known); other 5xx are `infrastructure_failure`;
 * everything else shows a working origin and counts as `success`.
 */
export function outcomeForStatus(status: number, retryAfterMs: number | undefined): RequestOutcome {
  if (status === 429 || (status === 503 && retryAfterMs !== undefined)) {
    return retryAfterMs === undefined ? { kind: 'throttled' } : { kind: 'throttled', retryAfterMs };
  }
  if (status >= 500 && status <= 599) return { kind: 'infrastructure_failure' };
  return { kind: 'success' };
}
