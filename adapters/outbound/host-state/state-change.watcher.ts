import { watch, type FSWatcher } from 'node:fs';

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
  async pause(name: string, ms: number, sleep: (ms: number, signal: AbortSignal) => Promise<void>, signal?: AbortSignal): Promise<void> {
    const woken = new AbortController();
    const unsubscribe = this.subscribe(name, () => woken.abort());
    try {
      await sleep(ms, signal === undefined ? woken.signal : AbortSignal.any([signal, woken.signal]));
    } catch (error) {
      if (signal?.aborted) throw error;
    } finally {
      unsubscribe();
    }
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
