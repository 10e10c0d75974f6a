import type { CommandExecutor, CommandOutcome, CommandRequest } from '../../infrastructure/process/command-executor.js';

/** Produces the outcome of one scripted run. */
export type CommandHandler = (request: CommandRequest) => CommandOutcome | Promise<CommandOutcome>;

/**
 * A scripted `CommandExecutor` for agent-browser: a handler per command word (`--version`,
 * `open`, `wait`, `get url`, `network`, `get html`, `close`), matched on the arguments after the
 * launch prefix. Every request is recorded with its full argv; an unscripted command throws.
 */
export class FakeCommandExecutor implements CommandExecutor {
  readonly requests: CommandRequest[] = [];
  readonly #handlers = new Map<string, CommandHandler[]>();
  #pid = 4_000;

  /** Scripts `step` (e.g. `open`, `get url`) to answer with `handlers`, the last one repeating. */
  on(step: string, ...handlers: CommandHandler[]): this {
    this.#handlers.set(step, handlers);
    return this;
  }

  async run(request: CommandRequest): Promise<CommandOutcome> {
    this.requests.push(request);
    const step = stepOf(request.args);
    const queue = this.#handlers.get(step);
    const handler = queue !== undefined && queue.length > 1 ? queue.shift() : queue?.[0];
    if (handler === undefined) throw new Error(`FakeCommandExecutor: unscripted step "${step}"`);
    request.onSpawn?.((this.#pid += 1));
    return handler(request);
  }

  /** The step words of every run, in order. */
  get steps(): string[] {
    return this.requests.map((request) => stepOf(request.args));
  }
}

/** The command words after agent-browser's `--json` (the end of the launch prefix). */
export function stepOf(args: readonly string[]): string {
  const json = args.indexOf('--json');
  const words = json < 0 ? args : args.slice(json + 1);
  if (words[0] === 'get') return words.slice(0, 2).join(' ');
  return words[0] ?? '';
}

/** An `exited` outcome with a JSON envelope on stdout. */
export function answers(envelope: Record<string, unknown>, exitCode = envelope['success'] === false ? 1 : 0): CommandHandler {
  return () => ({ kind: 'exited', exitCode, signal: null, stdout: `${JSON.stringify(envelope)}\n`, stderr: '' });
}

/** A successful envelope carrying `data`. */
export function succeeds(data: Record<string, unknown>): CommandHandler {
  return answers({ success: true, data, error: null, _boundary: { nonce: 'n', origin: 'unknown' } });
}

/** A failed envelope (exit 1) with agent-browser's `error` text. */
export function failsWith(error: string, extra: Record<string, unknown> = {}): CommandHandler {
  return answers({ success: false, data: null, error, ...extra });
}

/** A run that only ends when its signal aborts. */
export const untilAborted: CommandHandler = (request) => new Promise<CommandOutcome>((resolve) => {
  request.signal.addEventListener('abort', () => resolve({ kind: 'aborted', stdout: '', stderr: '' }), { once: true });
});
