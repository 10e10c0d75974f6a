import * as z from '../../domain/shared/zod-mini.js';
import type { Result } from '../../domain/shared/result.js';
import { checkOllamaBaseUrl } from './ollama-base-url.policy.js';
import { checkSearxngEndpoint } from './searxng-endpoint.policy.js';

/** Shows a rejected scalar briefly; callers never pass URLs or key-variable values here. */
function describeInput(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input.length > 40 ? `${input.slice(0, 37)}...` : input);
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  return input === null ? 'null' : Array.isArray(input) ? 'an array' : `a ${typeof input}`;
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  const accepted = values.map((value) => `"${value}"`).join(', ');
  return z.enum(values, { error: (issue) => `${describeInput(issue.input)} is not accepted; accepted: ${accepted}` });
}

/** A string checked (and normalised) by a policy that returns the rejection message. */
function checkedString(check: (raw: string) => Result<string, string>, accepted: string) {
  return z.pipe(
    z.string({ error: (issue) => `expected a string but got ${describeInput(issue.input)}; ${accepted}` }),
    z.transform((raw: string, ctx) => {
      const result = check(raw);
      if (result.ok) return result.value;
      ctx.issues.push({ code: 'custom', message: result.error, input: raw });
      return z.NEVER;
    }),
  );
}

function patternString(pattern: RegExp, accepted: string) {
  return z
    .string({ error: (issue) => `expected a string but got ${describeInput(issue.input)}; ${accepted}` })
    .check(z.regex(pattern, { error: `is not accepted; ${accepted}` }));
}

const MAX_REQUESTS_ACCEPTED = 'accepted: an integer from 1 through 20';
/** Bounds of the MCP run idle gap, in ms: 100 ms (tests) through 24 hours. */
export const MCP_RUN_IDLE_MS_RANGE = { min: 100, max: 86_400_000 } as const;
const RUN_IDLE_ACCEPTED = `accepted: whole milliseconds from ${MCP_RUN_IDLE_MS_RANGE.min} through ${MCP_RUN_IDLE_MS_RANGE.max} (default 300000, 5 minutes)`;
const BROWSER_COMMAND =
  /^(?:[A-Za-z0-9][A-Za-z0-9._+-]{0,254}|(?:\/[A-Za-z0-9._+@-]+)+|[A-Za-z]:(?:\\[A-Za-z0-9._+@-]+)+)$/;

/** How an environment variable's text becomes the value the field schema checks (`list`: comma-separated). */
export type EnvValueKind = 'string' | 'integer' | 'boolean' | 'list';

/** The model-facing tools `tools.web.enabled` may name, in registration order. */
export const WEB_TOOL_NAMES = ['WebSearch', 'WebFetch'] as const;

const TOOLS_ACCEPTED = `accepted: a list of ${WEB_TOOL_NAMES.join(', ')} (e.g. ["WebFetch"]; [] enables neither; MONO_AGENT_WEB_TOOLS=WebSearch,WebFetch, or none)`;

/**
 * Every `tools.web` setting: its config key path, its environment variable (the spec's table),
 * how the variable's text is read, and the zod schema that validates and normalises a value from
 * either source, so the file and the environment obey identical rules.
 */
