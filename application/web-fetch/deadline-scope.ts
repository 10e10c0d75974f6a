import type { ClockPort } from '../ports/clock.port.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';

/** The reason a deadline scope aborts with when its deadline passes. */
export const DEADLINE_EXPIRED = Symbol.for('mono-agent-web.web-fetch.deadline-expired');

/**
 * One abort signal for a unit of work that fires when the parent signal aborts or when the
 * deadline (epoch ms) passes. The deadline is watched with `ClockPort.sleep`, so fake clocks
 * drive it in tests. Call `dispose` when the work ends to stop the watcher.
 */
export class DeadlineScope {
  readonly #controller = new AbortController();
  readonly #watcher = new AbortController();
  readonly #parent: AbortSignal;
  readonly #onParentAbort: () => void;
  readonly deadline: number;
  readonly #deadlineMs: number;

  constructor(clock: ClockPort, parent: AbortSignal, deadline: number, deadlineMs: number) {
    this.deadline = deadline;
    this.#deadlineMs = deadlineMs;
    this.#parent = parent;
    this.#onParentAbort = () => this.#abort(parent.reason);
    if (parent.aborted) {
      this.#abort(parent.reason);
      return;
    }
    parent.addEventListener('abort', this.#onParentAbort, { once: true });
    clock.sleep(Math.max(0, deadline - clock.now()), this.#watcher.signal).then(
      () => this.#abort(DEADLINE_EXPIRED),
      () => undefined,
    );
  }

  /** Aborts when the caller cancels or the deadline passes. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** True once the deadline, not the caller, ended the work. */
  get expired(): boolean {
    return this.#controller.signal.aborted && this.#controller.signal.reason === DEADLINE_EXPIRED;
  }

  /** The tool error for an aborted scope: `timeout` after the deadline, otherwise `cancelled`. */
  failure(stage: string): ToolError {
    return this.expired
      ? toolError('timeout', `WebFetch exceeded its ${this.#deadlineMs / 1000} s deadline during ${stage}.`, { details: { timeoutMs: this.#deadlineMs } })
      : toolError('cancelled', 'The call was cancelled.', { retryable: false });
  }

  /** Stops watching the deadline and the parent; the signal stays as it is. */
  dispose(): void {
    this.#parent.removeEventListener('abort', this.#onParentAbort);
    this.#watcher.abort();
  }

  #abort(reason: unknown): void {
    if (this.#controller.signal.aborted) return;
    this.#controller.abort(reason);
    this.dispose();
  }
}
