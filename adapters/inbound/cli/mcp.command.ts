import type { Command } from 'commander';
import { JsonLinesTelemetrySink } from '../../../infrastructure/telemetry/json-lines-telemetry.sink.js';
import type { CliCommand, CliCommandContext } from './cli-command.js';
import { presentFailure } from './cli-output.presenter.js';
import { addBackendOption, addConfigOption, addTraceOption, factoryOptionsFor, type CommonFlags } from './common-options.js';
import { EXIT_STATUS } from './exit-status.js';
import { listenForInterrupt } from './interrupt-scope.js';

const COMMAND_NAME = 'mono-agent mcp';

async function serveMcp(flags: CommonFlags, context: CliCommandContext): Promise<number> {
  const { deps } = context;
  const telemetry = flags.trace === true ? new JsonLinesTelemetrySink(deps.stderr) : undefined;
  const created = await deps.createWebResearch(factoryOptionsFor(flags, deps, telemetry));
  // stdout is the protocol channel, so even `--json`-style reporting is off here.
  if (!created.ok) return presentFailure(created.error, { stdout: deps.stdout, stderr: deps.stderr, json: false, commandName: COMMAND_NAME });
  const interrupt = listenForInterrupt(deps.onInterrupt);
  try {
    await deps.runMcpServer({ research: created.value, version: deps.version, signal: interrupt.signal, stderr: deps.stderr });
    return interrupt.interrupted ? EXIT_STATUS.interrupted : EXIT_STATUS.success;
  } finally {
    interrupt.dispose();
    await created.value.close().catch(() => undefined);
  }
}

/** `mono-agent mcp`: serves WebSearch and WebFetch to an MCP client over stdio. */
export const mcpCommand: CliCommand = {
  name: 'mcp',
  register(program: Command, context: CliCommandContext): void {
    const command = program.command('mcp').description('serve WebSearch and WebFetch over MCP (stdio) until the client disconnects');
    for (const add of [addBackendOption, addConfigOption, addTraceOption]) add(command);
    command.action(async (flags: CommonFlags) => {
      context.setExitStatus(await serveMcp(flags, context));
    });
  },
};
