import { chmodSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoordinationScope } from '../../../../application/ports/coordination.port.js';
import { newBucket } from '../../../../adapters/outbound/host-state/host-bucket.transitions.js';
import { scopeHash } from '../../../../adapters/outbound/host-state/scope-hash.js';
import { hostHarness, NOW, ticketOf, type HostHarness } from '../../../support/host-coordination-harness.js';
import { SELF } from '../../../support/host-state-kit.js';

const SEARXNG: CoordinationScope = { kind: 'searxng', key: 'http://127.0.0.1:8088/secret-prefix' };
const CODEX: CoordinationScope = { kind: 'codex', key: 'codex' };
const ORIGIN: CoordinationScope = { kind: 'fetch-origin', key: 'https://private-origin.example' };
const MIN = 60_000;

let h: HostHarness;
beforeEach(() => {
  h = hostHarness();
});
afterEach(() => h.cleanup());

describe('HostCoordination: state shared between processes', () => {
  it('a throttle in one process refuses the next request in another, and a restart still sees it', async () => {
    const first = h.process();
    const ticket = await ticketOf(h.admit(first, SEARXNG));
    await first.release(ticket, { kind: 'throttled' });
    const refusal = { ok: false, error: { code: 'rate_limited', reason: 'cooldown', retryAt: NOW + 5 * MIN, cause: 'throttling' } };
    expect(await h.admit(h.process(), SEARXNG).promise).toEqual(refusal);
    expect(await h.process().cooldownUntil(SEARXNG)).toBe(NOW + 5 * MIN);
    await h.clock.advance(4 * MIN);
    expect(await h.admit(h.process(), SEARXNG).promise).toEqual(refusal);
  });

  it('honours Retry-After for a fetch origin', async () => {
    const coordination = h.process();
    await coordination.release(await ticketOf(h.admit(coordination, ORIGIN)), { kind: 'throttled', retryAfterMs: 120_000 });
    expect(await h.process().cooldownUntil(ORIGIN)).toBe(NOW + 120_000);
  });

  it('stores hashed keys and counters only: no endpoint, origin or path in the file', async () => {
    for (const scope of [SEARXNG, ORIGIN]) {
      const coordination = h.process();
      await coordination.release(await ticketOf(h.admit(coordination, scope)), { kind: 'success' });
    }
    const text = readFileSync(h.location.file, 'utf8');
    for (const secret of ['127.0.0.1', 'secret-prefix', 'private-origin', 'http']) expect(text).not.toContain(secret);
    expect(Object.keys(h.state().buckets).sort()).toEqual([scopeHash(SEARXNG), scopeHash(ORIGIN)].sort());
  });

  it('spaces starts across processes exactly by the host table (SearXNG 2 s)', async () => {
    const first = h.process();
    await first.release(await ticketOf(h.admit(first, SEARXNG)), { kind: 'success' });
    const second = h.admit(h.process(), SEARXNG);
    await h.until(() => h.clock.pendingSleepers === 1);
    await h.clock.advance(1_999);
    expect(second.result).toBeUndefined();
    await h.clock.advance(1);
    await h.until(() => second.result !== undefined);
    expect(second.result).toMatchObject({ ok: true, value: { waitedMs: 2_000, grantedAt: NOW + 2_000 } });
  });

  it('serves waiting processes first come, first served when a slot frees', async () => {
    const holder = h.process();
    const held = await ticketOf(h.admit(holder, CODEX));
    const b = h.admit(h.process(), CODEX);
    await h.until(() => h.clock.pendingSleepers === 1);
    await h.clock.advance(10);
    const c = h.admit(h.process(), CODEX);
    await h.until(() => h.state().buckets[scopeHash(CODEX)]?.waiters.length === 2);
    await holder.release(held, { kind: 'success' });
    for (let i = 0; i < 20 && b.result === undefined; i += 1) {
      await h.clock.advance(20);
      await h.until(() => h.clock.pendingSleepers >= 1 || b.result !== undefined);
    }
    expect(b.result).toMatchObject({ ok: true });
    expect(c.result).toBeUndefined();
  });

  it('lets anyone take a slot the oldest waiter has left unclaimed for 200 ms after it came free (a stalled head cannot block the queue)', async () => {
    const bucket = { ...newBucket('codex', NOW), freedAt: NOW, waiters: [{ id: 'stalled-head-waiter', pid: SELF.pid, inc: SELF.incarnation, since: NOW - 5_000, exp: NOW + MIN }] };
    h.writeState({ version: 1, buckets: { [scopeHash(CODEX)]: bucket } });
    const late = h.admit(h.process(), CODEX);
    await h.until(() => h.clock.pendingSleepers === 1);
    await h.clock.advance(199);
    expect(late.result).toBeUndefined();
    await h.clock.advance(1);
    await h.until(() => late.result !== undefined);
    expect(late.result).toMatchObject({ ok: true, value: { waitedMs: 200 } });
  });

  it('an abort while waiting answers `cancelled` and withdraws the waiting entry', async () => {
    await ticketOf(h.admit(h.process(), CODEX));
    const controller = new AbortController();
    const waiting = h.admit(h.process(), CODEX, { signal: controller.signal });
    await h.until(() => h.state().buckets[scopeHash(CODEX)]?.waiters.length === 1);
    controller.abort();
    expect(await waiting.promise).toEqual({ ok: false, error: { code: 'cancelled' } });
    expect(h.state().buckets[scopeHash(CODEX)]?.waiters).toEqual([]);
  });

  it('ignores a second release of the same ticket', async () => {
    const coordination = h.process();
    const ticket = await ticketOf(h.admit(coordination, SEARXNG));
    await coordination.release(ticket, { kind: 'infrastructure_failure' });
    await coordination.release(ticket, { kind: 'infrastructure_failure' });
    expect(h.state().buckets[scopeHash(SEARXNG)]?.cooldown).toEqual({ scopeClass: 'search', cooldownStreak: 0, failureStreak: 1 });
  });
});

describe('HostCoordination: failing closed', () => {
  it('refuses with coordination_unavailable on unsafe permissions, writes nothing and keeps paths out of the model-facing message', async () => {
    const coordination = h.process();
    await coordination.release(await ticketOf(h.admit(coordination, SEARXNG)), { kind: 'success' });
    const before = readFileSync(h.location.file, 'utf8');
    chmodSync(h.location.file, 0o644);
    const refused = await h.admit(h.process(), SEARXNG).promise;
    expect(refused).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', problem: 'unsafe_permissions' } });
    if (!refused.ok && refused.error.code === 'coordination_unavailable') {
      expect(refused.error.message).toMatch(/web-control status/);
      expect(refused.error.message).not.toContain(h.location.root);
    }
    expect(await h.process().cooldownUntil(SEARXNG)).toBeUndefined();
    expect(readFileSync(h.location.file, 'utf8')).toBe(before);
  });

  it('refuses a new scope with `full` when 512 buckets are all cooling, while the cooling ones still answer rate_limited', async () => {
    const cooling = { ...newBucket('duckduckgo', NOW), cooldown: { scopeClass: 'search' as const, cooldownStreak: 1, failureStreak: 0, cooldownUntil: NOW + 5 * MIN } };
    const keys = Array.from({ length: 512 }, (_, i) => i.toString(16).padStart(32, '0'));
    h.writeState({ version: 1, buckets: Object.fromEntries(keys.map((key) => [key, cooling])) });
    const before = readFileSync(h.location.file, 'utf8');
    expect(await h.admit(h.process(), CODEX).promise).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', problem: 'full' } });
    expect(readFileSync(h.location.file, 'utf8')).toBe(before);
  });
});
