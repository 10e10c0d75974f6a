import type { ClockPort, ScheduledCall, SleepOptions } from '../../application/ports/clock.port.js';

/** Node timers overflow (and fire after 1 ms) beyond 2^31 − 1 ms; longer sleeps are chained. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The real clock: wall time in epoch ms, abortable sleeps and cancellable scheduled calls. A sleep
 * or call keeps the process alive (a CLI waiting out admission spacing or a retry delay must not
 * exit with its call pending); only `background` watchers, such as deadlines, are unref'd. An abort
 * rejects a sleep at once with the signal's reason and clears its timer.
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

  schedule(ms: number, onDue: () => void, options: SleepOptions = {}): ScheduledCall {
    let remaining = Math.max(0, ms);
    let timer: NodeJS.Timeout | undefined;
    const arm = (): void => {
      const step = Math.min(remaining, MAX_TIMER_MS);
      remaining -= step;
      timer = setTimeout(remaining > 0 ? arm : onDue, step);
      if (options.background === true) timer.unref();
    };
    arm();
    return { cancel: () => clearTimeout(timer) };
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
