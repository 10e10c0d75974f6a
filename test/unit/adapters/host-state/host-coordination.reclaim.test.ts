import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoordinationScope } from '../../../../application/ports/coordination.port.js';
import { newBucket } from '../../../../adapters/outbound/host-state/host-bucket.transitions.js';
import type { HostBucket } from '../../../../adapters/outbound/host-state/host-state.schema.js';
import { scopeHash } from '../../../../adapters/outbound/host-state/scope-hash.js';
import type { ProcessIdentity } from '../../../../infrastructure/process/process-incarnation.js';
import { hostHarness, NOW, ticketOf, type HostHarness } from '../../../support/host-coordination-harness.js';
import { deadProcess, recycledSelf, SELF } from '../../../support/host-state-kit.js';

const CODEX: CoordinationScope = { kind: 'codex', key: 'codex' };
const DDG: CoordinationScope = { kind: 'duckduckgo', key: 'https://html.duckduckgo.com' };

let h: HostHarness;
beforeEach(() => {
  h = hostHarness();
});
afterEach(() => h.cleanup());

function heldBy(owner: ProcessIdentity, exp = NOW + 60_000, probe = false): HostBucket {
  return { ...newBucket('codex', NOW - 1_000), leases: [{ id: 'lease-of-another-process', pid: owner.pid, inc: owner.incarnation, at: NOW - 1_000, exp, probe }] };
}

describe('HostCoordination: reclaiming leases during admission', () => {
  it('reclaims the lease of a proven-dead owner and admits at once', async () => {
    h.writeState({ version: 1, buckets: { [scopeHash(CODEX)]: heldBy(await deadProcess()) } });
    const ticket = await ticketOf(h.admit(h.process(), CODEX));
    expect(ticket).toMatchObject({ waitedMs: 0, grantedAt: NOW });
    const bucket = h.state().buckets[scopeHash(CODEX)];
    expect(bucket?.counters).toMatchObject({ admitted: 1, reclaimed: 1 });
    expect(bucket?.leases.map((lease) => lease.id)).toEqual([ticket.id]);
  });

  it('reclaims a lease whose PID now belongs to another incarnation (PID reuse)', async () => {
    h.writeState({ version: 1, buckets: { [scopeHash(CODEX)]: heldBy(recycledSelf()) } });
    await ticketOf(h.admit(h.process(), CODEX));
    expect(h.state().buckets[scopeHash(CODEX)]?.counters.reclaimed).toBe(1);
  });

  it('reclaims an expired lease even while its owner still runs', async () => {
    h.writeState({ version: 1, buckets: { [scopeHash(CODEX)]: heldBy(SELF, NOW) } });
    await ticketOf(h.admit(h.process(), CODEX));
  });

  it('keeps a live owner\'s lease: the request waits and times out at its deadline, leaving no waiting entry', async () => {
    h.writeState({ version: 1, buckets: { [scopeHash(CODEX)]: heldBy(SELF) } });
    const tracked = h.admit(h.process(), CODEX, { deadlineIn: 1_000 });
    await h.until(() => h.clock.pendingSleepers === 1);
    expect(h.state().buckets[scopeHash(CODEX)]?.waiters).toHaveLength(1);
    await h.clock.advance(1_000);
    await h.until(() => tracked.result !== undefined);
    expect(tracked.result).toEqual({ ok: false, error: { code: 'timeout' } });
    const bucket = h.state().buckets[scopeHash(CODEX)];
    expect(bucket?.waiters).toEqual([]);
    expect(bucket?.leases).toHaveLength(1);
  });

  it('a dead probe owner frees the probe slot: the next request goes as the probe', async () => {
    const expired = { scopeClass: 'search' as const, cooldownStreak: 1, failureStreak: 0, cooldownUntil: NOW - 1, probeStartedAt: NOW - 500 };
    const dead = await deadProcess();
    h.writeState({ version: 1, buckets: { [scopeHash(DDG)]: { ...heldBy(dead, NOW + 60_000, true), kind: 'duckduckgo', cooldown: expired, lastStartAt: NOW - 10_000 } } });
    const probe = await ticketOf(h.admit(h.process(), DDG));
    expect(h.state().buckets[scopeHash(DDG)]?.leases).toEqual([expect.objectContaining({ id: probe.id, probe: true })]);
    const other = await h.admit(h.process(), DDG).promise;
    expect(other).toEqual({ ok: false, error: { code: 'rate_limited', reason: 'cooldown', retryAt: NOW + 60_000, cause: 'throttling' } });
  });
});
