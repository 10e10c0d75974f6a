import type { ClockPort } from '../ports/clock.port.js';

/** Reason attached to a signal aborted by a deadline, so callers can tell timeout from cancellation. */
export class DeadlineExceeded extends Error {
  constructor(readonly timeoutMs: number) {
    super(`deadline of ${timeoutMs} ms exceeded`);
    this.name = 'DeadlineExceeded';
  }
}

/** A signal that aborts when `parent` aborts or when `timeoutMs` has passed on the injected clock. */
export interface DeadlineScope {
  readonly signal: AbortSignal;
  /** Epoch ms at which the scope times out. */
  readonly deadline: number;
  readonly timedOut: () => boolean;
  /** Stops the timer; call when the work is done. */
  readonly dispose: () => void;
}

/** Opens a deadline scope under `parent`, timed by `clock` (a fake clock in tests). */
export function openDeadlineScope(clock: ClockPort, parent: AbortSignal, timeoutMs: number): DeadlineScope {
  const controller = new AbortController();
  const timer = new AbortController();
  const deadline = clock.now() + timeoutMs;
  let timedOut = false;
  const onParentAbort = (): void => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onParentAbort, { once: true });
  clock.sleep(timeoutMs, timer.signal).then(
    () => {
      timedOut = true;
      controller.abort(new DeadlineExceeded(timeoutMs));
    },
    () => undefined,
  );
  return {
    signal: controller.signal,
    deadline,
    timedOut: () => timedOut,
    dispose: () => {
      timer.abort();
      parent.removeEventListener('abort', onParentAbort);
    },
  };
}
