import { watch, type FSWatcher } from 'node:fs';

/** The sleep a pause runs on: ends after `ms` or when `signal` aborts (rejecting). */
export type ChangeSleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** See {@link StateChangeWatcher.listen}. */
export interface ChangeSubscription {
  /** Forgets changes seen so far; call right before reading the state. */
  mark(): void;
  /** Whether change events arrive (the directory watch is open); without them waiters must poll. */
  readonly live: boolean;
  /** Sleeps `ms`, or less if the file changed since `mark` (at once if it already has); rejects only when `signal` aborts. */
  pause(ms: number, sleep: ChangeSleep, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * Tells waiters in this process when a file in the state directory changes (fs.watch: inotify on
 * Linux, FSEvents/kqueue elsewhere): `state.json` replaced, so a request waiting for a slot wakes
 * when another process releases one; `state.lock` removed, so a transaction waiting for the lock
 * wakes when it is free instead of spinning. One watcher per store, open only while someone
 * listens, never keeping the process alive itself. Watching is an optimisation: where it is
 * unavailable (missing directory, no inotify watches left, network file systems) waiters poll.
 */
export class StateChangeWatcher {
  readonly #dir: string;
  readonly #listeners = new Map<() => void, string>();
  #watcher: FSWatcher | undefined;

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** Calls `listener` whenever the file `name` in the directory changes, until the returned function is called. */
  subscribe(name: string, listener: () => void): () => void {
    this.#listeners.set(listener, name);
    this.#open();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#close();
    };
  }

  /** Waits `ms` on `sleep`, or less if `name` changes first; rejects only when `signal` aborts. */
  async pause(name: string, ms: number, sleep: ChangeSleep, signal?: AbortSignal): Promise<void> {
    const listening = this.listen(name);
    try {
      await listening.pause(ms, sleep, signal);
    } finally {
      listening.close();
    }
  }

  /**
   * A subscription to `name` kept across a wait loop, so a change that lands between reading the
   * state and the next pause is not lost: `mark()` before each read, and `pause` then returns at
   * once if the file changed since.
   */
  listen(name: string): ChangeSubscription {
    let changed = false;
    let wake: AbortController | undefined;
    const close = this.subscribe(name, () => {
      changed = true;
      wake?.abort();
    });
    const live = (): boolean => this.#watcher !== undefined;
    return {
      mark: () => {
        changed = false;
      },
      get live() {
        return live();
      },
      pause: async (ms, sleep, signal) => {
        if (changed) return;
        wake = new AbortController();
        try {
          await sleep(ms, signal === undefined ? wake.signal : AbortSignal.any([signal, wake.signal]));
        } catch (error) {
          if (signal?.aborted) throw error;
        } finally {
          wake = undefined;
        }
      },
      close,
    };
  }

  #open(): void {
    if (this.#watcher !== undefined) return;
    try {
      this.#watcher = watch(this.#dir, { persistent: false }, (_event, changed) => {
        for (const [listener, name] of [...this.#listeners]) if (changed === null || changed === name) listener();
      });
      this.#watcher.on('error', () => this.#close());
    } catch {
      this.#watcher = undefined; // polling only
    }
  }

  #close(): void {
    this.#watcher?.close();
    this.#watcher = undefined;
  }
}
