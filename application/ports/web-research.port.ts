import type { ToolError } from '../../domain/errors/tool-error.js';

/** The two model-facing tools. */
export type WebToolName = 'WebSearch' | 'WebFetch';

/**
 * One tool call's result. `content` is always the model-facing text (for a failure: a short,
 * structured explanation with the stable code). `details` carries the structured outcome
 * (search outcome, fetch metadata); it never contains credentials or request headers.
 */
export type ToolCallResult =
  | { readonly ok: true; readonly content: string; readonly details: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly content: string; readonly error: ToolError; readonly details?: Readonly<Record<string, unknown>> };

/** Per-call options from the driving side. */
export interface ToolCallOptions {
  /** Cancels this call only (the run's signal cancels every call). */
  readonly signal?: AbortSignal;
  /** Short human progress messages (e.g. "searching duckduckgo…"); never page content. */
  readonly onProgress?: (message: string) => void;
}

/** A tool as an agent runtime registers it: JSON Schema parameters generated from the zod input schema. */
export interface WebToolDefinition {
  readonly name: WebToolName;
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  execute(params: unknown, options?: ToolCallOptions): Promise<ToolCallResult>;
}

/**
 * One model run: its own request budget, in-flight sharing and bounded cache. `close()` ends the
 * run, aborts what is in flight and closes any browser namespace; calls after close fail with
 * `cancelled`. `child()` starts a sub-run for a child agent with a fresh request budget that is
 * closed together with its parent.
 */
export interface WebResearchRunPort {
  search(input: unknown, options?: ToolCallOptions): Promise<ToolCallResult>;
  fetch(input: unknown, options?: ToolCallOptions): Promise<ToolCallResult>;
  /** WebSearch and WebFetch bound to this run. */
  tools(): readonly WebToolDefinition[];
  child(): WebResearchRunPort;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** How a run starts. */
export interface StartRunOptions {
  /** Closes the run when it aborts. */
  readonly signal?: AbortSignal;
  /**
   * For hosts that renew the request budget by starting a fresh run after an idle gap (the MCP
   * session): answers the epoch ms of that renewal if no further call comes. It becomes `retryAt`
   * on `search_budget_exhausted`.
   */
  readonly budgetRenewsAt?: () => number;
}

/** What a long-lived host (the MCP server) applies to the runs of its session. */
export interface SessionPolicy {
  /** The request budget of every run, 1–20. */
  readonly maxRequestsPerRun: number;
  /** A session's run ends after this many ms without a tool call; the next call starts a fresh run. */
  readonly runIdleMs: number;
  /**
   * The tools that exist (`tools.web.enabled`), in registration order. A host lists and registers
   * only these; a call of another one by name answers `invalid_input` naming the setting.
   */
  readonly enabledTools: readonly WebToolName[];
}

/** The facade the runtime holds for the process: starts runs; shares the 15-minute search cache and coordination. */
export interface WebResearchPort {
  /**
   * Starts a run. After `close()` the returned run is already closed and every call answers
   * `cancelled` saying the facade is closed (`details.reason: "facade_closed"`).
   */
  startRun(options?: StartRunOptions): WebResearchRunPort;
  /** Releases process resources (HTTP agent, browser sessions). Idempotent. */
  close(): Promise<void>;
  /**
   * Non-fatal configuration findings to show the operator (a legacy alias in use, an unknown
   * `MONO_AGENT_WEB_*` variable, a hosted-Ollama key variable that is unset, …). Never secrets.
   */
  readonly warnings: readonly string[];
  readonly sessionPolicy: SessionPolicy;
}
