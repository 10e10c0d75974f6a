import { err } from '../../domain/shared/result.js';
import type { Result } from '../../domain/shared/result.js';
import { loadConfigFile } from './config-file.loader.js';
import { configInvalid } from './config-error.model.js';
import type { ConfigError } from './config-error.model.js';
import { readSandboxNetworkEnv } from './sandbox-network-env.mapping.js';
import { readWebConfigEnv } from './web-config-env.mapping.js';
import type { WebConfig } from './web-config.model.js';
import { resolveWebConfig } from './web-config.resolver.js';

/** Where the configuration comes from: an optional agent config file and the environment. */
export interface WebConfigSources {
  /** The agent config file; without it only the environment and defaults apply. */
  readonly path?: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Loads the agent config file (if a path is given) and resolves the web configuration against
 * the environment. When the file itself cannot be loaded, the environment variables are still
 * checked field by field so that every problem is reported in one error.
 */
export async function loadWebConfig(sources: WebConfigSources): Promise<Result<WebConfig, ConfigError>> {
  if (sources.path === undefined) return resolveWebConfig({}, sources.env);
  const file = await loadConfigFile(sources.path);
  if (file.ok) return resolveWebConfig(file.value, sources.env);
  return err(configInvalid([...file.error.issues, ...readWebConfigEnv(sources.env).issues, ...readSandboxNetworkEnv(sources.env).issues]));
}
