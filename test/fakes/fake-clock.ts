import type { ClockPort, ScheduledCall, SleepOptions } from '../../application/ports/clock.port.js';

interface Sleeper {
  readonly dueAt: number;
  readonly order: number;
  readonly background: boolean;
  readonly resolve: () => void;
  readonly cleanup: () => void;
}

/** Lets promise chains triggered by a resolution run before the next step (one macrotask turn). */
export function flushMicrotasks(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * A controllable `ClockPort`: time moves only through `advance`. Sleepers and scheduled calls wake
 * in due order (ties in call order; `sleep(0)` resolves at once), each followed by a flush so code
 * chained on one wake-up runs, and may schedule new sleepers, before the next is due. `sleep`
 * honours abort like the real clock; a scheduled call counts as a sleeper until it runs or is cancelled.
 */
export class FakeClock implements ClockPort {
  #now: number;
  #sleepers: Sleeper[] = [];
  #order = 0;

  constructor(startMs = 1_700_000_000_000) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  sleep(ms: number, signal?: AbortSignal, options: SleepOptions = {}): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      if (ms <= 0) {
        resolve();
        return;
      }
      const onAbort = (): void => {
        this.#sleepers = this.#sleepers.filter((sleeper) => sleeper !== entry);
        reject(signal?.reason);
      };
      const entry: Sleeper = {
        dueAt: this.#now + ms,
        order: this.#order++,
        background: options.background === true,
        resolve,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      this.#sleepers.push(entry);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  schedule(ms: number, onDue: () => void, options: SleepOptions = {}): ScheduledCall {
    let cancelled = false;
    if (ms <= 0) {
      queueMicrotask(() => {
        if (!cancelled) onDue();
      });
      return { cancel: () => (cancelled = true) };
    }
    const entry: Sleeper = { dueAt: this.#now + ms, order: this.#order++, background: options.background === true, resolve: onDue, cleanup: () => undefined };
    this.#sleepers.push(entry);
    return {
      cancel: () => {
        this.#sleepers = this.#sleepers.filter((sleeper) => sleeper !== entry);
      },
    };
  }

  /** Moves time forward by `ms`, waking every sleeper due on the way, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    await flushMicrotasks();
    for (;;) {
      const next = this.#nextDue(target);
      if (next === undefined) break;
      this.#sleepers = this.#sleepers.filter((sleeper) => sleeper !== next);
      this.#now = Math.max(this.#now, next.dueAt);
      next.cleanup();
      next.resolve();
      await flushMicrotasks();
    }
    this.#now = target;
    await flushMicrotasks();
  }

  /** Sleepers not yet woken or aborted. */
  get pendingSleepers(): number {
    return this.#sleepers.length;
  }

  /** Pending sleepers that would keep a real process alive (not `background` watchers). */
  get foregroundSleepers(): number {
    return this.#sleepers.filter((sleeper) => !sleeper.background).length;
  }

  #nextDue(target: number): Sleeper | undefined {
    let best: Sleeper | undefined;
    for (const sleeper of this.#sleepers) {
      if (sleeper.dueAt > target) continue;
      if (best === undefined || sleeper.dueAt < best.dueAt || (sleeper.dueAt === best.dueAt && sleeper.order < best.order)) {
        best = sleeper;
      }
    }
    return best;
  }
}
