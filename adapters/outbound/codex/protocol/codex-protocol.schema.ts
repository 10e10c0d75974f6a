import { z } from 'zod';

/*
 * The parts of the Codex app-server protocol (v2, `@openai/codex` 0.169.0) this adapter reads,
 * checked against the JSON Schema the binary generates (`codex app-server generate-json-schema
 * --experimental`; a subset is kept in test/fixtures/codex/schema). Unknown members are ignored so
 * additive protocol changes pass; only the members read here are required.
 */

/** `account/read` → `GetAccountResponse`. Only the account type is read: never email or user ids. */
export const accountReadResultSchema = z.object({
  account: z.object({ type: z.string() }).nullable(),
});

/** `modelProvider/capabilities/read` → `ModelProviderCapabilitiesReadResponse`. */
export const capabilitiesResultSchema = z.object({
  webSearch: z.boolean(),
});

/** `model/list` → `ModelListResponse` (paged by `nextCursor`). */
export const modelListResultSchema = z.object({
  data: z.array(z.object({ id: z.string(), model: z.string().optional() })),
  nextCursor: z.string().nullable().optional(),
});

/** `config/read` → `ConfigReadResponse`; only the names of configured MCP servers are read. */
export const configReadResultSchema = z.object({
  config: z.object({ mcp_servers: z.record(z.string(), z.unknown()).nullable().optional() }),
});

const rateLimitWindowSchema = z.object({
  usedPercent: z.number(),
  windowDurationMins: z.number().nullable().optional(),
  resetsAt: z.number().nullable().optional(),
});

/** `RateLimitSnapshot`. */
export const rateLimitSnapshotSchema = z.object({
  limitId: z.string().nullable().optional(),
  primary: rateLimitWindowSchema.nullable().optional(),
  secondary: rateLimitWindowSchema.nullable().optional(),
  spendControlReached: z.boolean().nullable().optional(),
  rateLimitReachedType: z.string().nullable().optional(),
});

/** `account/rateLimits/read` → `GetAccountRateLimitsResponse`. */
export const rateLimitsReadResultSchema = z.object({
  rateLimits: rateLimitSnapshotSchema,
  rateLimitsByLimitId: z.record(z.string(), rateLimitSnapshotSchema).nullable().optional(),
  ordinaryUsageAllowed: z.boolean().nullable().optional(),
});

/** `account/rateLimits/updated` notification params. */
export const rateLimitsUpdatedSchema = z.object({ rateLimits: rateLimitSnapshotSchema });

/** `thread/start` → `ThreadStartResponse`: the thread id plus the settings the server applied. */
export const threadStartResultSchema = z.object({
  thread: z.object({ id: z.string().min(1) }),
  approvalPolicy: z.unknown().optional(),
  sandbox: z.object({ type: z.string() }).optional(),
  instructionSources: z.array(z.unknown()).optional(),
});

/** `turn/start` → `TurnStartResponse`. */
export const turnStartResultSchema = z.object({
  turn: z.object({ id: z.string().min(1) }),
});

/** `TurnError`. `codexErrorInfo` is a string or a one-key object (forward compatible: anything else is "other"). */
export const turnErrorSchema = z.object({
  message: z.string(),
  codexErrorInfo: z.unknown().optional(),
});

/** A thread item as far as the turn monitor reads it: its type and id; a `webSearch` item also carries `results`. */
export const threadItemSchema = z.object({
  type: z.string(),
  id: z.string(),
  results: z.array(z.unknown()).nullable().optional(),
});

/** `item/started` and `item/completed` params. */
export const itemNotificationSchema = z.object({
  threadId: z.string(),
  turnId: z.string(),
  item: threadItemSchema,
});

/** `turn/completed` params. */
export const turnCompletedSchema = z.object({
  threadId: z.string(),
  turn: z.object({ id: z.string(), status: z.string(), error: turnErrorSchema.nullable().optional() }),
});

/** `error` notification params (a turn error; `willRetry` false precedes a failed turn). */
export const errorNotificationSchema = z.object({
  threadId: z.string(),
  turnId: z.string(),
  willRetry: z.boolean(),
  error: turnErrorSchema,
});

export type RateLimitSnapshotPayload = z.infer<typeof rateLimitSnapshotSchema>;
export type TurnErrorPayload = z.infer<typeof turnErrorSchema>;
