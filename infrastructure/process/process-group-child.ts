import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Readable } from 'node:stream';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** How a child ended: its exit code, or the signal that killed it. */
export interface ChildExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** Why a child could not be started. `not_found`: no such executable (on PATH); `not_executable`: found but not runnable. */
export interface SpawnFailure {
  readonly kind: 'not_found' | 'not_executable' | 'spawn_failed';
  /** Bounded, names the command and the OS error code only. */
  readonly message: string;
}

/** What to run. The executable is started directly, never through a shell. */
export interface ProcessGroupSpawnOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** Describes an exit for messages: `exited with status 3` or `was killed by SIGKILL`. */
export function describeExit(exit: ChildExit): string {
  return exit.signal !== null ? `was killed by ${exit.signal}` : `exited with status ${exit.code ?? 'unknown'}`;
}

const IS_WINDOWS = process.platform === 'win32';

interface RefHandle {
  ref(): void;
  unref(): void;
}

/**
 * A child process that leads its own process group (POSIX), so it and everything it starts
 * can be signalled together. Its stdout is handed to the owner; stderr is drained and only
 * counted (it may carry tokens or paths, so it is never kept or logged).
 *
 * Event-loop liveness is explicit: the child and its pipes keep the process alive only while
 * `setKeepAlive(true)` (an operation in flight); an idle child never holds the process open.
 * While the child lives, a process `exit` hook sends SIGTERM to the group, so it never outlives
 * its parent's normal exit; closing stdin is a second path out (the child sees end-of-file when
 * its parent dies any other way).
 */
export class ProcessGroupChild {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #exitHook = (): void => this.#signalGroup('SIGTERM');
  #exit: ChildExit | undefined;
  #keepAlive = true;
  /** Bytes of stderr drained and discarded. */
  stderrBytes = 0;
  /** Resolves once, when the child has exited (never rejects). */
  readonly exited: Promise<ChildExit>;

  private constructor(child: ChildProcessWithoutNullStreams) {
    this.#child = child;
    process.on('exit', this.#exitHook);
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderrBytes += chunk.length;
    });
    // A write after the child died must not crash the parent (EPIPE); the exit is reported through `exited`.
    child.stdin.on('error', () => undefined);
    child.stdout.on('error', () => undefined);
    child.stderr.on('error', () => undefined);
    this.exited = new Promise<ChildExit>((resolve) => {
      child.once('exit', (code, signal) => {
        this.#exit = { code, signal };
        process.removeListener('exit', this.#exitHook);
        resolve(this.#exit);
      });
    });
  }

  /** Starts the child; resolves once it has spawned, or with why it could not be. */
  static start(options: ProcessGroupSpawnOptions): Promise<Result<ProcessGroupChild, SpawnFailure>> {
    return new Promise((resolve) => {
      let child: ChildProcessWithoutNullStreams;
      try {
        child = spawn(options.command, [...options.args], {
          cwd: options.cwd,
          env: options.env,
          stdio: ['pipe', 'pipe', 'pipe'],
          detached: !IS_WINDOWS,
          shell: false,
          windowsHide: true,
        });
      } catch (error) {
        resolve(err(spawnFailure(options.command, error)));
        return;
      }
      const onError = (error: Error): void => {
        child.removeListener('spawn', onSpawn);
        resolve(err(spawnFailure(options.command, error)));
      };
      const onSpawn = (): void => {
        child.removeListener('error', onError);
        child.on('error', () => undefined);
        resolve(ok(new ProcessGroupChild(child)));
      };
      child.once('error', onError);
      child.once('spawn', onSpawn);
    });
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  get stdout(): Readable {
    return this.#child.stdout;
  }

  /** Set once the child has exited. */
  get exit(): ChildExit | undefined {
    return this.#exit;
  }

  /** Writes to stdin; false once the child is gone or stdin is closed. */
  write(text: string): boolean {
    if (this.#exit !== undefined || this.#child.stdin.destroyed || this.#child.stdin.writableEnded) return false;
    this.#child.stdin.write(text);
    return true;
  }

  /** Whether the child and its pipes keep the event loop alive (true while work is in flight). */
  setKeepAlive(keepAlive: boolean): void {
    if (this.#keepAlive === keepAlive) return;
    this.#keepAlive = keepAlive;
    // The pipes are sockets at run time; their stream types just do not declare ref/unref.
    const handles = [this.#child, this.#child.stdin, this.#child.stdout, this.#child.stderr] as unknown as readonly RefHandle[];
    for (const handle of handles) {
      if (keepAlive) handle.ref();
      else handle.unref();
    }
  }

  /**
   * Ends the child: closes stdin, sends SIGTERM to the group and, if it has not exited after
   * `graceMs`, SIGKILL. Keeps the process alive until the exit is seen. `sleep` is the grace
   * timer; it is cancelled through its signal as soon as the child exits.
   */
  async terminate(graceMs: number, sleep: (ms: number, signal: AbortSignal) => Promise<void>): Promise<ChildExit> {
    if (this.#exit !== undefined) return this.#exit;
    this.setKeepAlive(true);
    this.#child.stdin.end();
    this.#signalGroup('SIGTERM');
    const graceOver = Symbol('grace');
    const stopGrace = new AbortController();
    const grace = sleep(graceMs, stopGrace.signal).then(
      () => graceOver,
      () => undefined,
    );
    const first = await Promise.race([this.exited, grace]);
    stopGrace.abort();
    if (first !== graceOver) return this.exited;
    this.#signalGroup('SIGKILL');
    return this.exited;
  }

  #signalGroup(signal: NodeJS.Signals): void {
    if (this.#exit !== undefined) return;
    const pid = this.#child.pid;
    if (pid === undefined) return;
    try {
      if (IS_WINDOWS) this.#child.kill(signal);
      else process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  }
}

function spawnFailure(command: string, error: unknown): SpawnFailure {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'unknown';
  const name = command.length > 200 ? `${command.slice(0, 200)}…` : command;
  if (code === 'ENOENT') return { kind: 'not_found', message: `no executable "${name}" was found${name.includes('/') ? '' : ' on PATH'}` };
  if (code === 'EACCES' || code === 'EPERM' || code === 'ENOEXEC') return { kind: 'not_executable', message: `"${name}" could not be executed (${code})` };
  return { kind: 'spawn_failed', message: `"${name}" could not be started (${code})` };
}
