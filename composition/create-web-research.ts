import type { WebResearchPort } from '../application/ports/web-research.port.js';
import { toolError, type ToolError } from '../domain/errors/tool-error.js';
import { err, ok, type Result } from '../domain/shared/result.js';
import { loadWebConfig } from '../infrastructure/config/web-config.loader.js';
import { loadConfigFile } from '../infrastructure/config/config-file.loader.js';
import { resolveWebConfig } from '../infrastructure/config/web-config.resolver.js';
import { describeConfigError, type ConfigError } from '../infrastructure/config/config-error.model.js';
import type { WebConfig } from '../infrastructure/config/web-config.model.js';
import type { CompositionOptions } from './composition-options.js';
import { buildContainer } from './container.js';
import { WebResearch } from './web-research.facade.js';
import { resolveHostStateLocation, WEB_CONTROL_DIR_ENV } from '../adapters/outbound/host-state/host-state-location.js';

/** Where the configuration comes from: an agent config file, an already-parsed agent config object, or neither (defaults + environment). */
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

async function resolveConfig(options: CreateWebResearchOptions, env: Readonly<Record<string, string | undefined>>): Promise<Result<WebConfig, ConfigError>> {
  if (options.backendOverride === undefined && options.agentConfig === undefined) {
    return loadWebConfig({ ...(options.configPath === undefined ? {} : { path: options.configPath }), env });
  }
  let agentConfig = options.agentConfig;
  if (options.configPath !== undefined) {
    const file = await loadConfigFile(options.configPath);
    if (!file.ok) return file;
    agentConfig = file.value;
  }
  // The override is the call's own choice, so it beats the environment as well as the file.
  const { MONO_AGENT_WEB_SEARCH_BACKEND: _dropped, ...rest } = env;
  return resolveWebConfig(withBackendOverride(agentConfig, options.backendOverride), options.backendOverride === undefined ? env : rest);
}

/**
 * Builds the facade the runtime calls: validates configuration once (every problem reported,
 * each with its key path), then wires the container. Configuration errors come back as
 * `config_invalid`; nothing is contacted until a tool call needs it.
 */
export async function createWebResearch(options: CreateWebResearchOptions = {}): Promise<Result<WebResearch, ToolError>> {
  const env = options.env ?? process.env;
  const config = await resolveConfig(options, env);
  if (!config.ok) return err(configToolError(config.error));
  if (config.value.coordination === 'host') {
    const location = resolveHostStateLocation(env);
    if (!location.ok) return err(toolError('config_invalid', location.error.message, { retryable: false, field: WEB_CONTROL_DIR_ENV }));
  }
  const container = buildContainer({ config: config.value, options: { ...options, env } });
  return ok(new WebResearch(container, config.value));
}

export type { WebResearchPort };
