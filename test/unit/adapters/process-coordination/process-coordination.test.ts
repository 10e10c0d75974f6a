import { describe, expect, it } from 'vitest';
import type { AdmissionRefusal, AdmissionTicket, CoordinationScope } from '../../../../application/ports/coordination.port.js';
import { ProcessCoordination } from '../../../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import type { Result } from '../../../../domain/shared/result.js';
import { FakeClock, flushMicrotasks } from '../../../fakes/fake-clock.js';

const DDG: CoordinationScope = { kind: 'duckduckgo', key: 'html.duckduckgo.com' };
const STARTPAGE: CoordinationScope = { kind: 'startpage', key: 'www.startpage.com' };
const CODEX: CoordinationScope = { kind: 'codex', key: 'codex' };
const ORIGIN_A: CoordinationScope = { kind: 'fetch-origin', key: 'https://a.example' };
const ORIGIN_B: CoordinationScope = { kind: 'fetch-origin', key: 'https://b.example' };
const MIN = 60_000;

type Admission = Result<AdmissionTicket, AdmissionRefusal>;

interface Tracked {
  readonly promise: Promise<Admission>;
  result?: Admission;
}

function setup(): { clock: FakeClock; coordination: ProcessCoordination; admit: (scope: CoordinationScope, opts?: { signal?: AbortSignal; deadlineIn?: number }) => Tracked } {
  const clock = new FakeClock();
  const coordination = new ProcessCoordination(clock);
  const admit = (scope: CoordinationScope, opts: { signal?: AbortSignal; deadlineIn?: number } = {}): Tracked => {
    const tracked: Tracked = {
      promise: coordination.admit(scope, {
        signal: opts.signal ?? new AbortController().signal,
        deadline: clock.now() + (opts.deadlineIn ?? 60_000),
      }),
    };
    void tracked.promise.then((result) => {
      tracked.result = result;
    });
    return tracked;
  };
  return { clock, coordination, admit };
}

