import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * Tells waiters in this process when the state file was replaced (fs.watch: inotify on Linux,
 * FSEvents/kqueue elsewhere), so a request waiting for a slot wakes when another process releases
 * one instead of at its next poll. One watcher per process, open only while someone listens and
 * never keeping the process alive itself. Watching is an optimisation: where it is unavailable
 * (missing directory, no inotify watches left, network file systems) waiters still poll.
 */
export class StateChangeWatcher {
  readonly #dir: string;
  readonly #name: string;
  readonly #listeners = new Set<() => void>();
  #watcher: FSWatcher | undefined;

  constructor(stateFile: string) {
    this.#dir = dirname(stateFile);
    this.#name = basename(stateFile);
  }

  /** Calls `listener` on every replacement of the state file until the returned function is called. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    this.#open();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#close();
    };
  }

  #open(): void {
    if (this.#watcher !== undefined) return;
    try {
      this.#watcher = watch(this.#dir, { persistent: false }, (_event, name) => {
        if (name === null || name === this.#name) for (const listener of [...this.#listeners]) listener();
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
