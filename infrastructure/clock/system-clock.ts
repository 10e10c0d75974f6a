import type { ClockPort, SleepOptions } from '../../application/ports/clock.port.js';

/** Node timers overflow (and fire after 1 ms) beyond 2^31 − 1 ms; longer sleeps are chained. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The real clock: wall time in epoch ms and abortable sleeps. A sleep keeps the process alive
 * (a CLI waiting out admission spacing or a retry delay must not exit with its call pending);
 * only `background` watchers, such as deadlines, are unref'd. An abort rejects at once with the
 * signal's reason and clears the timer.
 */
export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }

  async sleep(ms: number, signal?: AbortSignal, options: SleepOptions = {}): Promise<void> {
    const background = options.background === true;
    let remaining = ms;
    while (remaining > MAX_TIMER_MS) {
      await sleepOnce(MAX_TIMER_MS, signal, background);
      remaining -= MAX_TIMER_MS;
    }
    await sleepOnce(remaining, signal, background);
  }
}

function sleepOnce(ms: number, signal: AbortSignal | undefined, background: boolean): Promise<void> {
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
    if (background) timer.unref();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
