import type { ClockPort } from '../../application/ports/clock.port.js';

/** Node timers overflow (and fire after 1 ms) beyond 2^31 − 1 ms; longer sleeps are chained. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The real clock: wall time in epoch ms and abortable sleeps. Sleep timers are unref'd so a
 * pending admission wait never keeps the process alive on its own; an abort rejects at once
 * with the signal's reason and clears the timer.
 */
export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    let remaining = ms;
    while (remaining > MAX_TIMER_MS) {
      await sleepOnce(MAX_TIMER_MS, signal);
      remaining -= MAX_TIMER_MS;
    }
    await sleepOnce(remaining, signal);
  }
}

function sleepOnce(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, ms));
    timer.unref();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