async function ticketOf(tracked: Tracked): Promise<AdmissionTicket> {
  const result = await tracked.promise;
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('ProcessCoordination: admission', () => {
  it('lets three keyless requests (DuckDuckGo + Startpage together) fly and makes the fourth wait for a release', async () => {
    const { clock, coordination, admit } = setup();
    const first = await ticketOf(admit(DDG));
    await ticketOf(admit(STARTPAGE));
    await clock.advance(1_500);
    await ticketOf(admit(DDG));
    const fourth = admit(STARTPAGE);
    await clock.advance(10_000);
    expect(fourth.result).toBeUndefined();
    await coordination.release(first, { kind: 'success' });
    await flushMicrotasks();
    expect(fourth.result).toMatchObject({ ok: true, value: { scope: STARTPAGE, waitedMs: 10_000 } });
  });

  it('a request waiting out start spacing holds a foreground sleep (its process stays alive); the admission deadline is a background watcher', async () => {
    const { clock, admit } = setup();
    await ticketOf(admit(DDG));
    const second = admit(DDG);
    await flushMicrotasks();
    expect(second.result).toBeUndefined();
    expect(clock.foregroundSleepers).toBe(1);
    expect(clock.pendingSleepers).toBe(2);
    await clock.advance(1_500);
    expect(second.result).toMatchObject({ ok: true });
    expect(clock.foregroundSleepers).toBe(0);
  });

  it('spaces DuckDuckGo starts 1.5 s apart, but not DuckDuckGo → Startpage', async () => {
    const { clock, admit } = setup();
    const first = await ticketOf(admit(DDG));
    const second = admit(DDG);
    const other = admit(STARTPAGE);
    await flushMicrotasks();
    expect(first.waitedMs).toBe(0);
    expect(other.result).toMatchObject({ ok: true, value: { waitedMs: 0 } });
    await clock.advance(1_499);
    expect(second.result).toBeUndefined();
    await clock.advance(1);
    expect(second.result).toMatchObject({ ok: true, value: { scope: DDG, waitedMs: 1_500 } });
  });

  it('serves waiters of one pool first come, first served', async () => {
    const { coordination, admit } = setup();
    const holder = await ticketOf(admit(CODEX));
    const b = admit(CODEX);
    const c = admit(CODEX);
    await coordination.release(holder, { kind: 'success' });
    await flushMicrotasks();
    expect(b.result?.ok).toBe(true);
    expect(c.result).toBeUndefined();
    await coordination.release(await ticketOf(b), { kind: 'success' });
    await flushMicrotasks();
    expect(c.result?.ok).toBe(true);
  });

  it('ignores a second release of the same ticket (a slot is freed once)', async () => {
    const { coordination, admit } = setup();
    const holder = await ticketOf(admit(CODEX));
    const b = admit(CODEX);
    const c = admit(CODEX);
    await coordination.release(holder, { kind: 'success' });
    await coordination.release(holder, { kind: 'success' });
    await flushMicrotasks();
    expect(b.result?.ok).toBe(true);
    expect(c.result).toBeUndefined();
  });

  it('keeps fetch origins independent: 2 in flight and 500 ms spacing per origin', async () => {
    const { clock, admit } = setup();
    await ticketOf(admit(ORIGIN_A));
    await ticketOf(admit(ORIGIN_B));
    const secondA = admit(ORIGIN_A);
    await clock.advance(499);
    expect(secondA.result).toBeUndefined();
    await clock.advance(1);
    expect(secondA.result?.ok).toBe(true);
    await clock.advance(500);
    const thirdA = admit(ORIGIN_A);
    await clock.advance(5_000);
    expect(thirdA.result).toBeUndefined();
  });

  it('leaves no timer behind once requests are admitted', async () => {
    const { clock, admit } = setup();
    await ticketOf(admit(DDG));
    const queued = admit(DDG);
    await clock.advance(1_500);
    expect(queued.result?.ok).toBe(true);
    expect(clock.pendingSleepers).toBe(0);
  });
});

describe('ProcessCoordination: cancellation and deadlines', () => {
  it('answers cancelled at once for an already aborted signal', async () => {
    const { admit } = setup();
    const controller = new AbortController();
    controller.abort();
    expect(await admit(DDG, { signal: controller.signal }).promise).toEqual({ ok: false, error: { code: 'cancelled' } });
  });

  it('frees the queue position immediately when a waiting request is aborted', async () => {
    const { clock, coordination, admit } = setup();
    const holder = await ticketOf(admit(CODEX));
    const controller = new AbortController();
    const aborted = admit(CODEX, { signal: controller.signal });
    const next = admit(CODEX);
    controller.abort();
    await flushMicrotasks();
    expect(aborted.result).toEqual({ ok: false, error: { code: 'cancelled' } });
    await coordination.release(holder, { kind: 'neutral' });
    await flushMicrotasks();
    expect(next.result?.ok).toBe(true);
    expect(clock.pendingSleepers).toBe(0);
  });

  it('answers timeout when the deadline passes while waiting', async () => {
    const { clock, admit } = setup();
    await ticketOf(admit(DDG));
    const late = admit(DDG, { deadlineIn: 1_000 });
    await clock.advance(999);
    expect(late.result).toBeUndefined();
    await clock.advance(1);
    expect(late.result).toEqual({ ok: false, error: { code: 'timeout' } });
    const after = admit(DDG);
    await clock.advance(500);
    expect(after.result?.ok).toBe(true);
  });

  it('waits without a timer when the deadline is Infinity', async () => {
    const { clock, coordination } = setup();
    const holder = await coordination.admit(CODEX, { signal: new AbortController().signal, deadline: Number.POSITIVE_INFINITY });
    const waiting = coordination.admit(CODEX, { signal: new AbortController().signal, deadline: Number.POSITIVE_INFINITY });
    await clock.advance(10 * MIN);
    expect(clock.pendingSleepers).toBe(0);
    if (!holder.ok) throw new Error('holder refused');
    await coordination.release(holder.value, { kind: 'success' });
    expect((await waiting).ok).toBe(true);
  });

  it('watches the deadline only of a request that waits, and stops watching once it is admitted', async () => {
    const clock = new FakeClock();
    const watches: number[] = [];
    const schedule = clock.schedule.bind(clock);
    clock.schedule = (ms, onDue, options) => {
      if (options?.background === true) watches.push(ms);
      return schedule(ms, onDue, options);
    };
    const coordination = new ProcessCoordination(clock);
    const options = { signal: new AbortController().signal, deadline: clock.now() + 60_000 };
    expect((await coordination.admit(DDG, options)).ok).toBe(true);
    expect(watches).toEqual([]);

    const second = coordination.admit(DDG, options);
    expect(watches).toEqual([60_000]);
    await clock.advance(1_500);
    expect((await second).ok).toBe(true);
    expect(clock.pendingSleepers).toBe(0);
  });

  it('answers timeout at once when the deadline has already passed and it would have to wait', async () => {
    const { admit } = setup();
    await ticketOf(admit(CODEX));
    expect(await admit(CODEX, { deadlineIn: 0 }).promise).toEqual({ ok: false, error: { code: 'timeout' } });
  });
});

describe('ProcessCoordination: cooldowns', () => {
  it('refuses a throttled scope at once with rate_limited and retryAt, without affecting the other engine', async () => {
    const { clock, coordination, admit } = setup();
    const t0 = clock.now();
    await coordination.release(await ticketOf(admit(DDG)), { kind: 'throttled' });
    expect(await admit(DDG).promise).toEqual({ ok: false, error: { code: 'rate_limited', retryAt: t0 + 5 * MIN, reason: 'cooldown', cause: 'throttling' } });
    expect(await coordination.cooldownUntil(DDG)).toBe(t0 + 5 * MIN);
    expect((await admit(STARTPAGE).promise).ok).toBe(true);
    expect(await coordination.cooldownUntil(STARTPAGE)).toBeUndefined();
  });

  it('honours Retry-After from the outcome', async () => {
    const { clock, coordination, admit } = setup();
    const t0 = clock.now();
    await coordination.release(await ticketOf(admit(ORIGIN_A)), { kind: 'throttled', retryAfterMs: 20_000 });
    expect(await coordination.cooldownUntil(ORIGIN_A)).toBe(t0 + 20_000);
  });

  it('refuses a waiting request as soon as its scope enters cooldown (never waits it out)', async () => {
    const { clock, coordination, admit } = setup();
    const holder = await ticketOf(admit(CODEX));
    const waiting = admit(CODEX);
    await clock.advance(2_000);
    await coordination.release(holder, { kind: 'throttled' });
    await flushMicrotasks();
    expect(waiting.result).toEqual({ ok: false, error: { code: 'rate_limited', retryAt: clock.now() + 5 * MIN, reason: 'cooldown', cause: 'throttling' } });
  });

  it('admits exactly one probe after expiry; its success resets the scope', async () => {
    const { clock, coordination, admit } = setup();
    await coordination.release(await ticketOf(admit(DDG)), { kind: 'throttled' });
    await clock.advance(5 * MIN);
    expect(await coordination.cooldownUntil(DDG)).toBeUndefined();
    const probe = await ticketOf(admit(DDG));
    const probeAt = clock.now();
    expect(await admit(DDG).promise).toEqual({ ok: false, error: { code: 'rate_limited', retryAt: probeAt + MIN, reason: 'cooldown', cause: 'throttling' } });
    expect(await coordination.cooldownUntil(DDG)).toBe(probeAt + MIN);
    await clock.advance(2_000);
    await coordination.release(probe, { kind: 'success' });
    expect(await coordination.cooldownUntil(DDG)).toBeUndefined();
    expect((await admit(DDG).promise).ok).toBe(true);
    // The streak was reset: the next throttle cools for the base five minutes again.
    const t = clock.now();
    await clock.advance(1_500);
    await coordination.release(await ticketOf(admit(DDG)), { kind: 'throttled' });
    expect(await coordination.cooldownUntil(DDG)).toBe(t + 1_500 + 5 * MIN);
  });

  it('re-opens with the doubled delay when the probe is throttled again', async () => {
    const { clock, coordination, admit } = setup();
    await coordination.release(await ticketOf(admit(DDG)), { kind: 'throttled' });
    await clock.advance(5 * MIN);
    const probe = await ticketOf(admit(DDG));
    await coordination.release(probe, { kind: 'throttled' });
    expect(await coordination.cooldownUntil(DDG)).toBe(clock.now() + 10 * MIN);
  });

  it('lets the next request probe when the probe ended neutrally', async () => {
    const { clock, coordination, admit } = setup();
    await coordination.release(await ticketOf(admit(CODEX)), { kind: 'throttled' });
    await clock.advance(5 * MIN);
    await coordination.release(await ticketOf(admit(CODEX)), { kind: 'neutral' });
    const second = await ticketOf(admit(CODEX));
    expect((await admit(CODEX, { deadlineIn: 10_000 }).promise).ok).toBe(false);
    await coordination.release(second, { kind: 'success' });
    expect((await admit(CODEX).promise).ok).toBe(true);
  });

  it('opens a one-minute cooldown after two consecutive infrastructure failures', async () => {
    const { clock, coordination, admit } = setup();
    await coordination.release(await ticketOf(admit(ORIGIN_A)), { kind: 'infrastructure_failure' });
    expect(await coordination.cooldownUntil(ORIGIN_A)).toBeUndefined();
    await clock.advance(500);
    await coordination.release(await ticketOf(admit(ORIGIN_A)), { kind: 'infrastructure_failure' });
    expect(await coordination.cooldownUntil(ORIGIN_A)).toBe(clock.now() + MIN);
  });

  it('refuses waiting requests of the same scope once another one is admitted as the probe', async () => {
    const { clock, coordination, admit } = setup();
    await coordination.release(await ticketOf(admit(DDG)), { kind: 'throttled' });
    await clock.advance(5 * MIN);
    // Two requests arrive together; both pass the expiry check; one is the probe, the other is refused.
    const a = admit(DDG);
    const b = admit(DDG);
    await flushMicrotasks();
    expect(a.result?.ok).toBe(true);
    expect(b.result).toMatchObject({ ok: false, error: { code: 'rate_limited', reason: 'cooldown', cause: 'throttling' } });
  });
});
