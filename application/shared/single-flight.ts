import { raceWithAbort, type RaceOutcome } from './abort-race.js';

/**
 * How one caller's wait on shared work ended: the work's value (`shared` is true for callers that
 * joined work another caller started; they cost no request budget), or `abandoned` with the
 * caller's own abort reason when its signal aborted first.
 */
export type FlightOutcome<V> =
  | { readonly kind: 'done'; readonly value: V; readonly shared: boolean }
  | { readonly kind: 'abandoned'; readonly reason: unknown };

interface Flight<V> {
  readonly controller: AbortController;
  readonly promise: Promise<V>;
  waiters: number;
}

/**
 * Identical concurrent calls share one piece of in-flight work: the first caller for a key starts
 * it (synchronously, before `run` returns), later callers join. The work runs under its own
 * AbortSignal, which fires only when every waiter has abandoned it (or on `abortAll`), so one
 * caller's cancellation never cancels the others; a caller whose signal aborts is released at
 * once. The entry disappears when the work settles; results are not remembered here. Expected
 * failures should be values of `V`: a rejection of the work reaches every waiter as a rejection.
 */
export class SingleFlight<V> {
  readonly #flights = new Map<string, Flight<V>>();

  /** Number of distinct flights currently running. */
  get size(): number {
    return this.#flights.size;
  }

  /** True while work for `key` is running (a caller would join it rather than start it). */
  has(key: string): boolean {
    return this.#flights.has(key);
  }

  /** Runs or joins the work for `key`. A caller whose signal is already aborted starts nothing. */
  async run(key: string, signal: AbortSignal, work: (signal: AbortSignal) => Promise<V>): Promise<FlightOutcome<V>> {
    if (signal.aborted) return { kind: 'abandoned', reason: signal.reason };
    const existing = this.#flights.get(key);
    const flight = existing ?? this.#start(key, work);
    flight.waiters += 1;
    let outcome: RaceOutcome<V>;
    try {
      outcome = await raceWithAbort(flight.promise, signal);
    } finally {
      flight.waiters -= 1;
    }
    if (outcome.settled) return { kind: 'done', value: outcome.value, shared: existing !== undefined };
    if (flight.waiters === 0) {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
      flight.controller.abort(signal.reason);
    }
    return { kind: 'abandoned', reason: signal.reason };
  }

  /** Aborts every running flight (run end); their waiters see the work's own outcome. */
  abortAll(reason?: unknown): void {
    for (const flight of this.#flights.values()) flight.controller.abort(reason);
    this.#flights.clear();
  }

  #start(key: string, work: (signal: AbortSignal) => Promise<V>): Flight<V> {
    const controller = new AbortController();
    let started: Promise<V>;
    try {
      started = work(controller.signal);
    } catch (error: unknown) {
      started = Promise.reject(error);
    }
    const flight: Flight<V> = {
      controller,
      waiters: 0,
      promise: started.finally(() => {
        if (this.#flights.get(key) === flight) this.#flights.delete(key);
      }),
    };
    // Waiters attach their own handlers; this one only keeps an abandoned flight from being an unhandled rejection.
    flight.promise.catch(() => undefined);
    this.#flights.set(key, flight);
    return flight;
  }
}
