/** The outcome of {@link raceWithAbort}: the work's value, or `aborted` when the signal won. */
export type RaceOutcome<T> = { readonly settled: true; readonly value: T } | { readonly settled: false };

/**
 * Waits for `work` unless `signal` aborts first, so a port that ignores its signal cannot hold the
 * caller. When the signal wins, `onLate` receives the work's eventual value (to release a ticket
 * that arrived too late, for example); a late rejection is swallowed.
 */
export function raceWithAbort<T>(work: Promise<T>, signal: AbortSignal, onLate?: (value: T) => void): Promise<RaceOutcome<T>> {
  if (signal.aborted) {
    work.then((value) => onLate?.(value), () => undefined);
    return Promise.resolve({ settled: false });
  }
  return new Promise<RaceOutcome<T>>((resolve, reject) => {
    let done = false;
    const onAbort = (): void => {
      if (done) return;
      done = true;
      resolve({ settled: false });
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (done) {
          onLate?.(value);
          return;
        }
        done = true;
        resolve({ settled: true, value });
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (done) return;
        done = true;
        reject(error);
      },
    );
  });
}
