import type { Command } from 'commander';
import type { CliCommand, CliCommandContext } from './cli-command.js';
import { addConfigOption } from './common-options.js';
import { EXIT_STATUS } from './exit-status.js';
import { listenForInterrupt } from './interrupt-scope.js';
import { presentValidation } from './validation-report.presenter.js';

interface ValidateFlags {
  readonly config?: string;
  readonly json?: boolean;
  /** Commander's `--no-liveness`: false when given. */
  readonly liveness: boolean;
}

async function runValidate(flags: ValidateFlags, context: CliCommandContext): Promise<number> {
  const { deps } = context;
  const interrupt = listenForInterrupt(deps.onInterrupt);
  try {
    const outcome = await deps.runValidation({
      env: deps.env,
      liveness: flags.liveness,
      signal: interrupt.signal,
      ...(flags.config === undefined ? {} : { configPath: flags.config }),
    });
    presentValidation(outcome, deps.stdout, flags.json === true);
    if (interrupt.interrupted) return EXIT_STATUS.interrupted;
    if (!outcome.usable) return EXIT_STATUS.usage;
    return outcome.report.ok ? EXIT_STATUS.success : EXIT_STATUS.toolError;
  } finally {
    interrupt.dispose();
  }
}

/**
 * `mono-agent validate [--json] [--no-liveness] [--config FILE]`: what an operator runs first when
 * something does not work. Exit 0 when nothing fails, 1 when a check fails, 2 when the
 * configuration cannot be used (or the flags are wrong).
 */
export const validateCommand: CliCommand = {
  name: 'validate',
  register(program: Command, context: CliCommandContext): void {
    const command = program
      .command('validate')
      .description('check the configuration, the sandbox policy and (unless --no-liveness) the configured backends; every warning or failure says what to change')
      .option('--json', 'print one JSON object { ok, checks: [{ id, status, message, fix? }] } on stdout')
      .option('--no-liveness', 'skip the external probes (SearXNG, Ollama, Codex, browser); the structural checks are unchanged');
    addConfigOption(command);
    command.action(async (flags: ValidateFlags) => {
      context.setExitStatus(await runValidate(flags, context));
    });
  },
};
