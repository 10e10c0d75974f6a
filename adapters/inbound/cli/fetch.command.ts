import { Option, type Command } from 'commander';
import type { FetchFormat, RenderRequest } from '../../../domain/fetch/fetch-input.schema.js';
import type { CliCommand, CliCommandContext } from './cli-command.js';
import { addConfigOption, addJsonOption, addTraceOption, type CommonFlags } from './common-options.js';
import { parseStrictInteger } from './strict-integer.parser.js';
import { runToolCommand } from './tool-command.runner.js';

interface FetchFlags extends CommonFlags {
  readonly format?: FetchFormat;
  readonly startLine?: number;
  readonly maxLines?: number;
  readonly maxOutputChars?: number;
  readonly render?: RenderRequest;
}

const FORMATS = ['markdown', 'text', 'raw'] as const satisfies readonly FetchFormat[];
const RENDER_REQUESTS = ['never', 'auto', 'always'] as const satisfies readonly RenderRequest[];

/** Maps parsed argv to the WebFetch tool input (snake_case), leaving out what was not given. */
export function fetchInputFromFlags(url: string, flags: FetchFlags): Record<string, unknown> {
  return {
    url,
    ...(flags.format === undefined ? {} : { format: flags.format }),
    ...(flags.startLine === undefined ? {} : { start_line: flags.startLine }),
    ...(flags.maxLines === undefined ? {} : { max_lines: flags.maxLines }),
    ...(flags.maxOutputChars === undefined ? {} : { max_output_chars: flags.maxOutputChars }),
    ...(flags.render === undefined ? {} : { render: flags.render }),
  };
}

/** `mono-agent fetch <url> …`: one WebFetch call in its own run. */
export const fetchCommand: CliCommand = {
  name: 'fetch',
  register(program: Command, context: CliCommandContext): void {
    const command = program
      .command('fetch')
      .description('fetch one http(s) URL (WebFetch) and print what a model would see')
      .argument('<url>', 'http:// or https:// URL')
      .addOption(new Option('--format <format>', 'output format (default markdown)').choices(FORMATS))
      .option('--start-line <n>', 'one-based first line of a slice', parseStrictInteger)
      .option('--max-lines <n>', 'lines in a slice, 1-10000 (default 200 when slicing)', parseStrictInteger)
      .option('--max-output-chars <n>', 'character budget of the returned text', parseStrictInteger)
      .addOption(new Option('--render <mode>', 'browser rendering request; the config is the ceiling').choices(RENDER_REQUESTS));
    for (const add of [addConfigOption, addJsonOption, addTraceOption]) add(command);
    command.action(async (url: string, flags: FetchFlags) => {
      context.setExitStatus(
        await runToolCommand(
          { tool: 'WebFetch', input: fetchInputFromFlags(url, flags), flags, commandName: 'mono-agent fetch', progressMessage: 'fetching…' },
          context.deps,
        ),
      );
    });
  },
};
