import { raceWithAbort } from '../../../../application/shared/abort-race.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ServerNotification } from '../rpc/json-rpc-connection.js';
import { CodexAppServerSession, type CodexLaunch } from './codex-app-server.session.js';
import type { CodexStartFailure } from './codex-start-failure.js';

/** Why `acquire` returned no session: the server is unavailable, or the caller's signal fired first. */
export type AcquireFailure =
  | { readonly kind: 'unavailable'; readonly failure: CodexStartFailure }
  | { readonly kind: 'aborted'; readonly reason: unknown };

/** A live session and its incarnation number (a restart gets a new one). */
export interface AcquiredSession {
  readonly session: CodexAppServerSession;
  readonly incarnation: number;
}

/** Construction options of {@link CodexAppServerHost}. */
export interface CodexAppServerHostOptions extends CodexLaunch {
  /** How long a failed start is remembered before the next attempt (ms), so `auto` does not respawn a broken binary per search. */
  readonly startFailureMemoMs: number;
  /** How long the server gets to exit on `close` before SIGKILL (ms). */
  readonly closeGraceMs: number;
}

/**
 * The process's one `codex app-server` child: started lazily by the first `acquire`, shared by
 * every later caller, started again after it dies, and ended by `close`. Starting is
 * single-flight; a caller whose signal fires stops waiting while the start goes on for the next.
 *
 * Liveness: callers `hold()` the host while their work is in flight; only then do the child and
 * its pipes keep the event loop alive, so an idle server never keeps a finished CLI running,
 * while a turn in flight always does.
 */
export class CodexAppServerHost {
  readonly #options: CodexAppServerHostOptions;
  readonly #listeners = new Set<(notification: ServerNotification) => void>();
  #current: AcquiredSession | undefined;
  #starting: Promise<Result<AcquiredSession, CodexStartFailure>> | undefined;
  #lastFailure: { readonly failure: CodexStartFailure; readonly at: number } | undefined;
  #incarnation = 0;
  #holds = 0;
  #closed = false;

  constructor(options: CodexAppServerHostOptions) {
    this.#options = options;
  }

  /** Marks work in flight; returns the (idempotent) release. */
  hold(): () => void {
    this.#holds += 1;
    this.#applyKeepAlive();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#holds -= 1;
      this.#applyKeepAlive();
    };
  }

  /** The live session, starting one if there is none. */
  async acquire(signal: AbortSignal): Promise<Result<AcquiredSession, AcquireFailure>> {
    if (this.#closed) return err({ kind: 'unavailable', failure: { check: 'app_server_started', message: 'the codex app-server was shut down with its owner' } });
    if (this.#current?.session.alive === true) return ok(this.#current);
    const remembered = this.#lastFailure;
    if (remembered !== undefined && this.#options.clock.now() - remembered.at < this.#options.startFailureMemoMs) {
      return err({ kind: 'unavailable', failure: remembered.failure });
    }
    this.#starting ??= this.#start().finally(() => {
      this.#starting = undefined;
    });
    const raced = await raceWithAbort(this.#starting, signal);
    if (!raced.settled) return err({ kind: 'aborted', reason: signal.reason });
    return raced.value.ok ? raced.value : err({ kind: 'unavailable', failure: raced.value.error });
  }

  /** Notifications of whichever session is current (across restarts). */
  onNotification(listener: (notification: ServerNotification) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Forgets a remembered start failure (e.g. after the operator fixed the installation). */
  forgetStartFailure(): void {
    this.#lastFailure = undefined;
  }

  /** Ends the child with its process group and refuses later starts. */
  async close(): Promise<void> {
    this.#closed = true;
    const starting = this.#starting;
    if (starting !== undefined) await starting;
    const current = this.#current;
    this.#current = undefined;
    if (current !== undefined) await current.session.close(this.#options.closeGraceMs);
  }

  async #start(): Promise<Result<AcquiredSession, CodexStartFailure>> {
    const started = await CodexAppServerSession.start(this.#options);
    if (!started.ok) {
      this.#lastFailure = { failure: started.error, at: this.#options.clock.now() };
      return started;
    }
    const session = started.value;
    if (this.#closed) {
      await session.close(this.#options.closeGraceMs);
      return err({ check: 'app_server_started', message: 'the codex app-server was shut down with its owner' });
    }
    this.#lastFailure = undefined;
    this.#incarnation += 1;
    const acquired: AcquiredSession = { session, incarnation: this.#incarnation };
    this.#current = acquired;
    session.onNotification((notification) => {
      for (const listener of [...this.#listeners]) listener(notification);
    });
    void session.exited.then(() => {
      if (this.#current === acquired) this.#current = undefined;
    });
    this.#applyKeepAlive();
    return ok(acquired);
  }

  #applyKeepAlive(): void {
    this.#current?.session.setKeepAlive(this.#holds > 0);
  }
}
