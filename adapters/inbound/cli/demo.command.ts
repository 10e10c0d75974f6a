import type { Command } from 'commander';
import { JsonLinesTelemetrySink } from '../../../infrastructure/telemetry/json-lines-telemetry.sink.js';
import type { CliCommand, CliCommandContext } from './cli-command.js';
import { addBackendOption, addConfigOption, addTraceOption, factoryOptionsFor, type CommonFlags } from './common-options.js';
import { EXIT_STATUS } from './exit-status.js';
import { listenForInterrupt } from './interrupt-scope.js';

async function runDemo(flags: CommonFlags, context: CliCommandContext): Promise<number> {
  const { deps } = context;
  const telemetry = flags.trace === true ? new JsonLinesTelemetrySink(deps.stderr) : undefined;
  const base = factoryOptionsFor(flags, deps, telemetry);
  const interrupt = listenForInterrupt(deps.onInterrupt);
  try {
    const status = await deps.runDemo({
      createWebResearch: (options) => deps.createWebResearch({ ...base, networkOverride: options.networkOverride }),
      stdout: deps.stdout,
      stderr: deps.stderr,
      signal: interrupt.signal,
    });
    return interrupt.interrupted ? EXIT_STATUS.interrupted : status;
  } finally {
    interrupt.dispose();
  }
}

/** `mono-agent demo`: fetches a bundled local site and runs one search, printing what a model sees. */
export const demoCommand: CliCommand = {
  name: 'demo',
  register(program: Command, context: CliCommandContext): void {
    const command = program
      .command('demo')
      .description('fetch a bundled site on 127.0.0.1 (HTML, legacy charset, JSON, RSS, PDF) and run one search; works offline');
    for (const add of [addBackendOption, addConfigOption, addTraceOption]) add(command);
    command.action(async (flags: CommonFlags) => {
      context.setExitStatus(await runDemo(flags, context));
    });
  },
};
