import type { CooldownCause } from './cooldown-cause.js';
import type { CooldownScopeClass } from './cooldown-timings.js';

/**
 * The cooldown memory of one scope (a search backend instance or a fetch origin): plain,
 * JSON-serialisable data so host mode can persist it. All times are epoch ms.
 *
 * Phases, derived with `evaluateCooldown(state, now)`:
 * - no `cooldownUntil`: clear, requests flow;
 * - `now < cooldownUntil`: cooling down, every request is refused;
 * - expired, no live probe: exactly one request may go as the probe;
 * - expired, probe out (`probeStartedAt` within the probe lease): others are refused.
 */
export interface CooldownState {
  readonly scopeClass: CooldownScopeClass;
  /** Cooldowns opened in a row without a successful probe (drives the doubling). */
  readonly cooldownStreak: number;
  /** Consecutive infrastructure failures while clear (two open a cooldown). */
  readonly failureStreak: number;
  /** End of the current cooldown episode; stays set after expiry until a probe succeeds. */
  readonly cooldownUntil?: number;
  /** What opened (or last re-opened or lengthened) the episode; absent means throttling (older persisted state). */
  readonly cause?: CooldownCause;
  /** When the single post-expiry probe was admitted; absent when no probe is out. */
  readonly probeStartedAt?: number;
}

/** The state of a scope that has never misbehaved. */
export function initialCooldownState(scopeClass: CooldownScopeClass): CooldownState {
  return { scopeClass, cooldownStreak: 0, failureStreak: 0 };
}
