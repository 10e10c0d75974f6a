import { Command, CommanderError } from 'commander';
import { toolError } from '../../../domain/errors/tool-error.js';
import type { CliCommand } from './cli-command.js';
import { CLI_COMMANDS } from './cli-command.table.js';
import type { CliDependencies } from './cli-dependencies.types.js';
import { presentFailure } from './cli-output.presenter.js';
import { reportingConfigWarnings } from './config-warnings.js';
import { EXIT_STATUS } from './exit-status.js';

const PROGRAM_NAME = 'mono-agent';
/** Commander's codes for `--help` and `--version`, which end the parse successfully. */
const SUCCESSFUL_EXITS: ReadonlySet<string> = new Set(['commander.helpDisplayed', 'commander.version']);
/** `mono-agent help [command]`; the same code with exit code 1 is help shown because a command is missing. */
const HELP_COMMAND_EXIT = 'commander.help';

/** True when `--json` appears before any `--`: the caller wants exactly one JSON object on stdout. */
export function jsonRequested(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/** True when the parse may print help (`--help`, `-h`, `help …`, or no command at all). */
function mayPrintHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  const args = end === -1 ? argv : argv.slice(0, end);
  return args.length === 0 || args[0] === 'help' || args.includes('--help') || args.includes('-h');
}

/** The help epilogue lists every variable from the config tables (zod schemas), so it loads only when help may be shown. */
async function helpEpilogueFor(argv: readonly string[]): Promise<string | undefined> {
  return mayPrintHelp(argv) ? (await import('./help-epilogue.js')).helpEpilogue() : undefined;
}

function buildProgram(deps: CliDependencies, commands: readonly CliCommand[], setExitStatus: (status: number) => void, epilogue: string | undefined): Command {
  const program = new Command(PROGRAM_NAME)
    .description('public-web research for LLM agents: WebSearch and WebFetch with budgets, cooldowns and honest failures')
    .version(deps.version)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => deps.stdout.write(text),
      writeErr: (text) => deps.stderr.write(text),
    })
    .showHelpAfterError('(add --help for usage)');
  if (epilogue !== undefined) program.addHelpText('afterAll', epilogue);
  const context = { deps: { ...deps, createWebResearch: reportingConfigWarnings(deps) }, setExitStatus };
  for (const command of commands) command.register(program, context);
  // Not inherited by subcommands: every command answers --version itself.
  for (const subcommand of program.commands) subcommand.version(deps.version);
  return program;
}

/**
 * The `mono-agent` command line. `argv` holds the user's arguments only (`process.argv.slice(2)`).
 * Resolves to the exit status: 0 success, 1 tool error, 2 bad usage or config, 130 after SIGINT.
 * Only the result is written to stdout (help and version count as results); diagnostics, the
 * progress line and `--trace` events go to stderr. With `--json`, stdout holds exactly one JSON
 * object even for usage errors. `commands` defaults to every command; tests may narrow it.
 */
export async function runCli(argv: readonly string[], deps: CliDependencies, commands: readonly CliCommand[] = CLI_COMMANDS): Promise<number> {
  let exitStatus: number = EXIT_STATUS.success;
  const program = buildProgram(
    deps,
    commands,
    (status) => {
      exitStatus = status;
    },
    await helpEpilogueFor(argv),
  );
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitStatus;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (SUCCESSFUL_EXITS.has(error.code) || (error.code === HELP_COMMAND_EXIT && error.exitCode === 0)) return EXIT_STATUS.success;
      // Commander has already printed its message on stderr; --json callers still get their object.
      if (jsonRequested(argv)) {
        const message = error.message.replace(/^error: /u, '');
        presentFailure(toolError('invalid_input', message, { retryable: false }), {
          stdout: deps.stdout, stderr: deps.stderr, json: true, commandName: PROGRAM_NAME,
        });
      }
      return EXIT_STATUS.usage;
    }
    const message = error instanceof Error ? error.message : String(error);
    return presentFailure(toolError('internal_error', message, { retryable: false }), {
      stdout: deps.stdout, stderr: deps.stderr, json: jsonRequested(argv), commandName: PROGRAM_NAME,
    });
  }
}
