/**
 * Time as a dependency. `now()` is epoch milliseconds. `sleep` resolves after `ms`
 * milliseconds or rejects with the signal's reason when `signal` aborts first.
 * Tests inject a fake; nothing in domain/ or application/ reads the real clock.
 */
export interface ClockPort {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const CLOCK = Symbol.for('mono-agent-web.port.Clock');
