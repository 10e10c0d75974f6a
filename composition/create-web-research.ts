import type { WebResearchPort } from '../application/ports/web-research.port.js';
import { toolError, type ToolError } from '../domain/errors/tool-error.js';
import { err, ok, type Result } from '../domain/shared/result.js';
import { loadWebConfig } from '../infrastructure/config/web-config.loader.js';
import { loadConfigFile } from '../infrastructure/config/config-file.loader.js';
import { discoverConfigFile, type ConfigSource } from '../infrastructure/config/config-discovery.js';
import { resolveWebConfig } from '../infrastructure/config/web-config.resolver.js';
import { configInvalid, describeConfigError, type ConfigError } from '../infrastructure/config/config-error.model.js';
import type { WebConfig } from '../infrastructure/config/web-config.model.js';
import type { CompositionInput, CompositionOptions } from './composition-options.js';
import { buildContainer } from './container.js';
import { WebResearch } from './web-research.facade.js';
import { hostStateLocationFor } from './host-state-location.result.js';
import { extractionOptionIssues } from './lazy-content-extractor.js';

/**
 * Where the configuration comes from: an agent config file, an already-parsed agent config object,
 * or neither. Without both, the file is discovered like on every surface: `MONO_AGENT_CONFIG`,
 * else `~/.mono-agent/config.json` when it exists, else defaults and environment variables only.
 */
export interface CreateWebResearchOptions extends CompositionOptions {
  readonly configPath?: string;
  /** The agent config JSON (`{ tools: { web }, sandbox: { network } }`) when the runtime already holds it. */
  readonly agentConfig?: unknown;
  /** Overrides `tools.web.search.backend` for this facade (the CLI's `--backend`). */
  readonly backendOverride?: string;
}

function configToolError(error: ConfigError): ToolError {
  return toolError('config_invalid', describeConfigError(error), { retryable: false, details: { issues: error.issues } });
}

function withBackendOverride(agentConfig: unknown, backend: string | undefined): unknown {
  if (backend === undefined) return agentConfig;
  const root = (typeof agentConfig === 'object' && agentConfig !== null ? agentConfig : {}) as Record<string, unknown>;
  const tools = (root['tools'] ?? {}) as Record<string, unknown>;
  const web = (tools['web'] ?? {}) as Record<string, unknown>;
  const search = (web['search'] ?? {}) as Record<string, unknown>;
  return { ...root, tools: { ...tools, web: { ...web, search: { ...search, backend } } } };
}

function sourceOf(options: CreateWebResearchOptions, env: Readonly<Record<string, string | undefined>>): ConfigSource {
  if (options.agentConfig !== undefined && options.configPath === undefined) return { kind: 'inline' };
  return discoverConfigFile({ ...(options.configPath === undefined ? {} : { explicitPath: options.configPath }), env });
}

async function resolveConfig(
  options: CreateWebResearchOptions,
  source: ConfigSource,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Result<WebConfig, ConfigError>> {
  const path = 'path' in source ? source.path : undefined;
  if (options.backendOverride === undefined && options.agentConfig === undefined) {
    return loadWebConfig({ ...(path === undefined ? {} : { path }), env });
  }
  let agentConfig = options.agentConfig;
  if (path !== undefined) {
    const file = await loadConfigFile(path);
    if (!file.ok) return file;
    agentConfig = file.value;
  }
  // The override is the call's own choice, so it beats the environment as well as the file.
  const { MONO_AGENT_WEB_SEARCH_BACKEND: _dropped, ...rest } = env;
  return resolveWebConfig(withBackendOverride(agentConfig, options.backendOverride), options.backendOverride === undefined ? env : rest);
}

/**
 * Builds the facade the runtime calls: finds and validates configuration once (every problem
 * reported, each with its key path or variable), then wires the container. Configuration errors
 * come back as `config_invalid`; warnings are on `facade.warnings`; nothing is contacted until a
 * tool call needs it.
 */
export async function createWebResearch(options: CreateWebResearchOptions = {}): Promise<Result<WebResearch, ToolError>> {
  const env = options.env ?? process.env;
  const extractionIssues = extractionOptionIssues(options);
  if (extractionIssues.length > 0) return err(configToolError(configInvalid(extractionIssues)));
  const source = sourceOf(options, env);
  const config = await resolveConfig(options, source, env);
  if (!config.ok) return err(configToolError(config.error));
  let hostCoordination: CompositionInput['hostCoordination'];
  if (config.value.coordination === 'host') {
    const location = hostStateLocationFor(env);
    if (!location.ok) return location;
    const { createHostCoordination } = await import('./host-state.factory.js');
    hostCoordination = (clock) => createHostCoordination(location.value, clock);
  }
  const container = buildContainer({ config: config.value, options: { ...options, env }, ...(hostCoordination === undefined ? {} : { hostCoordination }) });
  return ok(new WebResearch(container, config.value, source));
}

export type { WebResearchPort };
