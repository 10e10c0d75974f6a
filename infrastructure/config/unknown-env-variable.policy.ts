import { CONFIG_PATH_ENV } from './config-discovery.js';
import { suggestName } from './name-suggestion.policy.js';
import { SANDBOX_NETWORK_ENV } from './sandbox-network-env.mapping.js';
import { WEB_CONTROL_DIR_ENV } from './web-control-dir-env.js';
import { WEB_SETTING_FIELDS } from './web-setting-fields.schema.js';

/** Every environment variable this package reads, in help order. */
export const KNOWN_ENV_VARIABLES: readonly string[] = [
  CONFIG_PATH_ENV,
  ...Object.values(WEB_SETTING_FIELDS).map((field) => field.env),
  SANDBOX_NETWORK_ENV.mode.env,
  SANDBOX_NETWORK_ENV.allow.env,
  WEB_CONTROL_DIR_ENV,
];

/** Namespaces owned by this package: any unknown name in them is a mistake worth a warning. */
const OWNED_PREFIXES = ['MONO_AGENT_WEB_', 'MONO_AGENT_SANDBOX_NETWORK_'] as const;
/** The wider runtime's namespace: an unknown name there is only reported when it looks like a typo of ours. */
const SHARED_PREFIX = 'MONO_AGENT_';

/**
 * Warnings for environment variables that look meant for this package but are not read by it:
 * every unknown `MONO_AGENT_WEB_*` / `MONO_AGENT_SANDBOX_NETWORK_*` name (with the nearest known
 * name when one is close), and other `MONO_AGENT_*` names only when they are a near miss of a
 * known one (the rest of the runtime owns the others). `exempt` names are in use elsewhere (the
 * hosted-Ollama key variable may be named anything). Values are never echoed.
 */
export function unknownEnvVariableWarnings(env: Readonly<Record<string, string | undefined>>, exempt: readonly string[] = []): string[] {
  const warnings: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith(SHARED_PREFIX) || KNOWN_ENV_VARIABLES.includes(name) || exempt.includes(name)) continue;
    const suggestion = suggestName(name, KNOWN_ENV_VARIABLES);
    const owned = OWNED_PREFIXES.some((prefix) => name.startsWith(prefix));
    if (suggestion !== undefined) {
      warnings.push(`environment variable ${name} is not used by mono-agent-web and is ignored; did you mean ${suggestion}?`);
    } else if (owned) {
      warnings.push(`environment variable ${name} is not a known mono-agent-web variable and is ignored; the known ones are listed by mono-agent --help`);
    }
  }
  return warnings;
}
