import type { ClockPort, ScheduledCall } from '../ports/clock.port.js';

/** Abort reason of a scope whose deadline passed, so callers can tell timeout from cancellation. */
export class DeadlineExceeded extends Error {
  /** `timeoutMs`: the whole budget the deadline stands for, in ms (for messages). */
  constructor(readonly timeoutMs: number) {
    super(`deadline of ${timeoutMs} ms exceeded`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * One abort signal for a unit of work that fires when the parent signal aborts (with the parent's
 * reason) or when the deadline passes (with a {@link DeadlineExceeded}). The deadline is watched
 * with `ClockPort.schedule`, so fake clocks drive it in tests. The first cause wins; a reason that is
 * already a `DeadlineExceeded` (an outer scope's timeout) still counts as a timeout here.
 * Call `dispose` when the work ends so no watcher or listener outlives it.
 */
export class DeadlineScope {
  readonly #controller = new AbortController();
  #deadlineWatch: ScheduledCall | undefined;
  readonly #parent: AbortSignal;
  readonly #onParentAbort = (): void => this.#abort(this.#parent.reason);
  /** Epoch ms at which the scope times out. */
  readonly deadline: number;
  /** The budget the deadline stands for, in ms (reported in messages). */
  readonly timeoutMs: number;

  /** Opens a scope that times out `timeoutMs` after the clock's current time. */
  static open(clock: ClockPort, parent: AbortSignal, timeoutMs: number): DeadlineScope {
    return new DeadlineScope(clock, parent, clock.now() + timeoutMs, timeoutMs);
  }

  /** Opens a scope for an absolute `deadline` (epoch ms), e.g. nested work sharing an outer deadline. */
  static until(clock: ClockPort, parent: AbortSignal, deadline: number, timeoutMs: number): DeadlineScope {
    return new DeadlineScope(clock, parent, deadline, timeoutMs);
  }

  private constructor(clock: ClockPort, parent: AbortSignal, deadline: number, timeoutMs: number) {
    this.deadline = deadline;
    this.timeoutMs = timeoutMs;
    this.#parent = parent;
    if (parent.aborted) {
      this.#abort(parent.reason);
      return;
    }
    parent.addEventListener('abort', this.#onParentAbort, { once: true });
    this.#deadlineWatch = clock.schedule(Math.max(0, deadline - clock.now()), () => this.#abort(new DeadlineExceeded(timeoutMs)), { background: true });
  }

  /** Aborts when the caller cancels or the deadline passes. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** True once the deadline, not the caller, ended the work. */
  get expired(): boolean {
    return this.#controller.signal.aborted && this.#controller.signal.reason instanceof DeadlineExceeded;
  }

  /** Stops watching the deadline and the parent; the signal stays as it is. */
  dispose(): void {
    this.#parent.removeEventListener('abort', this.#onParentAbort);
    this.#deadlineWatch?.cancel();
  }

  #abort(reason: unknown): void {
    if (this.#controller.signal.aborted) return;
    this.#controller.abort(reason);
    this.dispose();
  }
}