export const WEB_SETTING_FIELDS = {
  coordination: {
    path: 'tools.web.coordination',
    env: 'MONO_AGENT_WEB_COORDINATION',
    envKind: 'string',
    schema: oneOf(['process', 'host']),
  },
  backend: {
    path: 'tools.web.search.backend',
    env: 'MONO_AGENT_WEB_SEARCH_BACKEND',
    envKind: 'string',
    schema: oneOf(['auto', 'searxng', 'ollama', 'codex', 'keyless']),
  },
  maxRequestsPerRun: {
    path: 'tools.web.search.maxRequestsPerRun',
    env: 'MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN',
    envKind: 'integer',
    schema: z
      .int({ error: (issue) => `${describeInput(issue.input)} is not accepted; ${MAX_REQUESTS_ACCEPTED}` })
      .check(
        z.minimum(1, { error: (issue) => `${describeInput(issue.input)} is too small; ${MAX_REQUESTS_ACCEPTED}` }),
        z.maximum(20, { error: (issue) => `${describeInput(issue.input)} is too large; ${MAX_REQUESTS_ACCEPTED}` }),
      ),
  },
  searxngEndpoint: {
    path: 'tools.web.search.searxng.endpoint',
    env: 'MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT',
    envKind: 'string',
    schema: checkedString(checkSearxngEndpoint, 'accepted: a loopback http:// URL such as http://127.0.0.1:8088'),
  },
  legacyEndpoint: {
    path: 'tools.web.search.endpoint',
    env: 'MONO_AGENT_WEB_SEARCH_ENDPOINT',
    envKind: 'string',
    schema: checkedString(checkSearxngEndpoint, 'accepted: a loopback http:// URL such as http://127.0.0.1:8088'),
  },
  ollamaBaseUrl: {
    path: 'tools.web.search.ollama.baseUrl',
    env: 'MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL',
    envKind: 'string',
    schema: checkedString(checkOllamaBaseUrl, 'accepted: an origin such as http://127.0.0.1:11434 or https://ollama.com'),
  },
  ollamaApiKeyEnv: {
    path: 'tools.web.search.ollama.apiKeyEnv',
    env: 'MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV',
    envKind: 'string',
    // Never echo the value: a common mistake is pasting the key itself here.
    schema: patternString(
      /^[A-Z_][A-Z0-9_]{0,127}$/,
      'accepted: the NAME of an environment variable ([A-Z_][A-Z0-9_]*), e.g. OLLAMA_API_KEY; the key itself never goes in the config',
    ),
  },
  ollamaTrustPublicUrl: {
    path: 'tools.web.search.ollama.trustPublicUrl',
    env: 'MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL',
    envKind: 'boolean',
    schema: z.boolean({ error: (issue) => `${describeInput(issue.input)} is not accepted; accepted: true or false` }),
  },
  codexModel: {
    path: 'tools.web.search.codex.model',
    env: 'MONO_AGENT_WEB_SEARCH_CODEX_MODEL',
    envKind: 'string',
    schema: patternString(
      /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$/,
      'accepted: a model id such as gpt-5.6-luna (letters, digits and . _ : / -, at most 128 characters)',
    ),
  },
  render: {
    path: 'tools.web.fetch.render',
    env: 'MONO_AGENT_WEB_FETCH_RENDER',
    envKind: 'string',
    schema: z.enum(['never', 'auto'], {
      error: (issue) => issue.input === 'always'
        ? '"always" is not a config value: it is a per-call request (render: "always") that needs this setting to be "auto"; accepted: "never", "auto"'
        : `${describeInput(issue.input)} is not accepted; accepted: "never", "auto"`,
    }),
  },
  browserCommand: {
    path: 'tools.web.fetch.browserCommand',
    env: 'MONO_AGENT_WEB_BROWSER_COMMAND',
    envKind: 'string',
    schema: patternString(
      BROWSER_COMMAND,
      'accepted: a bare command name (agent-browser) or an absolute path (/usr/local/bin/agent-browser), ' +
        'with no arguments, spaces or shell metacharacters; it is executed directly, never by a shell',
    ),
  },
  mcpRunIdleMs: {
    path: 'tools.web.mcp.runIdleMs',
    env: 'MONO_AGENT_WEB_MCP_RUN_IDLE_MS',
    envKind: 'integer',
    schema: z
      .int({ error: (issue) => `${describeInput(issue.input)} is not accepted; ${RUN_IDLE_ACCEPTED}` })
      .check(
        z.minimum(MCP_RUN_IDLE_MS_RANGE.min, { error: (issue) => `${describeInput(issue.input)} is too small; ${RUN_IDLE_ACCEPTED}` }),
        z.maximum(MCP_RUN_IDLE_MS_RANGE.max, { error: (issue) => `${describeInput(issue.input)} is too large; ${RUN_IDLE_ACCEPTED}` }),
      ),
  },
  enabledTools: {
    path: 'tools.web.enabled',
    env: 'MONO_AGENT_WEB_TOOLS',
    envKind: 'list',
    schema: z.pipe(
      z.array(
        z.enum(WEB_TOOL_NAMES, { error: (issue) => `${describeInput(issue.input)} is not a tool name; ${TOOLS_ACCEPTED}` }),
        { error: (issue) => `expected a list but got ${describeInput(issue.input)}; ${TOOLS_ACCEPTED}` },
      ),
      // Kept in registration order, each once, whatever order the operator listed them in.
      z.transform((names: (typeof WEB_TOOL_NAMES)[number][]) => WEB_TOOL_NAMES.filter((name) => names.includes(name))),
    ),
  },
} as const satisfies Record<string, { path: string; env: string; envKind: EnvValueKind; schema: z.ZodMiniType }>;

/** The name of one `tools.web` setting. */
export type WebSettingName = keyof typeof WEB_SETTING_FIELDS;

/** The validated, normalised value type of each setting. */
export type WebSettingValues = { [K in WebSettingName]: z.output<(typeof WEB_SETTING_FIELDS)[K]['schema']> };
