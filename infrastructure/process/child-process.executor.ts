import { spawn } from 'node:child_process';
import type { CommandExecutor, CommandOutcome, CommandRequest } from './command-executor.js';
import { killProcessGroup } from './process-signals.js';

const MAX_STDERR_BYTES = 64 * 1024;
/** After the child exits, how long its pipes may take to close (a grandchild could hold them). */
const PIPE_DRAIN_MS = 2_000;

/**
 * Runs a program with `child_process.spawn` (no shell) in its own process group (`detached`), so
 * a timeout, an abort or an oversized output kills the program and everything it started in its
 * group with one SIGKILL, and a terminal's Ctrl-C reaches only us. The kill timer is ref'd: a run
 * in flight keeps the Node process alive until it settles.
 */
export class ChildProcessExecutor implements CommandExecutor {
  run(request: CommandRequest): Promise<CommandOutcome> {
    return new Promise<CommandOutcome>((resolve) => {
      if (request.signal.aborted) {
        resolve({ kind: 'aborted', stdout: '', stderr: '' });
        return;
      }
      const child = spawn(request.file, [...request.args], {
        env: { ...request.env },
        ...(request.cwd === undefined ? {} : { cwd: request.cwd }),
        detached: true,
        shell: false,
        stdio: ['ignore', 'pipe', 'pipe'],
        windowsHide: true,
      });
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      let stdoutBytes = 0;
      let stderrBytes = 0;
      let ending: 'timed_out' | 'aborted' | 'output_too_large' | undefined;
      let settled = false;
      let drainTimer: NodeJS.Timeout | undefined;

      const finish = (outcome: CommandOutcome): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(drainTimer);
        request.signal.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      const text = (chunks: Buffer[]): string => Buffer.concat(chunks).toString('utf8');
      const stop = (reason: 'timed_out' | 'aborted' | 'output_too_large'): void => {
        ending ??= reason;
        if (child.pid !== undefined) killProcessGroup(child.pid);
      };
      const onAbort = (): void => stop('aborted');
      const timer = setTimeout(() => stop('timed_out'), Math.max(0, request.timeoutMs));
      request.signal.addEventListener('abort', onAbort, { once: true });

      child.stdout.on('data', (chunk: Buffer) => {
        stdoutBytes += chunk.byteLength;
        if (stdoutBytes > request.maxStdoutBytes) {
          stop('output_too_large');
          return;
        }
        stdout.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderrBytes >= MAX_STDERR_BYTES) return;
        stderrBytes += chunk.byteLength;
        stderr.push(chunk);
      });
      child.once('spawn', () => {
        if (child.pid !== undefined) request.onSpawn?.(child.pid);
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        // Only a failed start reports here without an exit; a failed kill is irrelevant.
        if (child.pid === undefined) finish({ kind: 'spawn_failed', errorCode: error.code ?? 'UNKNOWN', message: error.message.slice(0, 200) });
      });
      const settle = (exitCode: number | null, signal: NodeJS.Signals | null): void => {
        finish(ending === undefined
          ? { kind: 'exited', exitCode, signal, stdout: text(stdout), stderr: text(stderr) }
          : { kind: ending, stdout: text(stdout), stderr: text(stderr) });
      };
      child.once('close', settle);
      child.once('exit', (exitCode, signal) => {
        drainTimer = setTimeout(() => {
          child.stdout.destroy();
          child.stderr.destroy();
          settle(exitCode, signal);
        }, PIPE_DRAIN_MS);
      });
    });
  }
}
