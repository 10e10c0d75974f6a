import { Option, type Command } from 'commander';
import type { CliCommand, CliCommandContext } from './cli-command.js';
import { addBackendOption, addConfigOption, addJsonOption, addTraceOption, type CommonFlags } from './common-options.js';
import { parseStrictInteger } from './strict-integer.parser.js';
import { runToolCommand } from './tool-command.runner.js';

interface SearchFlags extends CommonFlags {
  readonly alt: readonly string[];
  readonly limit?: number;
  readonly domain: readonly string[];
  readonly excludeDomain: readonly string[];
  readonly language?: string;
  readonly timeRange?: 'day' | 'month' | 'year';
}

const collect = (value: string, previous: readonly string[]): readonly string[] => [...previous, value];

/** Maps parsed argv to the WebSearch tool input (snake_case), leaving out what was not given. */
export function searchInputFromFlags(query: string, flags: SearchFlags): Record<string, unknown> {
  return {
    query,
    ...(flags.alt.length === 0 ? {} : { alternate_queries: [...flags.alt] }),
    ...(flags.limit === undefined ? {} : { limit: flags.limit }),
    ...(flags.domain.length === 0 ? {} : { domains: [...flags.domain] }),
    ...(flags.excludeDomain.length === 0 ? {} : { exclude_domains: [...flags.excludeDomain] }),
    ...(flags.language === undefined ? {} : { language: flags.language }),
    ...(flags.timeRange === undefined ? {} : { time_range: flags.timeRange }),
  };
}

/** `mono-agent search <query> …`: one WebSearch call in its own run. */
export const searchCommand: CliCommand = {
  name: 'search',
  register(program: Command, context: CliCommandContext): void {
    const command = program
      .command('search')
      .description('search the public web (WebSearch) and print what a model would see')
      .argument('<query>', 'the search query; quotes and site: operators are kept as written')
      .option('--alt <query>', 'an alternate wording, tried only while nothing relevant was found (repeatable, up to 3)', collect, [])
      .option('--limit <n>', 'number of results, 1-10 (default 5)', parseStrictInteger)
      .option('--domain <domain>', 'only results from this domain (repeatable)', collect, [])
      .option('--exclude-domain <domain>', 'never results from this domain (repeatable)', collect, [])
      .option('--language <tag>', 'preferred result language, e.g. en or pt-BR')
      .addOption(new Option('--time-range <range>', 'prefer recent results').choices(['day', 'month', 'year']));
    for (const add of [addBackendOption, addConfigOption, addJsonOption, addTraceOption]) add(command);
    command.action(async (query: string, flags: SearchFlags) => {
      context.setExitStatus(
        await runToolCommand(
          { tool: 'WebSearch', input: searchInputFromFlags(query, flags), flags, commandName: 'mono-agent search', progressMessage: 'searching…' },
          context.deps,
        ),
      );
    });
  },
};
