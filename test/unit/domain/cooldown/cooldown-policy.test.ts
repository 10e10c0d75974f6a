import { describe, expect, it } from 'vitest';
import type { CooldownEvent } from '../../../../domain/cooldown/cooldown-event.js';
import type { CooldownState } from '../../../../domain/cooldown/cooldown-state.js';
import { initialCooldownState } from '../../../../domain/cooldown/cooldown-state.js';
import { COOLDOWN_TIMINGS, cooldownScopeClassOf, doubledDelayMs } from '../../../../domain/cooldown/cooldown-timings.js';
import {
  cooldownRetryAt,
  cooldownUntil,
  evaluateCooldown,
  isCoolingDown,
} from '../../../../domain/cooldown/cooldown-verdict.js';
import { applyCooldownEvent } from '../../../../domain/cooldown/cooldown.policy.js';

const MIN = 60_000;
const T0 = 1_000_000;

/** Throttle, wait for expiry, admit the probe, probe throttled again … returns each episode's delay in minutes. */
function throttledProbeDelays(scopeClass: 'search' | 'fetch', episodes: number): number[] {
  let state = initialCooldownState(scopeClass);
  let now = T0;
  const delays: number[] = [];
  state = applyCooldownEvent(state, { type: 'throttled', probe: false }, now);
  for (let i = 0; i < episodes; i += 1) {
    const until = cooldownUntil(state) ?? Number.NaN;
    delays.push((until - now) / MIN);
    now = until;
    expect(evaluateCooldown(state, now)).toEqual({ kind: 'probe' });
    state = applyCooldownEvent(state, { type: 'probe_admitted' }, now);
    now += 1_000;
    state = applyCooldownEvent(state, { type: 'throttled', probe: true }, now);
  }
  return delays;
}

describe('cooldown timings', () => {
  it('pins every number', () => {
    expect(COOLDOWN_TIMINGS).toEqual({
      searchThrottleBaseMs: 300_000,
      fetchThrottleBaseMs: 60_000,
      infrastructureFailureBaseMs: 60_000,
      infrastructureFailureThreshold: 2,
      maxCooldownMs: 3_600_000,
      probeLeaseMs: 60_000,
    });
    expect(doubledDelayMs(300_000, 1000)).toBe(3_600_000);
    expect(cooldownScopeClassOf('fetch-origin')).toBe('fetch');
    for (const kind of ['searxng', 'ollama', 'duckduckgo', 'startpage', 'codex'] as const) expect(cooldownScopeClassOf(kind)).toBe('search');
  });
});

