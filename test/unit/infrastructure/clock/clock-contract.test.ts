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
