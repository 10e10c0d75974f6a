import type { Command } from 'commander';
import type { CliDependencies } from './cli-dependencies.types.js';

/** What a command's action can reach: the injected dependencies and where to put its exit status. */
export interface CliCommandContext {
  readonly deps: CliDependencies;
  setExitStatus(status: number): void;
}

/**
 * One `mono-agent` subcommand. A command registers its own flags and action on the program, so
 * adding one (`web-control`, `validate`) is one new file plus one entry in the command table.
 */
export interface CliCommand {
  readonly name: string;
  register(program: Command, context: CliCommandContext): void;
}
