import type { CliCommand } from './cli-command.js';
import { demoCommand } from './demo.command.js';
import { fetchCommand } from './fetch.command.js';
import { mcpCommand } from './mcp.command.js';
import { searchCommand } from './search.command.js';
import { validateCommand } from './validate.command.js';
import { webControlCommand } from './web-control.command.js';

/** Every `mono-agent` subcommand, in help order. New commands are appended here. */
export const CLI_COMMANDS: readonly CliCommand[] = [searchCommand, fetchCommand, validateCommand, mcpCommand, demoCommand, webControlCommand];
