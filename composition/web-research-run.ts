import type { StartRunOptions, ToolCallOptions, ToolCallResult, WebResearchRunPort, WebToolDefinition, WebToolName } from '../application/ports/web-research.port.js';
import { SearchRunState } from '../application/web-search/search-run-state.js';
import type { WebSearchUseCase } from '../application/web-search/web-search.use-case.js';
import type { WebFetchUseCase } from '../application/web-fetch/web-fetch.use-case.js';
import type { ToolError } from '../domain/errors/tool-error.js';
import { closedRunResult } from './closed-run.result.js';
import { disabledToolResult } from './disabled-tool.result.js';
import { buildToolDefinitions } from './tool-definitions.js';

/** What a run shares with its facade (process-wide pieces). */
export interface RunServices {
  /** The process's WebSearch use-case, built (and its code loaded) on the first search. */
  readonly search: () => Promise<WebSearchUseCase>;
  /** A fresh WebFetch use-case for a run, the pipeline loaded on the process's first fetch. */
  readonly createFetch: () => Promise<WebFetchUseCase>;
  readonly maxRequestsPerRun: number;
  /** `tools.web.enabled`: the tools that exist; the others are absent from `tools()` and refuse calls. */
  readonly enabledTools: readonly WebToolName[];
}

function fetchFailureText(error: ToolError): string {
  const details = error.details ?? {};
  const hints = [
    typeof details['retryAt'] === 'number' ? `retry after ${new Date(details['retryAt']).toISOString()}` : undefined,
    typeof details['suggestion'] === 'string' ? `suggestion: ${details['suggestion']}` : undefined,
    typeof details['status'] === 'number' ? `HTTP status ${details['status']}` : undefined,
  ].filter((h): h is string => h !== undefined);
  return [`WebFetch error: ${error.code}${error.field ? ` (${error.field})` : ''}: ${error.message}`, ...hints].join('\n');
}

/**
 * One model run: its own request budget (search), run cache and in-flight sharing (fetch), and an
 * AbortController that `close()` fires to end whatever is still in flight. Child runs get a fresh
 * budget and close with their parent.
 */
export class WebResearchRun implements WebResearchRunPort {
  readonly #services: RunServices;
  readonly #controller = new AbortController();
  readonly #searchState: SearchRunState;
  #fetch: Promise<WebFetchUseCase> | undefined;
  readonly #children = new Set<WebResearchRun>();
  readonly #onClose: () => void;

  constructor(services: RunServices, options: StartRunOptions = {}, onClose: () => void = () => undefined) {
    this.#services = services;
    this.#searchState = new SearchRunState(services.maxRequestsPerRun, options.budgetRenewsAt);
    this.#onClose = onClose;
    const parentSignal = options.signal;
    if (parentSignal !== undefined) {
      if (parentSignal.aborted) void this.close();
      else parentSignal.addEventListener('abort', () => void this.close(), { once: true });
    }
  }

  get closed(): boolean {
    return this.#controller.signal.aborted;
  }

  async search(input: unknown, options: ToolCallOptions = {}): Promise<ToolCallResult> {
    if (this.closed) return closedRunResult('WebSearch', 'run_closed');
    if (!this.#enabled('WebSearch')) return disabledToolResult('WebSearch', this.#services.enabledTools);
    const search = await this.#services.search();
    return search.execute(input, this.#searchState, {
      signal: this.#callSignal(options.signal),
      ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
    });
  }

  async fetch(input: unknown, options: ToolCallOptions = {}): Promise<ToolCallResult> {
    if (this.closed) return closedRunResult('WebFetch', 'run_closed');
    if (!this.#enabled('WebFetch')) return disabledToolResult('WebFetch', this.#services.enabledTools);
    const signal = this.#callSignal(options.signal);
    const useCase = await (this.#fetch ??= this.#services.createFetch());
    const result = await useCase.execute(input, { signal });
    if (result.ok) return { ok: true, content: result.value.content, details: { ...result.value.details } };
    return { ok: false, content: fetchFailureText(result.error), error: result.error };
  }

  tools(): readonly WebToolDefinition[] {
    return buildToolDefinitions(this).filter((tool) => this.#enabled(tool.name));
  }

  child(): WebResearchRunPort {
    const child: WebResearchRun = new WebResearchRun(this.#services, { signal: this.#controller.signal }, () => this.#children.delete(child));
    this.#children.add(child);
    return child;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.#controller.abort(new Error('run closed'));
    void this.#fetch?.then((useCase) => useCase.close(), () => undefined);
    await Promise.all([...this.#children].map((c) => c.close()));
    this.#onClose();
  }

  #enabled(tool: WebToolName): boolean {
    return this.#services.enabledTools.includes(tool);
  }

  #callSignal(signal: AbortSignal | undefined): AbortSignal {
    return signal === undefined ? this.#controller.signal : AbortSignal.any([this.#controller.signal, signal]);
  }
}
