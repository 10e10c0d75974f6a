import { toolError } from '../../../domain/errors/tool-error.js';
import { runCli, jsonRequested } from './cli.adapter.js';
import type { CliDependencies } from './cli-dependencies.types.js';
import { presentFailure } from './cli-output.presenter.js';
import { EXIT_STATUS } from './exit-status.js';

/** The parts of `process` the CLI's lifetime is tied to (a seam for tests). */
export interface CliProcessHost {
  once(event: 'beforeExit', listener: () => void): unknown;
  exitCode?: number | string | null | undefined;
}

const DRAINED_MESSAGE = 'the command was still pending when nothing was left to wait for; no result was produced (this is a bug in mono-agent)';

/**
 * Runs the CLI as the process's main job and sets its exit status. The safety net: the process
 * never ends with status 0 and no result. If the event loop drains while the command is still
 * pending (a promise nothing will settle), the command reports `internal_error` and exits 1.
 */
export function runCliProcess(argv: readonly string[], deps: CliDependencies, host: CliProcessHost): Promise<void> {
  let settled = false;
  host.once('beforeExit', () => {
    if (settled) return;
    settled = true;
    presentFailure(toolError('internal_error', DRAINED_MESSAGE, { retryable: false }), {
      stdout: deps.stdout, stderr: deps.stderr, json: jsonRequested(argv), commandName: 'mono-agent',
    });
    host.exitCode = EXIT_STATUS.toolError;
  });
  return runCli(argv, deps).then(
    (code) => {
      settled = true;
      host.exitCode = code;
    },
    (error: unknown) => {
      settled = true;
      deps.stderr.write(`mono-agent: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      host.exitCode = EXIT_STATUS.toolError;
    },
  );
}
