import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./admission-child.entry.ts', import.meta.url));

/** One JSON line a child printed. */
export interface ChildEvent {
  readonly pid: number;
  readonly type: string;
  readonly [field: string]: unknown;
}

/** A running admission child: its events so far, and waits on them. */
export interface AdmissionChild {
  readonly process: ChildProcess;
  readonly events: ChildEvent[];
  readonly stderr: () => string;
  /** Resolves with the first event of `type` (rejects if the child exits first). */
  next(type: string): Promise<ChildEvent>;
  /** Resolves with the exit code (or the signal name). */
  readonly exited: Promise<number | string>;
}

/** Starts `admission-child.entry.ts` in its own Node process (through tsx) with `command`. */
export function startAdmissionChild(command: Record<string, unknown>): AdmissionChild {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, JSON.stringify(command)], { stdio: ['pipe', 'pipe', 'pipe'] });
  const events: ChildEvent[] = [];
  const waiters: Array<{ type: string; resolve: (event: ChildEvent) => void }> = [];
  let buffered = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const event = JSON.parse(buffered.slice(0, newline)) as ChildEvent;
      buffered = buffered.slice(newline + 1);
      events.push(event);
      for (const waiter of waiters.filter((w) => w.type === event.type)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    process: child,
    events,
    stderr: () => stderr,
    exited,
    next: (type) => {
      const seen = events.find((event) => event.type === type);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise<ChildEvent>((resolve, reject) => {
        waiters.push({ type, resolve });
        void exited.then((code) => reject(new Error(`child exited (${code}) before "${type}"; stderr: ${stderr}`)));
      });
    },
  };
}
