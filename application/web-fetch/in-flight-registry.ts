import { raceWithAbort } from './abort-race.js';

interface Flight<T> {
  readonly promise: Promise<T>;
  readonly controller: AbortController;
  waiters: number;
}

/** How a caller's wait on shared work ended. */
export type SharedOutcome<T> =
  | { readonly kind: 'done'; readonly value: T; readonly shared: boolean }
  | { readonly kind: 'abandoned' };

/**
 * Shares identical in-flight work: the first caller for a key starts it, later callers join.
 * The work runs under the registry's own signal, which aborts only when every waiter has
 * abandoned it (or on `abortAll`), so one caller's cancellation does not fail the others.
 * The entry disappears when the work settles; results are not remembered here.
 */
export class InFlightRegistry<T> {
  readonly #flights = new Map<string, Flight<T>>();

  /**
   * Runs or joins the work for `key`. Resolves `abandoned` as soon as `signal` aborts; the
   * work itself must not reject (return failures as values).
   */
  async run(key: string, signal: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<SharedOutcome<T>> {
    let flight = this.#flights.get(key);
    const shared = flight !== undefined;
    if (flight === undefined) {
      const controller = new AbortController();
      const promise = work(controller.signal).finally(() => {
        if (this.#flights.get(key) === created) this.#flights.delete(key);
      });
      const created: Flight<T> = { promise, controller, waiters: 0 };
      flight = created;
      this.#flights.set(key, created);
    }
    flight.waiters += 1;
    const current = flight;
    const outcome = await raceWithAbort(current.promise, signal);
    current.waiters -= 1;
    if (outcome.settled) return { kind: 'done', value: outcome.value, shared };
    if (current.waiters === 0) {
      current.controller.abort(signal.reason);
      if (this.#flights.get(key) === current) this.#flights.delete(key);
    }
    return { kind: 'abandoned' };
  }

  /** Aborts every running work item (run end). */
  abortAll(reason?: unknown): void {
    for (const flight of this.#flights.values()) flight.controller.abort(reason);
    this.#flights.clear();
  }

  /** Keys with work in flight. */
  get size(): number {
    return this.#flights.size;
  }
}