describe('throttling', () => {
  it('doubles a search backend cooldown per failed probe: 5, 10, 20, 40, 60, 60 minutes', () => {
    expect(throttledProbeDelays('search', 6)).toEqual([5, 10, 20, 40, 60, 60]);
  });

  it('doubles a fetch origin cooldown: 1, 2, 4, 8, 16, 32, 60, 60 minutes', () => {
    expect(throttledProbeDelays('fetch', 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('honours Retry-After instead of the base delay', () => {
    const state = applyCooldownEvent(initialCooldownState('search'), { type: 'throttled', probe: false, retryAfterMs: 30_000 }, T0);
    expect(cooldownUntil(state)).toBe(T0 + 30_000);
    expect(isCoolingDown(state, T0 + 29_999)).toBe(true);
    expect(isCoolingDown(state, T0 + 30_000)).toBe(false);
  });

  it('caps Retry-After at one hour and ignores a negative or non-finite one', () => {
    const throttle = (retryAfterMs: number): number | undefined =>
      cooldownUntil(applyCooldownEvent(initialCooldownState('fetch'), { type: 'throttled', probe: false, retryAfterMs }, T0));
    expect(throttle(86_400_000)).toBe(T0 + 3_600_000);
    expect(throttle(-5)).toBe(T0 + MIN);
    expect(throttle(Number.NaN)).toBe(T0 + MIN);
    expect(throttle(0)).toBe(T0);
  });

  it('counts a Retry-After episode in the streak so the next one without it doubles', () => {
    let state = applyCooldownEvent(initialCooldownState('search'), { type: 'throttled', probe: false, retryAfterMs: 10_000 }, T0);
    state = applyCooldownEvent(state, { type: 'probe_admitted' }, T0 + 10_000);
    state = applyCooldownEvent(state, { type: 'throttled', probe: true }, T0 + 11_000);
    expect(cooldownUntil(state)).toBe(T0 + 11_000 + 10 * MIN);
  });

  it('does not double for late throttles of requests sent before the episode, but a longer Retry-After extends it', () => {
    const open = applyCooldownEvent(initialCooldownState('search'), { type: 'throttled', probe: false }, T0);
    const late = applyCooldownEvent(open, { type: 'throttled', probe: false }, T0 + 100);
    expect(late).toEqual(open);
    const shorter = applyCooldownEvent(open, { type: 'throttled', probe: false, retryAfterMs: 1_000 }, T0 + 100);
    expect(shorter).toEqual(open);
    const longer = applyCooldownEvent(open, { type: 'throttled', probe: false, retryAfterMs: 10 * MIN }, T0 + 100);
    expect(cooldownUntil(longer)).toBe(T0 + 100 + 10 * MIN);
    expect(longer.cooldownStreak).toBe(1);
  });
});

describe('infrastructure failures', () => {
  it('opens a one-minute cooldown on the second consecutive failure only', () => {
    const once = applyCooldownEvent(initialCooldownState('search'), { type: 'infrastructure_failure', probe: false }, T0);
    expect(evaluateCooldown(once, T0)).toEqual({ kind: 'clear' });
    expect(once.failureStreak).toBe(1);
    const twice = applyCooldownEvent(once, { type: 'infrastructure_failure', probe: false }, T0 + 5_000);
    expect(cooldownUntil(twice)).toBe(T0 + 5_000 + MIN);
    expect(evaluateCooldown(twice, T0 + 6_000)).toEqual({ kind: 'refuse', reason: 'cooling', retryAt: T0 + 5_000 + MIN, cause: 'infrastructure_failures' });
  });

  it('needs consecutive failures: a success or a throttle in between resets the count', () => {
    const failure: CooldownEvent = { type: 'infrastructure_failure', probe: false };
    let state = applyCooldownEvent(initialCooldownState('search'), failure, T0);
    state = applyCooldownEvent(state, { type: 'success', probe: false }, T0 + 1);
    state = applyCooldownEvent(state, failure, T0 + 2);
    expect(isCoolingDown(state, T0 + 3)).toBe(false);
    const neutral = applyCooldownEvent(state, { type: 'neutral', probe: false }, T0 + 3);
    expect(neutral).toEqual(state);
    expect(isCoolingDown(applyCooldownEvent(neutral, failure, T0 + 4), T0 + 5)).toBe(true);
  });

  it('re-opens at once with the doubled delay when the probe fails', () => {
    let state = applyCooldownEvent(initialCooldownState('search'), { type: 'infrastructure_failure', probe: false }, T0);
    state = applyCooldownEvent(state, { type: 'infrastructure_failure', probe: false }, T0);
    state = applyCooldownEvent(state, { type: 'probe_admitted' }, T0 + MIN);
    state = applyCooldownEvent(state, { type: 'infrastructure_failure', probe: true }, T0 + MIN + 500);
    expect(cooldownUntil(state)).toBe(T0 + MIN + 500 + 2 * MIN);
  });

  it('ignores a late failure of a request sent before the episode opened', () => {
    const open = applyCooldownEvent(initialCooldownState('search'), { type: 'throttled', probe: false }, T0);
    expect(applyCooldownEvent(open, { type: 'infrastructure_failure', probe: false }, T0 + 10)).toEqual(open);
  });
});

describe('the single probe', () => {
  const open = applyCooldownEvent(initialCooldownState('search'), { type: 'throttled', probe: false }, T0);
  const expiry = T0 + 5 * MIN;

  it('refuses while cooling, then offers exactly one probe', () => {
    expect(evaluateCooldown(open, expiry - 1)).toEqual({ kind: 'refuse', reason: 'cooling', retryAt: expiry, cause: 'throttling' });
    expect(evaluateCooldown(open, expiry)).toEqual({ kind: 'probe' });
    const probing = applyCooldownEvent(open, { type: 'probe_admitted' }, expiry + 10);
    expect(evaluateCooldown(probing, expiry + 20)).toEqual({ kind: 'refuse', reason: 'probing', retryAt: expiry + 10 + MIN, cause: 'throttling' });
    expect(isCoolingDown(probing, expiry + 20)).toBe(true);
    expect(cooldownRetryAt(probing, expiry + 20)).toBe(expiry + 10 + MIN);
  });

  it('ignores probe_admitted unless a probe is available', () => {
    expect(applyCooldownEvent(open, { type: 'probe_admitted' }, expiry - 1)).toEqual(open);
    expect(applyCooldownEvent(initialCooldownState('fetch'), { type: 'probe_admitted' }, T0)).toEqual(initialCooldownState('fetch'));
  });

  it('resets the whole streak when the probe succeeds', () => {
    const probing = applyCooldownEvent(open, { type: 'probe_admitted' }, expiry);
    const reset = applyCooldownEvent(probing, { type: 'success', probe: true }, expiry + 100);
    expect(reset).toEqual(initialCooldownState('search'));
    expect(cooldownUntil(reset)).toBeUndefined();
    expect(cooldownUntil(applyCooldownEvent(reset, { type: 'throttled', probe: false }, expiry + 200))).toBe(expiry + 200 + 5 * MIN);
  });

  it('does not let a late non-probe success close the episode', () => {
    const probing = applyCooldownEvent(open, { type: 'probe_admitted' }, expiry);
    expect(applyCooldownEvent(open, { type: 'success', probe: false }, T0 + 1)).toEqual(open);
    expect(applyCooldownEvent(probing, { type: 'success', probe: false }, expiry + 1)).toEqual(probing);
  });

  it('frees the probe slot when the probe ends neutrally', () => {
    const probing = applyCooldownEvent(open, { type: 'probe_admitted' }, expiry);
    const freed = applyCooldownEvent(probing, { type: 'neutral', probe: true }, expiry + 5);
    expect(evaluateCooldown(freed, expiry + 5)).toEqual({ kind: 'probe' });
    expect(freed.cooldownStreak).toBe(1);
  });

  it('stops an abandoned probe from blocking the scope after the one-minute lease', () => {
    const probing = applyCooldownEvent(open, { type: 'probe_admitted' }, expiry);
    expect(evaluateCooldown(probing, expiry + MIN - 1).kind).toBe('refuse');
    expect(evaluateCooldown(probing, expiry + MIN)).toEqual({ kind: 'probe' });
  });
});

describe('queries', () => {
  it('reports a clear state as clear', () => {
    const clear: CooldownState = initialCooldownState('search');
    expect(evaluateCooldown(clear, T0)).toEqual({ kind: 'clear' });
    expect(isCoolingDown(clear, T0)).toBe(false);
    expect(cooldownUntil(clear)).toBeUndefined();
    expect(cooldownRetryAt(clear, T0)).toBeUndefined();
  });
});

describe('the cause of an episode', () => {
  const cause = (state: ReturnType<typeof initialCooldownState>, now: number): unknown => {
    const verdict = evaluateCooldown(state, now);
    return verdict.kind === 'refuse' ? verdict.cause : undefined;
  };

  it('is throttling for a throttle and infrastructure_failures for two failures, and follows the probe that re-opens it', () => {
    const throttled = applyCooldownEvent(initialCooldownState('fetch'), { type: 'throttled', probe: false }, T0);
    expect(cause(throttled, T0 + 1)).toBe('throttling');
    const failed = [1, 2].reduce((state, k) => applyCooldownEvent(state, { type: 'infrastructure_failure', probe: false }, T0 + k), initialCooldownState('fetch'));
    expect(cause(failed, T0 + 3)).toBe('infrastructure_failures');
    const expiry = (cooldownUntil(throttled) ?? 0) + 1;
    const probing = applyCooldownEvent(throttled, { type: 'probe_admitted' }, expiry);
    const reopened = applyCooldownEvent(probing, { type: 'infrastructure_failure', probe: true }, expiry + 5);
    expect(cause(reopened, expiry + 6)).toBe('infrastructure_failures');
    const failedThenThrottled = applyCooldownEvent(failed, { type: 'throttled', probe: false, retryAfterMs: 10 * MIN }, T0 + 10);
    expect(cause(failedThenThrottled, T0 + 11)).toBe('throttling');
  });

  it('reads as throttling for state persisted before causes were recorded', () => {
    expect(evaluateCooldown({ scopeClass: 'search', cooldownStreak: 1, failureStreak: 0, cooldownUntil: T0 + MIN }, T0)).toMatchObject({ kind: 'refuse', cause: 'throttling' });
  });
});
