import { Option, type Command } from 'commander';
import type { TelemetryPort } from '../../../application/ports/telemetry.port.js';
import type { SearchBackendSetting } from '../../../infrastructure/config/web-config.model.js';
import type { CliDependencies, WebResearchFactoryOptions } from './cli-dependencies.types.js';

/** The backends `--backend` accepts; anything else is bad usage (exit 2). */
export const SEARCH_BACKENDS = ['auto', 'searxng', 'ollama', 'codex', 'keyless'] as const satisfies readonly SearchBackendSetting[];

// Fails to compile if the config gains a backend this list lacks.
type MissingBackend = Exclude<SearchBackendSetting, (typeof SEARCH_BACKENDS)[number]>;
const everyBackendListed: MissingBackend extends never ? true : false = true;
void everyBackendListed;

/** Flags shared by several commands, as commander parses them. */
export interface CommonFlags {
  readonly config?: string;
  readonly backend?: SearchBackendSetting;
  readonly json?: boolean;
  readonly trace?: boolean;
}

/** `--config FILE`. */
export function addConfigOption(command: Command): Command {
  return command.option(
    '--config <file>',
    'agent config JSON ({ "tools": { "web": … }, "sandbox": { "network": … } }); default: $MONO_AGENT_CONFIG, else ~/.mono-agent/config.json when it exists',
  );
}

/** `--backend B`. */
export function addBackendOption(command: Command): Command {
  return command.addOption(
    new Option('--backend <backend>', 'override tools.web.search.backend for this call').choices(SEARCH_BACKENDS),
  );
}

/** `--json`. */
export function addJsonOption(command: Command): Command {
  return command.option('--json', 'print one JSON object { ok, content, details } (or { ok: false, error }) on stdout');
}

/** `--trace`. */
export function addTraceOption(command: Command): Command {
  return command.option('--trace', 'print timing events as JSON lines on stderr');
}

/** The facade request for these flags. */
export function factoryOptionsFor(flags: CommonFlags, deps: CliDependencies, telemetry?: TelemetryPort): WebResearchFactoryOptions {
  return {
    env: deps.env,
    ...(flags.config === undefined ? {} : { configPath: flags.config }),
    ...(flags.backend === undefined ? {} : { backendOverride: flags.backend }),
    ...(telemetry === undefined ? {} : { telemetry }),
  };
}
