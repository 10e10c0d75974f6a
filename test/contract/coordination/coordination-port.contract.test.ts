import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionRefusal, AdmissionTicket, CoordinationPort, CoordinationScope } from '../../../application/ports/coordination.port.js';
import { ProcessCoordination } from '../../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import { HOST_ADMISSION_LIMITS, PROCESS_ADMISSION_LIMITS, type AdmissionTable } from '../../../domain/admission/admission-limits.js';
import type { CooldownCause } from '../../../domain/cooldown/cooldown-cause.js';
import type { Result } from '../../../domain/shared/result.js';
import { FakeClock } from '../../fakes/fake-clock.js';
import { hostHarness } from '../../support/host-coordination-harness.js';

type Admission = Result<AdmissionTicket, AdmissionRefusal>;

/** One adapter under the contract: `peer()` is another user of the same coordination (the same object in process mode, another process's instance in host mode). */
interface Subject {
  readonly clock: FakeClock;
  readonly table: AdmissionTable;
  peer(): CoordinationPort;
  cleanup(): void;
}

const SUBJECTS: ReadonlyArray<readonly [string, () => Subject]> = [
  ['process mode', () => {
    const clock = new FakeClock();
    const coordination = new ProcessCoordination(clock);
    return { clock, table: PROCESS_ADMISSION_LIMITS, peer: () => coordination, cleanup: () => undefined };
  }],
  ['host mode', () => {
    const harness = hostHarness();
    return { clock: harness.clock, table: HOST_ADMISSION_LIMITS, peer: () => harness.process(), cleanup: () => harness.cleanup() };
  }],
];

const SEARCH: CoordinationScope = { kind: 'duckduckgo', key: 'https://html.duckduckgo.com' };
const ORIGIN: CoordinationScope = { kind: 'fetch-origin', key: 'https://example.org' };
const CODEX: CoordinationScope = { kind: 'codex', key: 'codex' };
const MIN = 60_000;

