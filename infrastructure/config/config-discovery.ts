import { statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The variable naming the agent config file when no explicit path is given. */
export const CONFIG_PATH_ENV = 'MONO_AGENT_CONFIG';

/** The default agent config file, relative to the home directory; used only when it exists. */
export const DEFAULT_CONFIG_RELATIVE_PATH = join('.mono-agent', 'config.json');

/**
 * Where the agent config came from: an explicit path (`--config`, the `configPath` option, Pi's
 * `--mono-agent-config`), `MONO_AGENT_CONFIG`, the default file `~/.mono-agent/config.json`, an
 * object the runtime passed in (`agentConfig`), or nowhere (defaults and environment variables only).
 */
export type ConfigSource =
  | { readonly kind: 'option'; readonly path: string }
  | { readonly kind: 'inline' }
  | { readonly kind: 'env'; readonly path: string }
  | { readonly kind: 'default'; readonly path: string }
  | { readonly kind: 'none' };

/** What discovery looks at; `exists` and `homeDir` are seams for tests. */
export interface ConfigDiscoveryInput {
  readonly explicitPath?: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Defaults to `$HOME` from `env`, else the OS home directory. */
  readonly homeDir?: string;
  readonly exists?: (path: string) => boolean;
}

function pathExists(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false }) !== undefined;
}

/**
 * Finds the agent config file the same way on every surface: the explicit path, else
 * `MONO_AGENT_CONFIG` (blank counts as unset), else `~/.mono-agent/config.json` when it exists.
 * An explicit or variable path is returned whether or not it exists, so loading it reports a
 * missing file instead of silently falling back; the default path is skipped when absent.
 */
export function discoverConfigFile(input: ConfigDiscoveryInput): ConfigSource {
  if (input.explicitPath !== undefined && input.explicitPath !== '') return { kind: 'option', path: input.explicitPath };
  const fromEnv = input.env[CONFIG_PATH_ENV]?.trim() ?? '';
  if (fromEnv !== '') return { kind: 'env', path: fromEnv };
  const home = input.homeDir ?? (input.env['HOME']?.trim() || homedir());
  const candidate = join(home, DEFAULT_CONFIG_RELATIVE_PATH);
  return (input.exists ?? pathExists)(candidate) ? { kind: 'default', path: candidate } : { kind: 'none' };
}

/** One phrase for messages: `--config /a.json`, `MONO_AGENT_CONFIG=/a.json`, … */
export function describeConfigSource(source: ConfigSource): string {
  switch (source.kind) {
    case 'option':
      return `config file ${source.path} (given explicitly)`;
    case 'env':
      return `config file ${source.path} (from ${CONFIG_PATH_ENV})`;
    case 'default':
      return `config file ${source.path} (the default location)`;
    case 'inline':
      return 'the agent config object passed in by the runtime';
    case 'none':
      return 'no config file (defaults and environment variables only)';
  }
}
