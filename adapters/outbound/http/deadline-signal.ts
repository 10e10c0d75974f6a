/** Why a fetch was stopped from outside: its deadline passed or its caller aborted. */
export type StopCause = 'timeout' | 'cancelled';

/**
 * One abort signal for a whole fetch (connect, every redirect hop, body): it fires when the
 * caller's signal aborts or when `remainingMs` elapse, and remembers which came first.
 * Call `dispose()` when the fetch ends so no timer or listener outlives it.
 */
export class DeadlineSignal {
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #callerSignal: AbortSignal;
  #cause: StopCause | undefined;

  constructor(callerSignal: AbortSignal, remainingMs: number) {
    this.#callerSignal = callerSignal;
    this.#timer = setTimeout(() => this.#stop('timeout'), Math.max(0, remainingMs));
    callerSignal.addEventListener('abort', this.#onCallerAbort, { once: true });
    if (callerSignal.aborted) this.#stop('cancelled');
    else if (remainingMs <= 0) this.#stop('timeout');
  }

  /** Pass this to every I/O call of the fetch. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** What stopped the fetch, or `undefined` while it may still run. */
  get cause(): StopCause | undefined {
    return this.#cause;
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#callerSignal.removeEventListener('abort', this.#onCallerAbort);
  }

  readonly #onCallerAbort = (): void => this.#stop('cancelled');

  #stop(cause: StopCause): void {
    if (this.#cause !== undefined) return;
    this.#cause = cause;
    clearTimeout(this.#timer);
    const reason = new Error(cause === 'timeout' ? 'fetch deadline reached' : 'fetch cancelled');
    reason.name = cause === 'timeout' ? 'TimeoutError' : 'AbortError';
    this.#controller.abort(reason);
  }
}
