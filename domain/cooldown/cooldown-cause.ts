/**
 * Why a scope is cooling down: the provider or origin throttled us (429, a block page, Retry-After),
 * or it failed twice in a row (5xx, timeouts, connection failures). Both are refused with the spec's
 * cooldown code (`rate_limited`); the cause is reported beside it with its own wording.
 */
export type CooldownCause = 'throttling' | 'infrastructure_failures';

/** A short model-facing phrase for a cooldown's cause, e.g. for a backend disposition. */
export function cooldownPhrase(cause: CooldownCause): string {
  switch (cause) {
    case 'throttling':
      return 'cooling down after throttling';
    case 'infrastructure_failures':
      return 'cooling down after repeated failures (server errors, timeouts or failed connections), not throttling';
  }
}
