/** An abortable wait, as `ClockPort.sleep` has it. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * Sleeps `ms` on a ref'd timer, so a caller waiting for a shared admission slot keeps the process
 * alive (with only unref'd timers pending, Node would exit 0 mid-wait with nothing printed).
 * Rejects with the signal's reason when it aborts first and clears the timer.
 */
export const keepAliveSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
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
    }, Math.min(Math.max(0, ms), 2_147_483_647));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
