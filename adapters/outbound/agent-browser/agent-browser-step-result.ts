import type { RenderFailure } from '../../../application/ports/page-renderer.port.js';
import { FETCH_LIMITS } from '../../../domain/fetch/fetch-limits.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { CommandOutcome } from '../../../infrastructure/process/command-executor.js';
import { parseEnvelope } from './agent-browser-envelope.js';
import { boundedDetail, mapAgentBrowserError } from './agent-browser-failure.mapper.js';

/** One agent-browser call's `data`, or why the render fails. */
export type StepResult = Result<unknown, RenderFailure>;

/**
 * Reads one call's outcome: the `data` of a successful JSON envelope, or the render failure for a
 * call that could not start, overran the budget, was cancelled, printed too much, printed no
 * envelope (a config problem prints only a warning on stderr) or reported an error.
 */
export function stepResult(outcome: CommandOutcome, browserCommand: string): StepResult {
  switch (outcome.kind) {
    case 'spawn_failed':
      return err(spawnFailure(outcome.errorCode, browserCommand));
    case 'timed_out':
      return err(budgetSpent());
    case 'aborted':
      return err(cancelled());
    case 'output_too_large':
      return err(tooLarge());
    case 'exited': {
      const exitStatus = outcome.exitCode ?? undefined;
      const envelope = parseEnvelope(outcome.stdout);
      if (envelope === undefined) {
        const said = boundedDetail(outcome.stderr);
        return err({
          code: /config/i.test(said) ? 'backend_not_ready' : 'backend_unavailable',
          message: `agent-browser gave no JSON answer (exit ${outcome.exitCode ?? outcome.signal ?? 'unknown'})${said === '' ? '' : `: ${said}`}`,
          originFailure: false,
          ...(exitStatus === undefined ? {} : { exitStatus }),
        });
      }
      if (!envelope.success) return err(mapAgentBrowserError(envelope.error ?? 'unknown error', exitStatus, envelope.type));
      return ok(envelope.data);
    }
  }
}

export function cancelled(): RenderFailure {
  return { code: 'cancelled', message: 'The render was cancelled; the browser was stopped.', originFailure: false };
}

export function budgetSpent(): RenderFailure {
  return { code: 'timeout', message: `Rendering exceeded its ${FETCH_LIMITS.renderBudgetMs / 1000} s budget; the browser was stopped.`, originFailure: true };
}

export function tooLarge(): RenderFailure {
  return { code: 'too_large', message: `The rendered page is larger than ${FETCH_LIMITS.maxBodyBytes / 1024 / 1024} MiB.`, originFailure: false };
}

export function unreadable(step: string): RenderFailure {
  return { code: 'backend_unavailable', message: `agent-browser answered "${step}" in a shape this version does not understand; agent-browser 0.33.1 or newer is required.`, originFailure: false };
}

/** The failure for a browser command that could not be started at all. */
export function spawnFailure(errorCode: string, command: string): RenderFailure {
  const shown = boundedDetail(command);
  const message = errorCode === 'ENOENT'
    ? `The browser command "${shown}" was not found. Install agent-browser 0.33.1 or newer (npm install -g agent-browser) or set tools.web.fetch.browserCommand to its absolute path.`
    : `The browser command "${shown}" could not be started (${errorCode}); check tools.web.fetch.browserCommand.`;
  return { code: 'backend_not_ready', message, originFailure: false };
}
