import { z } from 'zod';
import type { TelemetryPort } from '../../application/ports/telemetry.port.js';
import type {
  SessionPolicy,
  StartRunOptions,
  ToolCallOptions,
  ToolCallResult,
  WebResearchPort,
  WebResearchRunPort,
  WebToolDefinition,
  WebToolName,
} from '../../application/ports/web-research.port.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import type { ErrorCode } from '../../domain/errors/error-codes.js';
import { fetchInputSchema, parseFetchInput } from '../../domain/fetch/fetch-input.schema.js';
import { parseSearchInput, searchInputSchema } from '../../domain/search/search-input.schema.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** One recorded tool call. */
export interface FakeToolCall {
  readonly tool: WebToolName;
  readonly input: unknown;
  readonly options: ToolCallOptions;
  readonly run: FakeWebResearchRun;
}

/** Decides a call's result; may stay pending (the fake resolves `cancelled` when a signal fires). */
export type FakeToolHandler = (call: FakeToolCall) => ToolCallResult | Promise<ToolCallResult>;

/** A successful tool result. */
export function fakeSuccess(content: string, details: Record<string, unknown> = {}): ToolCallResult {
  return { ok: true, content, details };
}

/** A failed tool result whose model-facing text names the stable code, as the real facade's does. */
export function fakeFailure(code: ErrorCode, message: string, extra: Parameters<typeof toolError>[2] = {}): ToolCallResult {
  const error = toolError(code, message, extra);
  return { ok: false, content: `${code}: ${message}`, error, details: { errorCode: code } };
}

/**
 * The default behaviour: validates input with the real domain parsers (so `invalid_input` looks
 * exactly like the facade's), then echoes the validated request.
 */
export function echoHandler(call: FakeToolCall): ToolCallResult {
  if (call.tool === 'WebSearch') {
    const input = parseSearchInput(call.input);
    if (!input.ok) return { ok: false, content: `invalid_input: ${input.error.message}`, error: input.error };
    return fakeSuccess(`Results for "${input.value.query}" (limit ${input.value.limit})`, {
      backend: 'fake',
      limit: input.value.limit,
      alternates: input.value.alternateQueries.length,
    });
  }
  const input = parseFetchInput(call.input);
  if (!input.ok) return { ok: false, content: `invalid_input: ${input.error.message}`, error: input.error };
  return fakeSuccess(`Fetched ${input.value.url} as ${input.value.format}`, { format: input.value.format, contentKind: 'html' });
}

const cancelled = (): ToolCallResult => fakeFailure('cancelled', 'the call was cancelled', { retryable: false });

const TOOL_DESCRIPTIONS: Readonly<Record<WebToolName, string>> = {
  WebSearch: 'Search the public web (fake).',
  WebFetch: 'Fetch one public URL (fake).',
};

const TOOL_PARAMETERS: Readonly<Record<WebToolName, Readonly<Record<string, unknown>>>> = {
  WebSearch: z.toJSONSchema(searchInputSchema, { io: 'input' }),
  WebFetch: z.toJSONSchema(fetchInputSchema, { io: 'input' }),
};

/** A run of {@link FakeWebResearch}: records calls, honours run close and abort signals. */
export class FakeWebResearchRun implements WebResearchRunPort {
  readonly children: FakeWebResearchRun[] = [];
  #closed = false;
  readonly #owner: FakeWebResearch;
  readonly #runAbort = new AbortController();

  /** What `startRun` was given (the MCP session passes `budgetRenewsAt`). */
  readonly startOptions: StartRunOptions;

  constructor(owner: FakeWebResearch, signal?: AbortSignal, startOptions: StartRunOptions = {}) {
    this.#owner = owner;
    this.startOptions = startOptions;
    signal?.addEventListener('abort', () => this.#runAbort.abort(), { once: true });
  }

  get closed(): boolean {
    return this.#closed;
  }

  search(input: unknown, options: ToolCallOptions = {}): Promise<ToolCallResult> {
    return this.#call('WebSearch', input, options);
  }

  fetch(input: unknown, options: ToolCallOptions = {}): Promise<ToolCallResult> {
    return this.#call('WebFetch', input, options);
  }

  tools(): readonly WebToolDefinition[] {
    return (['WebSearch', 'WebFetch'] as const).map((name) => ({
      name,
      description: TOOL_DESCRIPTIONS[name],
      parameters: TOOL_PARAMETERS[name],
      execute: (params: unknown, options?: ToolCallOptions) => this.#call(name, params, options ?? {}),
    }));
  }

  child(): WebResearchRunPort {
    const child = new FakeWebResearchRun(this.#owner, this.#runAbort.signal);
    this.children.push(child);
    return child;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#runAbort.abort();
    await Promise.all(this.children.map((child) => child.close()));
  }

  async #call(tool: WebToolName, input: unknown, options: ToolCallOptions): Promise<ToolCallResult> {
    const call: FakeToolCall = { tool, input, options, run: this };
    this.#owner.calls.push(call);
    if (this.#closed) return cancelled();
    const signals = [this.#runAbort.signal, ...(options.signal === undefined ? [] : [options.signal])];
    const anyAbort = AbortSignal.any(signals);
    if (anyAbort.aborted) return cancelled();
    const aborted = new Promise<ToolCallResult>((resolve) => anyAbort.addEventListener('abort', () => resolve(cancelled()), { once: true }));
    const result = await Promise.race([Promise.resolve(this.#owner.handler(call)), aborted]);
    this.#owner.telemetry?.emit({
      tool,
      phase: tool === 'WebSearch' ? 'search' : 'fetch',
      status: result.ok ? 'ok' : 'error',
      durationMs: 7,
      ...(result.ok ? {} : { errorCode: result.error.code }),
    });
    return result;
  }
}

/** A scriptable `WebResearchPort` for driving-adapter tests. */
export class FakeWebResearch implements WebResearchPort {
  readonly calls: FakeToolCall[] = [];
  readonly runs: FakeWebResearchRun[] = [];
  handler: FakeToolHandler;
  telemetry: TelemetryPort | undefined;
  closed = false;
  warnings: readonly string[];
  sessionPolicy: SessionPolicy;

  constructor(
    options: {
      readonly handler?: FakeToolHandler;
      readonly telemetry?: TelemetryPort;
      readonly warnings?: readonly string[];
      readonly sessionPolicy?: SessionPolicy;
    } = {},
  ) {
    this.handler = options.handler ?? echoHandler;
    this.telemetry = options.telemetry;
    this.warnings = options.warnings ?? [];
    this.sessionPolicy = options.sessionPolicy ?? { maxRequestsPerRun: 4, runIdleMs: 300_000, enabledTools: ['WebSearch', 'WebFetch'] };
  }

  startRun(options: StartRunOptions = {}): WebResearchRunPort {
    const run = new FakeWebResearchRun(this, options.signal, options);
    this.runs.push(run);
    return run;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.runs.map((run) => run.close()));
  }
}

/**
 * A recording `createWebResearch` factory: returns `research` (wiring the requested telemetry
 * into it) or, when `configError` is set, that error.
 */
export function fakeWebResearchFactory<O extends { readonly telemetry?: TelemetryPort }>(
  research: FakeWebResearch,
  configError?: ToolError,
): { readonly requests: O[]; create(options: O): Promise<Result<WebResearchPort, ToolError>> } {
  const requests: O[] = [];
  return {
    requests,
    create: (options: O) => {
      requests.push(options);
      if (configError !== undefined) return Promise.resolve(err(configError));
      if (options.telemetry !== undefined) research.telemetry = options.telemetry;
      return Promise.resolve(ok(research));
    },
  };
}
