import type { ClockPort } from '../ports/clock.port.js';
import type { HostBucketSnapshot, HostStateFailure, HostStatePort } from '../ports/host-state.port.js';
import type { ScopeCooldownPhase, WebControlPort, WebControlReset, WebControlScope, WebControlStatus } from '../ports/web-control.port.js';
import { evaluateCooldown } from '../../domain/cooldown/cooldown-verdict.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/**
 * `mono-agent web-control status|reset`: reads or clears the host coordination state through the
 * host-state port and describes each scope with the domain's cooldown verdict at the clock's now.
 * Unusable state (and a reset refused while requests are active) comes back as
 * `coordination_unavailable` naming the problem and the path to inspect; nothing is repaired.
 */
export class WebControlUseCase implements WebControlPort {
  readonly #state: HostStatePort;
  readonly #clock: ClockPort;

  constructor(state: HostStatePort, clock: ClockPort) {
    this.#state = state;
    this.#clock = clock;
  }

  async status(): Promise<Result<WebControlStatus, ToolError>> {
    const snapshot = await this.#state.inspect();
    if (!snapshot.ok) return err(failureError(snapshot.error));
    const now = this.#clock.now();
    const scopes = snapshot.value.buckets.map((bucket) => scopeView(bucket, now));
    const { directory, file, limits, lock } = snapshot.value;
    return ok({
      checkedAt: now,
      directory,
      file: { ...file, maxBytes: limits.maxBytes },
      checks: 'ok',
      buckets: { count: scopes.length, max: limits.maxBuckets },
      activeRequests: sum(scopes, (s) => s.activeLeases),
      waitingRequests: sum(scopes, (s) => s.waiters),
      staleLeases: sum(scopes, (s) => s.staleLeases),
      coolingDown: scopes.filter((s) => s.phase === 'cooling' || s.phase === 'probing').length,
      lock,
      scopes,
    });
  }

  async reset(): Promise<Result<WebControlReset, ToolError>> {
    const reset = await this.#state.reset();
    return reset.ok ? ok(reset.value) : err(failureError(reset.error));
  }
}

function scopeView(bucket: HostBucketSnapshot, now: number): WebControlScope {
  const verdict = evaluateCooldown(bucket.cooldown, now);
  const phase: ScopeCooldownPhase = verdict.kind === 'refuse' ? verdict.reason : verdict.kind === 'probe' ? 'probe_ready' : 'clear';
  return {
    kind: bucket.kind,
    keyHash: bucket.keyHash,
    phase,
    ...(bucket.cooldown.cooldownUntil === undefined ? {} : { cooldownUntil: bucket.cooldown.cooldownUntil }),
    ...(verdict.kind === 'refuse' ? { retryAt: verdict.retryAt } : {}),
    ...(bucket.cooldown.cooldownUntil === undefined ? {} : { cause: bucket.cooldown.cause ?? 'throttling' }),
    cooldownStreak: bucket.cooldown.cooldownStreak,
    failureStreak: bucket.cooldown.failureStreak,
    activeLeases: bucket.activeLeases,
    staleLeases: bucket.staleLeases,
    waiters: bucket.waiters,
    ...(bucket.lastStartAt === undefined ? {} : { lastStartAt: bucket.lastStartAt }),
    counters: bucket.counters,
  };
}

function failureError(failure: HostStateFailure): ToolError {
  return toolError('coordination_unavailable', failure.message, {
    retryable: failure.problem === 'active_requests' || failure.problem === 'lock_timeout',
    details: { problem: failure.problem, path: failure.path, ...(failure.details ?? {}) },
  });
}

function sum(scopes: readonly WebControlScope[], pick: (scope: WebControlScope) => number): number {
  return scopes.reduce((total, scope) => total + pick(scope), 0);
}
