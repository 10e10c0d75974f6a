import { err, ok } from '../../domain/shared/result.js';
import type { Result } from '../../domain/shared/result.js';
import { configInvalid } from './config-error.model.js';
import type { ConfigError, ConfigIssue } from './config-error.model.js';
import { resolveOllamaSettings } from './ollama-origin.policy.js';
import { toNetworkPolicy } from './sandbox-network.mapping.js';
import { readSandboxNetworkEnv } from './sandbox-network-env.mapping.js';
import { unknownEnvVariableWarnings } from './unknown-env-variable.policy.js';
import type { SourcedSetting, SourcedWebSettings } from './sourced-setting.model.js';
import { readWebConfigEnv } from './web-config-env.mapping.js';
import type { WebConfig } from './web-config.model.js';
import { WEB_CONFIG_DEFAULTS as DEFAULTS } from './web-config.defaults.js';
import { webConfigFileSchema } from './web-config.schema.js';
import type { WebConfigFile } from './web-config.schema.js';
import { WEB_SETTING_FIELDS } from './web-setting-fields.schema.js';
import { formatKeyPath, toConfigIssues } from './zod-issue.mapping.js';

/**
 * Validates and resolves the web configuration. Pure: the caller supplies the parsed config file
 * JSON (`{}` when there is none) and the environment.
 *
 * Precedence per key: environment variable, then file, then spec default (likewise
 * `MONO_AGENT_SANDBOX_NETWORK_MODE` / `_ALLOW` over `sandbox.network.mode` / `.allow`). The two
 * SearXNG spellings are one setting: within a source they must agree, and the environment (either
 * spelling) overrides the file (either spelling). Every supplied value is validated, including
 * file values the environment overrides. All problems are reported together; cross-field rules
 * (endpoint spellings, strict SearXNG needs an endpoint, Ollama origin rules) run once every
 * field is individually valid.
 */
export function resolveWebConfig(
  fileJson: unknown,
  env: Readonly<Record<string, string | undefined>>,
): Result<WebConfig, ConfigError> {
  const parsed = webConfigFileSchema.safeParse(fileJson);
  const fromEnv = readWebConfigEnv(env);
  const sandboxEnv = readSandboxNetworkEnv(env);
  const issues: ConfigIssue[] = [];
  if (!parsed.success) issues.push(...toConfigIssues(parsed.error.issues, formatKeyPath, webConfigFileSchema));
  issues.push(...fromEnv.issues, ...sandboxEnv.issues);
  if (!parsed.success || issues.length > 0) return err(configInvalid(issues));

  const fromFile = fileSettings(parsed.data);
  const merged: SourcedWebSettings = { ...fromFile, ...fromEnv.settings };
  // The hosted-Ollama key variable may be given any name, including one in our namespace.
  const warnings: string[] = unknownEnvVariableWarnings(env, merged.ollamaApiKeyEnv === undefined ? [] : [merged.ollamaApiKeyEnv.value]);

  const fileEndpoint = oneEndpoint(fromFile, issues, warnings);
  const envEndpoint = oneEndpoint(fromEnv.settings, issues, warnings);
  const endpoint = envEndpoint ?? fileEndpoint;

  const backend = merged.backend?.value ?? DEFAULTS.backend;
  if (backend === 'searxng' && endpoint === undefined) {
    issues.push({
      path: merged.backend?.path ?? WEB_SETTING_FIELDS.backend.path,
      message:
        '"searxng" requires a local endpoint but none is configured; accepted: set tools.web.search.searxng.endpoint ' +
        '(or MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT) to a loopback http:// URL, or choose another backend',
    });
  }

  const ollamaWanted =
    backend === 'ollama' ||
    parsed.data.tools?.web?.search?.ollama !== undefined ||
    fromEnv.settings.ollamaBaseUrl !== undefined ||
    fromEnv.settings.ollamaApiKeyEnv !== undefined ||
    fromEnv.settings.ollamaTrustPublicUrl !== undefined;
  const ollama = ollamaWanted
    ? resolveOllamaSettings(
        {
          baseUrl: merged.ollamaBaseUrl ?? { value: DEFAULTS.ollamaBaseUrl, path: `${WEB_SETTING_FIELDS.ollamaBaseUrl.path} (default)` },
          ...(merged.ollamaApiKeyEnv === undefined ? {} : { apiKeyEnv: merged.ollamaApiKeyEnv }),
          ...(merged.ollamaTrustPublicUrl === undefined ? {} : { trustPublicUrl: merged.ollamaTrustPublicUrl }),
        },
        env,
      )
    : undefined;
  issues.push(...(ollama?.issues ?? []));
  warnings.push(...(ollama?.warnings ?? []));

  const network = toNetworkPolicy(parsed.data.sandbox?.network, sandboxEnv);
  warnings.push(...network.warnings);
  if (issues.length > 0) return err(configInvalid(issues));

  return ok(
    deepFreeze<WebConfig>({
      enabledTools: merged.enabledTools?.value ?? DEFAULTS.enabledTools,
      coordination: merged.coordination?.value ?? DEFAULTS.coordination,
      search: {
        backend,
        maxRequestsPerRun: merged.maxRequestsPerRun?.value ?? DEFAULTS.maxRequestsPerRun,
        ...(endpoint === undefined ? {} : { searxng: { endpoint: endpoint.value } }),
        ...(ollama?.settings === undefined ? {} : { ollama: ollama.settings }),
        codex: { model: merged.codexModel?.value ?? DEFAULTS.codexModel },
      },
      fetch: {
        render: merged.render?.value ?? DEFAULTS.render,
        browserCommand: merged.browserCommand?.value ?? DEFAULTS.browserCommand,
      },
      mcp: { runIdleMs: merged.mcpRunIdleMs?.value ?? DEFAULTS.mcpRunIdleMs },
      network: network.policy,
      warnings,
    }),
  );
}

