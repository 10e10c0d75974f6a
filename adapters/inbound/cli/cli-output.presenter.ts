import type { ToolCallResult } from '../../../application/ports/web-research.port.js';
import type { ToolError } from '../../../domain/errors/tool-error.js';
import type { TextSink } from './cli-dependencies.types.js';
import { EXIT_STATUS, exitStatusForError } from './exit-status.js';
import { controlsRemovedNote, sanitizeForTerminal } from './terminal-text.sanitizer.js';

/** Where and how a command reports. */
export interface OutputTarget {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  /** `--json`: exactly one JSON object on stdout, whatever happens. */
  readonly json: boolean;
  /** `mono-agent search`, used to prefix diagnostics. */
  readonly commandName: string;
  /**
   * The exact bytes were asked for (`fetch --format raw`): text mode then writes the content as it
   * is. Otherwise terminal control sequences are removed from it (and the output says so).
   */
  readonly rawText?: boolean;
}

function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** Writes tool content for a person at a terminal: without control sequences, unless raw text was asked for. */
function writeContent(content: string, target: OutputTarget): void {
  if (target.rawText === true) {
    target.stdout.write(withNewline(content));
    return;
  }
  const safe = sanitizeForTerminal(content);
  target.stdout.write(withNewline(safe.text));
  if (safe.removedChars > 0) target.stdout.write(`${controlsRemovedNote(safe.removedChars, target.commandName.endsWith('fetch') ? '--json or --format raw' : '--json')}\n`);
}

function errorObject(error: ToolError): Record<string, unknown> {
  return {
    code: error.code,
    message: error.message,
    retryable: error.retryable,
    ...(error.field === undefined ? {} : { field: error.field }),
    ...(error.details === undefined ? {} : { details: error.details }),
  };
}

/**
 * Reports a tool result and returns the exit status. Text mode prints the model-facing text on
 * stdout, for failures too (it is the answer the model would see), except `invalid_input`: that is
 * bad usage, so it goes to stderr with a pointer to `--help`. Text mode removes terminal control
 * sequences from the content (not for `--format raw`) and adds a note line when it removed any;
 * `--json` escapes them anyway.
 */
export function presentToolResult(result: ToolCallResult, target: OutputTarget): number {
  if (target.json) {
    const body = result.ok
      ? { ok: true, content: result.content, details: result.details }
      : { ok: false, content: result.content, error: errorObject(result.error), ...(result.details === undefined ? {} : { details: result.details }) };
    target.stdout.write(`${JSON.stringify(body)}\n`);
    return result.ok ? EXIT_STATUS.success : exitStatusForError(result.error.code);
  }
  if (result.ok) {
    writeContent(result.content, target);
    return EXIT_STATUS.success;
  }
  if (result.error.code === 'invalid_input') return presentFailure(result.error, target);
  writeContent(result.content, target);
  return exitStatusForError(result.error.code);
}

/**
 * Reports a failure that produced no tool result (a bad config, bad usage, an internal error):
 * `{ ok: false, error }` on stdout with `--json`, else one line on stderr. Returns the exit status.
 */
export function presentFailure(error: ToolError, target: OutputTarget): number {
  if (target.json) {
    target.stdout.write(`${JSON.stringify({ ok: false, error: errorObject(error) })}\n`);
  } else {
    const hint = error.code === 'invalid_input' ? ` (see ${target.commandName} --help)` : '';
    target.stderr.write(`${target.commandName}: ${error.code}: ${error.message}${hint}\n`);
  }
  return exitStatusForError(error.code);
}
