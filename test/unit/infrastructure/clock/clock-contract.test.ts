import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClockPort } from '../../../../application/ports/clock.port.js';
import { SystemClock } from '../../../../infrastructure/clock/system-clock.js';
import { FakeClock } from '../../../fakes/fake-clock.js';

/** The ClockPort contract, run against the real clock and the fake so the fake cannot drift. */
function clockContract(name: string, make: () => ClockPort): void {
  describe(`${name} honours the ClockPort contract`, () => {
    it('reads time as integer epoch milliseconds', () => {
      const clock = make();
      const now = clock.now();
      expect(Number.isInteger(now)).toBe(true);
      expect(now).toBeGreaterThan(1_600_000_000_000);
    });

    it('resolves a zero sleep', async () => {
      await expect(make().sleep(0)).resolves.toBeUndefined();
    });

    it('rejects with the reason of an already aborted signal', async () => {
      const controller = new AbortController();
      const reason = new Error('stop');
      controller.abort(reason);
      await expect(make().sleep(10_000, controller.signal)).rejects.toBe(reason);
    });

    it('runs a scheduled call once when it is due, and never once cancelled', async () => {
      const clock = make();
      const calls: string[] = [];
      clock.schedule(0, () => calls.push('due'));
      const cancelled = clock.schedule(0, () => calls.push('cancelled'));
      cancelled.cancel();
      expect(calls).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(calls).toEqual(['due']);
      cancelled.cancel();
    });

    it('rejects promptly with the reason when aborted during the sleep', async () => {
      const controller = new AbortController();
      const reason = new Error('cancelled by caller');
      const sleeping = make().sleep(60_000, controller.signal);
      controller.abort(reason);
      await expect(sleeping).rejects.toBe(reason);
    });
  });
}

clockContract('SystemClock', () => new SystemClock());
clockContract('FakeClock', () => new FakeClock());

describe('SystemClock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the process alive while a sleep a call waits on is pending', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const controller = new AbortController();
    const sleeping = new SystemClock().sleep(60_000, controller.signal);
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(true);
    controller.abort();
    await expect(sleeping).rejects.toBeDefined();
  });

  it('unrefs a background watcher so a deadline alone never keeps the process alive', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const controller = new AbortController();
    const sleeping = new SystemClock().sleep(60_000, controller.signal, { background: true });
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    controller.abort();
    await expect(sleeping).rejects.toBeDefined();
  });

  it('chains timers for sleeps beyond the 2^31 − 1 ms timer limit instead of firing early', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void new SystemClock().sleep(2_147_483_647 + 1_000).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(2_147_483_647);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a scheduled call after its delay; a background call does not keep the process alive, others do', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const clock = new SystemClock();
    const background = clock.schedule(60_000, () => undefined, { background: true });
    const foreground = clock.schedule(60_000, () => undefined);
    const [backgroundTimer, foregroundTimer] = spy.mock.results.map((result) => result.value as NodeJS.Timeout);
    expect(backgroundTimer?.hasRef()).toBe(false);
    expect(foregroundTimer?.hasRef()).toBe(true);
    background.cancel();
    foreground.cancel();
    let ran = false;
    clock.schedule(5, () => (ran = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ran).toBe(true);
  });

  it('chains timers for a scheduled call beyond the 2^31 − 1 ms timer limit instead of running it early', async () => {
    vi.useFakeTimers();
    try {
      let ran = false;
      const call = new SystemClock().schedule(2_147_483_647 + 1_000, () => (ran = true), { background: true });
      await vi.advanceTimersByTimeAsync(2_147_483_647);
      expect(ran).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ran).toBe(true);
      const cancelled = new SystemClock().schedule(2_147_483_647 + 1_000, () => (ran = false));
      await vi.advanceTimersByTimeAsync(2_147_483_647);
      cancelled.cancel();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(ran).toBe(true);
      call.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves a short sleep', async () => {
    await expect(new SystemClock().sleep(1)).resolves.toBeUndefined();
  });
});

describe('FakeClock', () => {
  it('wakes sleepers in due order (ties in call order) only when advanced', async () => {
    const clock = new FakeClock(0);
    const woken: string[] = [];
    void clock.sleep(300).then(() => woken.push(`c@${clock.now()}`));
    void clock.sleep(100).then(() => woken.push(`a@${clock.now()}`));
    void clock.sleep(100).then(() => woken.push(`b@${clock.now()}`));
    await clock.advance(99);
    expect(woken).toEqual([]);
    await clock.advance(201);
    expect(woken).toEqual(['a@100', 'b@100', 'c@300']);
    expect(clock.now()).toBe(300);
    expect(clock.pendingSleepers).toBe(0);
  });

  it('runs scheduled calls with the sleepers in due order, and counts them as pending until then', async () => {
    const clock = new FakeClock(0);
    const order: string[] = [];
    void clock.sleep(200).then(() => order.push(`sleep@${clock.now()}`));
    clock.schedule(100, () => order.push(`call@${clock.now()}`), { background: true });
    const cancelled = clock.schedule(150, () => order.push('cancelled'));
    expect([clock.pendingSleepers, clock.foregroundSleepers]).toEqual([3, 2]);
    cancelled.cancel();
    await clock.advance(300);
    expect(order).toEqual(['call@100', 'sleep@200']);
    expect(clock.pendingSleepers).toBe(0);
  });

  it('wakes a sleeper scheduled by an earlier wake-up within the same advance', async () => {
    const clock = new FakeClock(0);
    let chainedAt: number | undefined;
    void clock.sleep(100).then(() => clock.sleep(50)).then(() => {
      chainedAt = clock.now();
    });
    await clock.advance(1_000);
    expect(chainedAt).toBe(150);
  });
});