/** Flattens the parsed file into per-setting values labelled with their key paths. */
function fileSettings(file: WebConfigFile): SourcedWebSettings {
  const web = file.tools?.web;
  const search = web?.search;
  const values: Record<keyof typeof WEB_SETTING_FIELDS, unknown> = {
    enabledTools: web?.enabled,
    coordination: web?.coordination,
    backend: search?.backend,
    maxRequestsPerRun: search?.maxRequestsPerRun,
    searxngEndpoint: search?.searxng?.endpoint,
    legacyEndpoint: search?.endpoint,
    ollamaBaseUrl: search?.ollama?.baseUrl,
    ollamaApiKeyEnv: search?.ollama?.apiKeyEnv,
    ollamaTrustPublicUrl: search?.ollama?.trustPublicUrl,
    codexModel: search?.codex?.model,
    render: web?.fetch?.render,
    browserCommand: web?.fetch?.browserCommand,
    mcpRunIdleMs: web?.mcp?.runIdleMs,
  };
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  return Object.fromEntries(
    entries.map(([name, value]) => [name, { value, path: WEB_SETTING_FIELDS[name as keyof typeof WEB_SETTING_FIELDS].path }]),
  ) as SourcedWebSettings;
}

/** One source's SearXNG endpoint from its canonical and legacy spellings, which must agree. */
function oneEndpoint(settings: SourcedWebSettings, issues: ConfigIssue[], warnings: string[]): SourcedSetting<string> | undefined {
  const { searxngEndpoint: canonical, legacyEndpoint: legacy } = settings;
  if (legacy !== undefined) {
    warnings.push(`${legacy.path} is a legacy alias; prefer ${WEB_SETTING_FIELDS.searxngEndpoint.path} (or its environment variable)`);
  }
  if (canonical !== undefined && legacy !== undefined && canonical.value !== legacy.value) {
    issues.push({
      path: legacy.path,
      message:
        `conflicts with ${canonical.path}: the legacy spelling is an alias of the same SearXNG endpoint; ` +
        'accepted: remove one of them, or give both the same URL',
    });
  }
  return canonical ?? legacy;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
