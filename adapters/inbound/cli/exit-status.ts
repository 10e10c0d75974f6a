import type { ErrorCode } from '../../../domain/errors/error-codes.js';

/**
 * The CLI's exit statuses. `usage` covers bad flags, bad tool input (`invalid_input`: from the CLI
 * the input is the command line) and a bad config (`config_invalid`); `toolError` covers every
 * other tool failure, which is a statement about the web or the backends, not about the caller.
 */
export const EXIT_STATUS = {
  success: 0,
  toolError: 1,
  usage: 2,
  /** 128 + SIGINT (2), the shell convention. */
  interrupted: 130,
} as const;

/** Exit status for a failed tool call or facade creation. */
export function exitStatusForError(code: ErrorCode): number {
  return code === 'invalid_input' || code === 'config_invalid' ? EXIT_STATUS.usage : EXIT_STATUS.toolError;
}
