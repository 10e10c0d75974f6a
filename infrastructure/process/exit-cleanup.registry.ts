/** A synchronous clean-up step; it runs inside `exit` and signal handlers, so it must not await or throw. */
export type SyncCleanup = () => void;

/** The part of `process` the registry uses (a fake in tests). */
export interface SignalTarget {
  readonly pid: number;
  on(event: 'exit', listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
  prependListener(event: NodeJS.Signals, listener: () => void): unknown;
  listeners(event: NodeJS.Signals): readonly unknown[];
  kill(pid: number, signal: NodeJS.Signals): unknown;
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs registered clean-ups when the process ends, so no child (a browser, its daemon) outlives
 * it. Listeners are installed only while something is registered. On `exit` every clean-up runs.
 * On SIGINT, SIGTERM or SIGHUP: when the application handles that signal itself (the CLI turns
 * Ctrl-C into a cancellation) nothing happens here, because the cancellation, or the `exit` that
 * follows, cleans up; when nobody else handles it, every clean-up runs and the signal is raised
 * again with our listeners removed, so the process still ends the way the signal asks.
 */
export class ExitCleanupRegistry {
  readonly #cleanups = new Set<SyncCleanup>();
  readonly #target: SignalTarget;
  readonly #onExit = (): void => this.#runAll();
  readonly #onSignal = new Map<NodeJS.Signals, () => void>();

  constructor(target: SignalTarget) {
    this.#target = target;
    for (const signal of SIGNALS) this.#onSignal.set(signal, () => this.#signalled(signal));
  }

  /** Registers `cleanup`; the returned function unregisters it (without running it). */
  register(cleanup: SyncCleanup): () => void {
    if (this.#cleanups.size === 0) this.#install();
    this.#cleanups.add(cleanup);
    return () => {
      if (!this.#cleanups.delete(cleanup)) return;
      if (this.#cleanups.size === 0) this.#uninstall();
    };
  }

  /** How many clean-ups are registered. */
  get size(): number {
    return this.#cleanups.size;
  }

  #signalled(signal: NodeJS.Signals): void {
    const own = this.#onSignal.get(signal);
    if (this.#target.listeners(signal).some((listener) => listener !== own)) return;
    this.#runAll();
    this.#uninstall();
    this.#target.kill(this.#target.pid, signal);
  }

  #runAll(): void {
    for (const cleanup of [...this.#cleanups]) {
      try {
        cleanup();
      } catch {
        // A failing clean-up must not stop the others.
      }
    }
    this.#cleanups.clear();
  }

  #install(): void {
    this.#target.on('exit', this.#onExit);
    // Prepended, so we see the application's own listener before a `once` listener removes itself.
    for (const [signal, listener] of this.#onSignal) this.#target.prependListener(signal, listener);
  }

  #uninstall(): void {
    this.#target.off('exit', this.#onExit);
    for (const [signal, listener] of this.#onSignal) this.#target.off(signal, listener);
  }
}

let processRegistry: ExitCleanupRegistry | undefined;

/** The one registry of this process (signal handling is process-wide, so there must be only one). */
export function processExitCleanup(): ExitCleanupRegistry {
  processRegistry ??= new ExitCleanupRegistry(process);
  return processRegistry;
}
