import { describe, expect, it } from 'vitest';
import type { HostBucketSnapshot, HostStateFailure, HostStatePort, HostStateSnapshot } from '../../../../application/ports/host-state.port.js';
import { WebControlUseCase } from '../../../../application/web-control/web-control.use-case.js';
import { err, ok } from '../../../../domain/shared/result.js';
import { FakeClock } from '../../../fakes/fake-clock.js';

const clock = new FakeClock();
const NOW = clock.now();

function bucket(overrides: Partial<HostBucketSnapshot>): HostBucketSnapshot {
  return {
    kind: 'duckduckgo', keyHash: 'ab'.repeat(16), cooldown: { scopeClass: 'search', cooldownStreak: 0, failureStreak: 0 },
    activeLeases: 0, staleLeases: 0, waiters: 0, counters: { admitted: 3, throttled: 0, failed: 0, reclaimed: 0 }, ...overrides,
  };
}

const SNAPSHOT: HostStateSnapshot = {
  directory: { path: '/home/me/.mono-agent/web-control', exists: true, mode: '0700' },
  file: { path: '/home/me/.mono-agent/web-control/state.json', exists: true, bytes: 900, mode: '0600' },
  limits: { maxBytes: 262_144, maxBuckets: 512 },
  lock: { held: false },
  buckets: [
    bucket({ keyHash: '1'.repeat(32) }),
    bucket({ keyHash: '2'.repeat(32), cooldown: { scopeClass: 'search', cooldownStreak: 1, failureStreak: 0, cooldownUntil: NOW + 60_000, cause: 'infrastructure_failures' }, staleLeases: 1 }),
    bucket({ keyHash: '3'.repeat(32), kind: 'fetch-origin', cooldown: { scopeClass: 'fetch', cooldownStreak: 1, failureStreak: 0, cooldownUntil: NOW - 1 }, activeLeases: 2, waiters: 1 }),
    bucket({ keyHash: '4'.repeat(32), cooldown: { scopeClass: 'search', cooldownStreak: 2, failureStreak: 0, cooldownUntil: NOW - 1, probeStartedAt: NOW - 10 } }),
  ],
};

function port(inspect: HostStatePort['inspect'], reset: HostStatePort['reset'] = async () => ok({ path: 'p', bucketsCleared: 0, cooldownsCleared: 0, staleLeasesCleared: 0 })): HostStatePort {
  return { inspect, reset };
}

const FAILURE: HostStateFailure = { problem: 'corrupt', summary: 's', message: '/x/state.json is not valid host state (not JSON). Stop…', path: '/x/state.json', details: { detail: 'not JSON' } };

describe('WebControlUseCase', () => {
  it('summarises every scope with the domain cooldown verdict and totals', async () => {
    const status = await new WebControlUseCase(port(async () => ok(SNAPSHOT)), clock).status();
    expect(status.ok).toBe(true);
    if (!status.ok) return;
    expect(status.value).toMatchObject({
      checkedAt: NOW, checks: 'ok', buckets: { count: 4, max: 512 }, file: { bytes: 900, maxBytes: 262_144, mode: '0600' },
      activeRequests: 2, waitingRequests: 1, staleLeases: 1, coolingDown: 2,
    });
    expect(status.value.scopes.map((scope) => [scope.phase, scope.retryAt])).toEqual([
      ['clear', undefined], ['cooling', NOW + 60_000], ['probe_ready', undefined], ['probing', NOW - 10 + 60_000],
    ]);
    // The cause of the current (or last, unprobed) episode; state without one predates causes and means throttling.
    expect(status.value.scopes.map((scope) => scope.cause)).toEqual([undefined, 'infrastructure_failures', 'throttling', 'throttling']);
  });

  it('reports unusable state as coordination_unavailable with the problem and the path to inspect', async () => {
    const status = await new WebControlUseCase(port(async () => err(FAILURE)), clock).status();
    expect(status).toEqual({ ok: false, error: { code: 'coordination_unavailable', message: FAILURE.message, retryable: false, details: { problem: 'corrupt', path: '/x/state.json', detail: 'not JSON' } } });
  });

  it('passes a reset through, and a refusal while requests are active is retryable', async () => {
    const busy: HostStateFailure = { problem: 'active_requests', summary: 's', message: 'm', path: '/x/state.json', details: { activeRequests: 1, waitingRequests: 0 } };
    const useCase = new WebControlUseCase(port(async () => ok(SNAPSHOT), async () => err(busy)), clock);
    expect(await useCase.reset()).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: true, details: { problem: 'active_requests', activeRequests: 1 } } });
  });
});
