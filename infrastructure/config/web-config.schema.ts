import * as z from '../../domain/shared/zod-mini.js';
import { checkAllowlistEntry } from './allowlist-entry.policy.js';
import { WEB_SETTING_FIELDS as F } from './web-setting-fields.schema.js';

function describeNonObject(input: unknown): string {
  return `expected an object but got ${input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input}`;
}

/** A `tools.web` block: unknown keys are rejected, because a typo must not silently do nothing. */
function strictBlock<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject(shape, { error: (issue) => describeNonObject(issue.input) });
}

/** Outside `tools.web` the agent config belongs to others: unknown keys there are ignored. */
function openBlock<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.looseObject(shape, { error: (issue) => describeNonObject(issue.input) });
}

/** The sandbox network modes, as `sandbox.network.mode` and `MONO_AGENT_SANDBOX_NETWORK_MODE` accept them. */
export const NETWORK_MODES = ['none', 'localhost', 'allowlist', 'all'] as const;

/** One sandbox network mode. */
export type NetworkModeName = (typeof NETWORK_MODES)[number];

/** Validates a network mode from either source, naming the accepted values. */
export const networkModeSchema = z.enum(NETWORK_MODES, {
  error: (issue) =>
    `${typeof issue.input === 'string' ? JSON.stringify(issue.input.slice(0, 40)) : 'a missing or non-string value'} ` +
    `is not accepted; accepted: ${NETWORK_MODES.map((mode) => `"${mode}"`).join(', ')}`,
});

const allowlistEntrySchema = z.pipe(
  z.string({ error: 'expected a string; accepted: a hostname, *.hostname or IP literal' }),
  z.transform((raw: string, ctx) => {
    const result = checkAllowlistEntry(raw);
    if (result.ok) return result.value;
    ctx.issues.push({ code: 'custom', message: result.error, input: raw });
    return z.NEVER;
  }),
);

/**
 * The subset of the agent config file that mono-agent-web reads:
 * `{ tools?: { web?: {...} }, sandbox?: { network?: { mode, allow? } } }`.
 * Values are validated and normalised by the shared field schemas; defaults and environment
 * overrides are applied later by `resolveWebConfig`.
 */
export const webConfigFileSchema = openBlock({
  tools: z.optional(openBlock({
    web: z.optional(strictBlock({
      coordination: z.optional(F.coordination.schema),
      search: z.optional(strictBlock({
        backend: z.optional(F.backend.schema),
        maxRequestsPerRun: z.optional(F.maxRequestsPerRun.schema),
        endpoint: z.optional(F.legacyEndpoint.schema),
        searxng: z.optional(strictBlock({ endpoint: z.optional(F.searxngEndpoint.schema) })),
        ollama: z.optional(strictBlock({
          baseUrl: z.optional(F.ollamaBaseUrl.schema),
          apiKeyEnv: z.optional(F.ollamaApiKeyEnv.schema),
          trustPublicUrl: z.optional(F.ollamaTrustPublicUrl.schema),
        })),
        codex: z.optional(strictBlock({ model: z.optional(F.codexModel.schema) })),
      })),
      fetch: z.optional(strictBlock({
        render: z.optional(F.render.schema),
        browserCommand: z.optional(F.browserCommand.schema),
      })),
      mcp: z.optional(strictBlock({ runIdleMs: z.optional(F.mcpRunIdleMs.schema) })),
      enabled: z.optional(F.enabledTools.schema),
    })),
  })),
  sandbox: z.optional(openBlock({
    network: z.optional(openBlock({
      mode: networkModeSchema,
      allow: z.optional(z.array(allowlistEntrySchema, { error: 'expected an array of hosts; accepted: ["127.0.0.1", "chatgpt.com", "*.example.com"]' })),
    })),
  })),
});

/** The parsed, normalised config file subset. */
export type WebConfigFile = z.output<typeof webConfigFileSchema>;
