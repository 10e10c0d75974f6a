import * as z from '../../../../domain/shared/zod-mini.js';

/*
 * The parts of the Codex app-server protocol (v2, `@openai/codex` 0.169.0) this adapter reads,
 * checked against the JSON Schema the binary generates (`codex app-server generate-json-schema
 * --experimental`; a subset is kept in test/fixtures/codex/schema). Unknown members are ignored so
 * additive protocol changes pass; only the members read here are required.
 */

/** `account/read` → `GetAccountResponse`. Only the account type is read: never email or user ids. */
export const accountReadResultSchema = z.object({
  account: z.nullable(z.object({ type: z.string() })),
});

/** `modelProvider/capabilities/read` → `ModelProviderCapabilitiesReadResponse`. */
export const capabilitiesResultSchema = z.object({
  webSearch: z.boolean(),
});

/** `model/list` → `ModelListResponse` (paged by `nextCursor`). */
export const modelListResultSchema = z.object({
  data: z.array(z.object({ id: z.string(), model: z.optional(z.string()) })),
  nextCursor: z.optional(z.nullable(z.string())),
});

/** `config/read` → `ConfigReadResponse`; only the names of configured MCP servers are read. */
export const configReadResultSchema = z.object({
  config: z.object({ mcp_servers: z.optional(z.nullable(z.record(z.string(), z.unknown()))) }),
});

const rateLimitWindowSchema = z.object({
  usedPercent: z.number(),
  windowDurationMins: z.optional(z.nullable(z.number())),
  resetsAt: z.optional(z.nullable(z.number())),
});

/** `RateLimitSnapshot`. */
export const rateLimitSnapshotSchema = z.object({
  limitId: z.optional(z.nullable(z.string())),
  primary: z.optional(z.nullable(rateLimitWindowSchema)),
  secondary: z.optional(z.nullable(rateLimitWindowSchema)),
  spendControlReached: z.optional(z.nullable(z.boolean())),
  rateLimitReachedType: z.optional(z.nullable(z.string())),
});

/** `account/rateLimits/read` → `GetAccountRateLimitsResponse`. */
export const rateLimitsReadResultSchema = z.object({
  rateLimits: rateLimitSnapshotSchema,
  rateLimitsByLimitId: z.optional(z.nullable(z.record(z.string(), rateLimitSnapshotSchema))),
  ordinaryUsageAllowed: z.optional(z.nullable(z.boolean())),
});

/** `account/rateLimits/updated` notification params. */
export const rateLimitsUpdatedSchema = z.object({ rateLimits: rateLimitSnapshotSchema });

/** `thread/start` → `ThreadStartResponse`: the thread id plus the settings the server applied. */
export const threadStartResultSchema = z.object({
  thread: z.object({ id: z.string().check(z.minLength(1)) }),
  approvalPolicy: z.optional(z.unknown()),
  sandbox: z.optional(z.object({ type: z.string() })),
  instructionSources: z.optional(z.array(z.unknown())),
});

/** `turn/start` → `TurnStartResponse`. */
export const turnStartResultSchema = z.object({
  turn: z.object({ id: z.string().check(z.minLength(1)) }),
});

/** `TurnError`. `codexErrorInfo` is a string or a one-key object (forward compatible: anything else is "other"). */
export const turnErrorSchema = z.object({
  message: z.string(),
  codexErrorInfo: z.optional(z.unknown()),
});

/** A thread item as far as the turn monitor reads it: its type and id; a `webSearch` item also carries `results`. */
export const threadItemSchema = z.object({
  type: z.string(),
  id: z.string(),
  results: z.optional(z.nullable(z.array(z.unknown()))),
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
  turn: z.object({ id: z.string(), status: z.string(), error: z.optional(z.nullable(turnErrorSchema)) }),
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
