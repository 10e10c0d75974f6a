import type { RequestOutcome } from '../../../application/ports/coordination.port.js';
import type { CooldownEvent } from '../../../domain/cooldown/cooldown-event.js';
import { assertNever } from '../../../domain/shared/result.js';

/** Translates the port's request outcome into the cooldown policy's event; `probe` marks the post-expiry probe. */
export function outcomeToCooldownEvent(outcome: RequestOutcome, probe: boolean): CooldownEvent {
  switch (outcome.kind) {
    case 'success':
      return { type: 'success', probe };
    case 'throttled':
      return outcome.retryAfterMs === undefined
        ? { type: 'throttled', probe }
        : { type: 'throttled', probe, retryAfterMs: outcome.retryAfterMs };
    case 'infrastructure_failure':
      return { type: 'infrastructure_failure', probe };
    case 'neutral':
      return { type: 'neutral', probe };
    default:
      return assertNever(outcome);
  }
}
