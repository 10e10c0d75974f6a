import type { Command } from 'commander';
import { toolError, type ToolError } from '../../../domain/errors/tool-error.js';
import type { Result } from '../../../domain/shared/result.js';
import type { CliCommand, CliCommandContext } from './cli-command.js';
import { presentFailure, presentToolResult, type OutputTarget } from './cli-output.presenter.js';
import { addJsonOption } from './common-options.js';
import { resetText, statusText } from './web-control.presenter.js';

type Action = 'status' | 'reset';

const DESCRIPTIONS: Readonly<Record<Action, string>> = {
  status: 'show host coordination state: buckets, hashed scope keys, cooldown ends, active leases, file size and checks',
  reset: 'clear validated host coordination state (cooldowns, counters) when no request is active; never repairs unsafe or corrupt state',
};

/** A web-control answer reported like every tool result (same JSON shape, terminal-safe text). */
function show<T extends object>(result: Result<T, ToolError>, text: (value: T) => string, target: OutputTarget): number {
  if (!result.ok) return presentFailure(result.error, target);
  return presentToolResult({ ok: true, content: text(result.value), details: { ...result.value } as Readonly<Record<string, unknown>> }, target);
}

async function runAction(action: Action, json: boolean, context: CliCommandContext): Promise<number> {
  const { deps } = context;
  const target: OutputTarget = { stdout: deps.stdout, stderr: deps.stderr, json, commandName: `mono-agent web-control ${action}` };
  if (deps.openWebControl === undefined) return presentFailure(toolError('internal_error', 'web-control is not wired in this build', { retryable: false }), target);
  const control = await deps.openWebControl(deps.env);
  return action === 'status' ? show(await control.status(), statusText, target) : show(await control.reset(), resetText, target);
}

/** `mono-agent web-control status|reset [--json]`: the operator's view of host coordination. */
export const webControlCommand: CliCommand = {
  name: 'web-control',
  register(program: Command, context: CliCommandContext): void {
    const group = program
      .command('web-control')
      .description('inspect or reset the host coordination state shared by opted-in agents (coordination: "host")');
    for (const action of ['status', 'reset'] as const) {
      const command = group.command(action).description(DESCRIPTIONS[action]);
      addJsonOption(command);
      command.action(async (flags: { readonly json?: boolean }) => {
        context.setExitStatus(await runAction(action, flags.json === true, context));
      });
    }
  },
};
