/** How a sleep relates to the process's lifetime. */
export interface SleepOptions {
  /**
   * A background watcher (a deadline that only matters while other work runs) does not keep the
   * process alive on its own. Every other sleep, such as an admission spacing wait or a retry
   * delay that a tool call is waiting on, keeps the process alive until it ends. Default false.
   */
  readonly background?: boolean;
}

/** A callback scheduled with {@link ClockPort.schedule}. */
export interface ScheduledCall {
  /** Stops the call if it has not run yet; a no-op afterwards. */
  cancel(): void;
}

/**
 * Time as a dependency. `now()` is epoch milliseconds. `sleep` resolves after `ms`
 * milliseconds or rejects with the signal's reason when `signal` aborts first.
 * `schedule` calls `onDue` once after `ms` milliseconds unless cancelled first: the form for a
 * watcher that is usually cancelled (a deadline, an admission wait), which needs neither a promise
 * nor an abort signal to stop it. `ms` ≤ 0 runs it as soon as the current work yields, as a zero
 * sleep would resolve.
 * Tests inject a fake; nothing in domain/ or application/ reads the real clock.
 */
export interface ClockPort {
  now(): number;
  sleep(ms: number, signal?: AbortSignal, options?: SleepOptions): Promise<void>;
  schedule(ms: number, onDue: () => void, options?: SleepOptions): ScheduledCall;
}

export const CLOCK = Symbol.for('mono-agent-web.port.Clock');
