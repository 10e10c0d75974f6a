/** How a sleep relates to the process's lifetime. */
export interface SleepOptions {
  /**
   * A background watcher (a deadline that only matters while other work runs) does not keep the
   * process alive on its own. Every other sleep, such as an admission spacing wait or a retry
   * delay that a tool call is waiting on, keeps the process alive until it ends. Default false.
   */
  readonly background?: boolean;
}

/**
 * Time as a dependency. `now()` is epoch milliseconds. `sleep` resolves after `ms`
 * milliseconds or rejects with the signal's reason when `signal` aborts first.
 * Tests inject a fake; nothing in domain/ or application/ reads the real clock.
 */
export interface ClockPort {
  now(): number;
  sleep(ms: number, signal?: AbortSignal, options?: SleepOptions): Promise<void>;
}

export const CLOCK = Symbol.for('mono-agent-web.port.Clock');
