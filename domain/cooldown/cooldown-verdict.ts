import type { CooldownCause } from './cooldown-cause.js';
import type { CooldownState } from './cooldown-state.js';
import { COOLDOWN_TIMINGS } from './cooldown-timings.js';

/**
 * What the cooldown says about a request starting at `now`:
 * - `clear`: no cooldown episode, go ahead;
 * - `probe`: the episode expired and no probe is out: this request may go as the single probe;
 * - `refuse`: send nothing. `cooling` before the episode ends (`retryAt` = its end);
 *   `probing` while the probe is out (`retryAt` = the probe lease end, the latest moment it frees);
 *   `cause` says what opened the episode.
 */
export type CooldownVerdict =
  | { readonly kind: 'clear' }
  | { readonly kind: 'probe' }
  | { readonly kind: 'refuse'; readonly reason: 'cooling' | 'probing'; readonly retryAt: number; readonly cause: CooldownCause };

/** Evaluates `state` at `now` (epoch ms). Pure. */
export function evaluateCooldown(state: CooldownState, now: number): CooldownVerdict {
  if (state.cooldownUntil === undefined) return { kind: 'clear' };
  const cause = state.cause ?? 'throttling';
  if (now < state.cooldownUntil) return { kind: 'refuse', reason: 'cooling', retryAt: state.cooldownUntil, cause };
  if (state.probeStartedAt !== undefined) {
    const leaseEnd = state.probeStartedAt + COOLDOWN_TIMINGS.probeLeaseMs;
    if (now < leaseEnd) return { kind: 'refuse', reason: 'probing', retryAt: leaseEnd, cause };
  }
  return { kind: 'probe' };
}

/** True when a request at `now` would be refused because of a cooldown (cooling or probe out). */
export function isCoolingDown(state: CooldownState, now: number): boolean {
  return evaluateCooldown(state, now).kind === 'refuse';
}

/** The end (epoch ms) of the scope's current cooldown episode, even if expired; undefined when clear. */
export function cooldownUntil(state: CooldownState): number | undefined {
  return state.cooldownUntil;
}

/** When a refused request may try again (epoch ms) and why, or undefined when a request would be let through. */
export function cooldownRefusal(state: CooldownState, now: number): { readonly retryAt: number; readonly cause: CooldownCause } | undefined {
  const verdict = evaluateCooldown(state, now);
  return verdict.kind === 'refuse' ? { retryAt: verdict.retryAt, cause: verdict.cause } : undefined;
}

/** When a refused request may try again (epoch ms), or undefined when a request would be let through. */
export function cooldownRetryAt(state: CooldownState, now: number): number | undefined {
  const verdict = evaluateCooldown(state, now);
  return verdict.kind === 'refuse' ? verdict.retryAt : undefined;
}
