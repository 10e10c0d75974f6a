import { assertNever } from '../shared/result.js';
import type { CooldownCause } from './cooldown-cause.js';
import type { CooldownEvent } from './cooldown-event.js';
import type { CooldownState } from './cooldown-state.js';
import { initialCooldownState } from './cooldown-state.js';
import { COOLDOWN_TIMINGS, doubledDelayMs, throttleBaseMs } from './cooldown-timings.js';
import { evaluateCooldown } from './cooldown-verdict.js';

/**
 * The cooldown transition of one scope: `(state, event, now) => next state`, pure (epoch ms).
 *
 * - Throttled while clear, or a throttled probe: opens the next episode. Delay = Retry-After
 *   (capped at 1 h) when given, else the class base doubled per consecutive episode, capped at 1 h.
 * - Infrastructure failure while clear: counts; the second in a row opens a 1-min episode
 *   (doubled by the episode streak). A failed probe re-opens at once with the doubled delay.
 * - Success while clear, or a successful probe: everything resets.
 * - Neutral probe: frees the probe slot; the next request becomes the probe.
 * - `probe_admitted`: marks the probe out, only when a probe is available (otherwise a no-op).
 * - Every episode records its `cause` (`throttling` or `infrastructure_failures`) for reporting.
 * - Outcomes of non-probe requests that were sent before the current episode opened are stale:
 *   they never reset or double it; a late Retry-After can only lengthen it.
 */
export function applyCooldownEvent(state: CooldownState, event: CooldownEvent, now: number): CooldownState {
  switch (event.type) {
    case 'probe_admitted':
      return evaluateCooldown(state, now).kind === 'probe' ? { ...state, probeStartedAt: now } : state;
    case 'success':
      return event.probe || state.cooldownUntil === undefined ? initialCooldownState(state.scopeClass) : state;
    case 'neutral':
      return event.probe ? withoutProbe(state) : state;
    case 'throttled': {
      const retryAfterMs = boundedRetryAfter(event.retryAfterMs);
      if (event.probe || state.cooldownUntil === undefined) {
        const streak = state.cooldownStreak + 1;
        return openEpisode(state, streak, now + (retryAfterMs ?? doubledDelayMs(throttleBaseMs(state.scopeClass), streak)), 'throttling');
      }
      if (retryAfterMs !== undefined && now + retryAfterMs > state.cooldownUntil) {
        return { ...state, cooldownUntil: now + retryAfterMs, cause: 'throttling' };
      }
      return state;
    }
    case 'infrastructure_failure': {
      const streak = state.cooldownStreak + 1;
      const reopenAt = now + doubledDelayMs(COOLDOWN_TIMINGS.infrastructureFailureBaseMs, streak);
      if (event.probe) return openEpisode(state, streak, reopenAt, 'infrastructure_failures');
      if (state.cooldownUntil !== undefined) return state;
      const failures = state.failureStreak + 1;
      if (failures >= COOLDOWN_TIMINGS.infrastructureFailureThreshold) return openEpisode(state, streak, reopenAt, 'infrastructure_failures');
      return { ...state, failureStreak: failures };
    }
    default:
      return assertNever(event);
  }
}

function openEpisode(state: CooldownState, cooldownStreak: number, until: number, cause: CooldownCause): CooldownState {
  return { scopeClass: state.scopeClass, cooldownStreak, failureStreak: 0, cooldownUntil: until, cause };
}

function withoutProbe(state: CooldownState): CooldownState {
  if (state.probeStartedAt === undefined) return state;
  const { probeStartedAt: _released, ...rest } = state;
  return rest;
}

function boundedRetryAfter(retryAfterMs: number | undefined): number | undefined {
  if (retryAfterMs === undefined || !Number.isFinite(retryAfterMs) || retryAfterMs < 0) return undefined;
  return Math.min(retryAfterMs, COOLDOWN_TIMINGS.maxCooldownMs);
}
