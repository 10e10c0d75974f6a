import type { AdmissionScopeKind } from '../admission/admission-limits.js';

/** Which base throttle delay a scope uses: search backends or fetch origins. */
export type CooldownScopeClass = 'search' | 'fetch';

const MINUTE_MS = 60_000;

/**
 * Every cooldown number of the spec, in milliseconds.
 * - A throttle without Retry-After cools a search backend 5 min and a fetch origin 1 min.
 * - Each further consecutive cooldown doubles the delay, capped at 1 h
 *   (search 5, 10, 20, 40, 60, 60 min; fetch 1, 2, 4, 8, 16, 32, 60 min).
 * - Two consecutive infrastructure failures open a 1-min cooldown (doubling likewise on failed probes).
 * - Retry-After is honoured as given but never beyond `maxCooldownMs` (a header cannot lock a
 *   backend out for longer than the spec's one-hour ceiling).
 * - A probe holds its slot at most `probeLeaseMs` (the longest tool deadline, 60 s); an
 *   abandoned probe then stops blocking the scope.
 */
export const COOLDOWN_TIMINGS = Object.freeze({
  searchThrottleBaseMs: 5 * MINUTE_MS,
  fetchThrottleBaseMs: MINUTE_MS,
  infrastructureFailureBaseMs: MINUTE_MS,
  infrastructureFailureThreshold: 2,
  maxCooldownMs: 60 * MINUTE_MS,
  probeLeaseMs: MINUTE_MS,
});

/** Delay (ms) without Retry-After for the `streak`-th consecutive cooldown (1-based) from `baseMs`. */
export function doubledDelayMs(baseMs: number, streak: number): number {
  // Cap the exponent so 2 ** n stays finite for absurd streaks; the result is capped anyway.
  const exponent = Math.min(Math.max(streak - 1, 0), 32);
  return Math.min(baseMs * 2 ** exponent, COOLDOWN_TIMINGS.maxCooldownMs);
}

/** The base throttle delay (ms) of a scope class. */
export function throttleBaseMs(scopeClass: CooldownScopeClass): number {
  return scopeClass === 'search' ? COOLDOWN_TIMINGS.searchThrottleBaseMs : COOLDOWN_TIMINGS.fetchThrottleBaseMs;
}

/** Fetch origins cool down as `fetch`; every search backend kind as `search`. */
export function cooldownScopeClassOf(kind: AdmissionScopeKind): CooldownScopeClass {
  return kind === 'fetch-origin' ? 'fetch' : 'search';
}
