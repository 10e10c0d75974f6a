/** The outcome of joining a flight: `shared` is true for followers (they cost no request budget). */
export interface FlightResult<V> {
  readonly value: V;
  readonly shared: boolean;
}

interface Flight<V> {
  readonly controller: AbortController;
  readonly promise: Promise<V>;
  waiters: number;
}

/**
 * Identical concurrent calls share one piece of in-flight work. The work runs under its own
 * AbortSignal that fires only when every waiter has given up, so one caller's cancellation
 * never cancels the others; a caller that aborts is released at once with its signal's reason.
 */
export class SingleFlight<V> {
  private readonly flights = new Map<string, Flight<V>>();

  /** Number of distinct flights currently running. */
  get size(): number {
    return this.flights.size;
  }

  run(key: string, signal: AbortSignal, work: (signal: AbortSignal) => Promise<V>): Promise<FlightResult<V>> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const existing = this.flights.get(key);
    const shared = existing !== undefined;
    const flight = existing ?? this.start(key, work);
    flight.waiters += 1;
    return new Promise<FlightResult<V>>((resolve, reject) => {
      let settled = false;
      const leave = (): void => {
        signal.removeEventListener('abort', onAbort);
        flight.waiters -= 1;
        if (flight.waiters === 0 && this.flights.get(key) === flight) {
          this.flights.delete(key);
          flight.controller.abort(signal.reason);
        }
      };
      const onAbort = (): void => {
        if (settled) return;
        settled = true;
        leave();
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          flight.waiters -= 1;
          resolve({ value, shared });
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          flight.waiters -= 1;
          reject(error);
        },
      );
    });
  }

  private start(key: string, work: (signal: AbortSignal) => Promise<V>): Flight<V> {
    const controller = new AbortController();
    const flight: Flight<V> = {
      controller,
      waiters: 0,
      promise: Promise.resolve()
        .then(() => work(controller.signal))
        .finally(() => {
          if (this.flights.get(key) === flight) this.flights.delete(key);
        }),
    };
    // Waiters attach their own handlers; this one only keeps an abandoned flight from being an unhandled rejection.
    flight.promise.catch(() => undefined);
    this.flights.set(key, flight);
    return flight;
  }
}