describe.each(SUBJECTS)('CoordinationPort contract: %s', (_name, create) => {
  let subject: Subject;
  afterEach(() => subject.cleanup());

  /** An admission by a fresh peer; release its ticket through `by`, which admitted it. */
  function admit(scope: CoordinationScope, options: { signal?: AbortSignal; deadlineIn?: number } = {}): { by: CoordinationPort; promise: Promise<Admission>; result?: Admission } {
    const by = subject.peer();
    const tracked: { by: CoordinationPort; promise: Promise<Admission>; result?: Admission } = {
      by,
      promise: by.admit(scope, { signal: options.signal ?? new AbortController().signal, deadline: subject.clock.now() + (options.deadlineIn ?? MIN) }),
    };
    void tracked.promise.then((result) => {
      tracked.result = result;
    });
    return tracked;
  }

  async function use(scope: CoordinationScope, outcome: Parameters<CoordinationPort['release']>[1]): Promise<void> {
    const coordination = subject.peer();
    const admission = await coordination.admit(scope, { signal: new AbortController().signal, deadline: subject.clock.now() + MIN });
    if (!admission.ok) throw new Error(`refused: ${JSON.stringify(admission.error)}`);
    await coordination.release(admission.value, outcome);
  }

  const until = (predicate: () => boolean): Promise<void> => vi.waitFor(() => {
    if (!predicate()) throw new Error('not yet');
  }, { timeout: 10_000, interval: 2 });

  function refusedUntil(retryAt: number, cause: CooldownCause = 'throttling'): Admission {
    return { ok: false, error: { code: 'rate_limited', reason: 'cooldown', retryAt, cause } };
  }

  it('a throttle without Retry-After cools a search backend 5 min and a fetch origin 1 min; cooldownUntil reports it', async () => {
    subject = create();
    const start = subject.clock.now();
    await use(SEARCH, { kind: 'throttled' });
    await use(ORIGIN, { kind: 'throttled' });
    expect(await admit(SEARCH).promise).toEqual(refusedUntil(start + 5 * MIN));
    expect(await admit(ORIGIN).promise).toEqual(refusedUntil(start + MIN));
    expect(await subject.peer().cooldownUntil(SEARCH)).toBe(start + 5 * MIN);
    expect(await subject.peer().cooldownStatus(SEARCH)).toEqual({ retryAt: start + 5 * MIN, cause: 'throttling' });
    expect(await subject.peer().cooldownStatus(CODEX)).toBeUndefined();
  });

  it('honours Retry-After, capped at one hour', async () => {
    subject = create();
    const start = subject.clock.now();
    await use(SEARCH, { kind: 'throttled', retryAfterMs: 2 * 60 * MIN });
    expect(await subject.peer().cooldownUntil(SEARCH)).toBe(start + 60 * MIN);
  });

  it('admits one probe after expiry; a throttled probe doubles the delay, a successful one resets', async () => {
    subject = create();
    await use(SEARCH, { kind: 'throttled' });
    await subject.clock.advance(5 * MIN);
    const tracked = admit(SEARCH);
    const probe = await tracked.promise;
    expect(probe.ok).toBe(true);
    const probeAt = subject.clock.now();
    expect(await admit(SEARCH).promise).toEqual(refusedUntil(probeAt + MIN));
    if (probe.ok) await tracked.by.release(probe.value, { kind: 'throttled' });
    expect(await subject.peer().cooldownUntil(SEARCH)).toBe(probeAt + 10 * MIN);
    await subject.clock.advance(10 * MIN);
    await use(SEARCH, { kind: 'success' });
    await subject.clock.advance(subject.table.duckduckgo.limits.minSpacingMs);
    await use(SEARCH, { kind: 'success' });
  });

  it('opens a 1-min cooldown after two infrastructure failures in a row', async () => {
    subject = create();
    await use(ORIGIN, { kind: 'infrastructure_failure' });
    expect(await subject.peer().cooldownUntil(ORIGIN)).toBeUndefined();
    await subject.clock.advance(subject.table['fetch-origin'].limits.minSpacingMs);
    await use(ORIGIN, { kind: 'infrastructure_failure' });
    const openedAt = subject.clock.now();
    expect(await subject.peer().cooldownUntil(ORIGIN)).toBe(openedAt + MIN);
    expect(await subject.peer().cooldownStatus(ORIGIN)).toEqual({ retryAt: openedAt + MIN, cause: 'infrastructure_failures' });
    expect(await admit(ORIGIN).promise).toEqual(refusedUntil(openedAt + MIN, 'infrastructure_failures'));
  });

  it('reports a throttle that lengthens a failure cooldown as throttling; cooldownStatus clears once a probe succeeds', async () => {
    subject = create();
    const spacing = subject.table['fetch-origin'].limits.minSpacingMs;
    await use(ORIGIN, { kind: 'infrastructure_failure' });
    await subject.clock.advance(spacing);
    await use(ORIGIN, { kind: 'infrastructure_failure' });
    expect((await subject.peer().cooldownStatus(ORIGIN))?.cause).toBe('infrastructure_failures');
    await subject.clock.advance(MIN);
    // The probe is throttled: the episode now says throttling.
    await use(ORIGIN, { kind: 'throttled', retryAfterMs: 10 * MIN });
    expect(await subject.peer().cooldownStatus(ORIGIN)).toEqual({ retryAt: subject.clock.now() + 10 * MIN, cause: 'throttling' });
    await subject.clock.advance(10 * MIN);
    expect(await subject.peer().cooldownStatus(ORIGIN)).toBeUndefined();
    await use(ORIGIN, { kind: 'success' });
    expect(await subject.peer().cooldownStatus(ORIGIN)).toBeUndefined();
  });

  it('serializes Codex: a second request starts only after the first is released', async () => {
    subject = create();
    const first = admit(CODEX);
    const held = await first.promise;
    expect(held.ok).toBe(true);
    const second = admit(CODEX);
    await until(() => subject.clock.pendingSleepers >= 1 || second.result !== undefined);
    expect(second.result).toBeUndefined();
    if (held.ok) await first.by.release(held.value, { kind: 'success' });
    await until(() => second.result !== undefined);
    expect(second.result).toMatchObject({ ok: true, value: { scope: CODEX } });
  });

  it('answers `cancelled` for an aborted signal without admitting', async () => {
    subject = create();
    const controller = new AbortController();
    controller.abort();
    expect(await admit(CODEX, { signal: controller.signal }).promise).toEqual({ ok: false, error: { code: 'cancelled' } });
    await use(CODEX, { kind: 'success' });
  });

  it('spaces starts to one origin by the table and reports the wait', async () => {
    subject = create();
    const spacing = subject.table['fetch-origin'].limits.minSpacingMs;
    await use(ORIGIN, { kind: 'success' });
    const next = admit(ORIGIN);
    await until(() => subject.clock.pendingSleepers >= 1);
    await subject.clock.advance(spacing - 1);
    expect(next.result).toBeUndefined();
    await subject.clock.advance(1);
    await until(() => next.result !== undefined);
    expect(next.result).toMatchObject({ ok: true, value: { waitedMs: spacing } });
  });

  it('times out a request that gets no slot before its deadline (Codex is serialized)', async () => {
    subject = create();
    const holder = await admit(CODEX).promise;
    expect(holder.ok).toBe(true);
    const waiting = admit(CODEX, { deadlineIn: 500 });
    await until(() => subject.clock.pendingSleepers >= 1);
    await subject.clock.advance(500);
    await until(() => waiting.result !== undefined);
    expect(waiting.result).toEqual({ ok: false, error: { code: 'timeout' } });
  });
});
