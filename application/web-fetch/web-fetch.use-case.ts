import { err, ok, type Result } from '../../domain/shared/result.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import { FETCH_LIMITS } from '../../domain/fetch/fetch-limits.js';
import { parseFetchInput, type FetchFormat, type FetchInput } from '../../domain/fetch/fetch-input.schema.js';
import { planRendering, type RenderPlan, type RenderReason } from '../../domain/fetch/render-decision.policy.js';
import { decideAfterStaticRetrieval, shellRefusal } from '../../domain/fetch/render-escalation.policy.js';
import { decideUrlBeforeResolution } from '../../domain/network/network-decision.policy.js';
import { DeadlineScope } from '../shared/deadline-scope.js';
import { SingleFlight } from '../shared/single-flight.js';
import { scopeFailure } from './scope-failure.mapping.js';
import { DocumentAcquirer, type ExtractionMode } from './document-acquirer.js';
import { ExtractionCache } from './extraction-cache.js';
import { fetchCacheKey } from './fetch-cache-key.js';
import { presentFetchOutput, selectOutput } from './fetch-output.presenter.js';
import { emitFetchEvent } from './fetch-telemetry.js';
import type { FetchedDocument } from './fetched-document.js';
import { PageRetriever, type PageRequest } from './page-retriever.js';
import { RenderedDocumentAcquirer } from './rendered-document-acquirer.js';
import { emptyRetrievalStats, type RetrievalStats } from './retrieval-stats.js';
import type { WebFetchCallOptions, WebFetchDependencies, WebFetchOutput, WebFetchSettings } from './web-fetch.types.js';

interface Acquisition {
  readonly result: Result<FetchedDocument, ToolError>;
  readonly stats: RetrievalStats;
}

const NEVER_ABORTED = new AbortController().signal;

/**
 * WebFetch for one model run: validate → name-level network policy → render plan → run cache /
 * in-flight sharing → fetch-origin admission → static GET with bounded retries and/or a browser
 * render → extraction → slice or cap → untrusted-content wrapping. Config `never` keeps every call
 * static; call `auto` renders only a successful client-rendered HTML shell; call `always` renders
 * first and strictly. A shell is never returned as success, and a failed or cancelled render is
 * never answered with the static page. One 45 s deadline covers admission, redirects, retry waits,
 * rendering and extraction; the caller's signal cancels promptly. The cache (64 documents, 32 MiB
 * of text, LRU) lives as long as this object: create one per run and call `close` at run end.
 */
export class WebFetchUseCase {
  readonly #deps: WebFetchDependencies;
  readonly #settings: WebFetchSettings;
  readonly #acquirer: DocumentAcquirer;
  readonly #renderer: RenderedDocumentAcquirer | undefined;
  readonly #cache = new ExtractionCache<FetchedDocument>({ maxEntries: FETCH_LIMITS.cacheMaxDocuments, maxBytes: FETCH_LIMITS.cacheMaxTextBytes });
  readonly #inFlight = new SingleFlight<Acquisition>();

  constructor(deps: WebFetchDependencies, settings: WebFetchSettings) {
    this.#deps = deps;
    this.#settings = settings;
    const retriever = new PageRetriever(deps);
    this.#acquirer = new DocumentAcquirer({ retriever, extractor: deps.extractor, clock: deps.clock, telemetry: deps.telemetry });
    this.#renderer = deps.renderer === undefined
      ? undefined
      : new RenderedDocumentAcquirer({ renderer: deps.renderer, documents: this.#acquirer, coordination: deps.coordination, clock: deps.clock, telemetry: deps.telemetry });
  }

  /** Runs one WebFetch call. Expected failures come back as `ToolError` values; this never rejects for them. */
  async execute(rawInput: unknown, options: WebFetchCallOptions = {}): Promise<Result<WebFetchOutput, ToolError>> {
    const startedAt = this.#deps.clock.now();
    const parsed = parseFetchInput(rawInput);
    if (!parsed.ok) return this.#fail(parsed.error, startedAt);
    const input = parsed.value;
    const plan = planRendering({ configured: this.#settings.render, requested: input.render, format: input.format, rendererAvailable: this.#renderer !== undefined });
    if (!plan.ok) return this.#fail(plan.error, startedAt);
    const decision = decideUrlBeforeResolution(input.url, this.#settings.networkPolicy, 'public-fetch');
    if (!decision.allowed) {
      return this.#fail(toolError('policy_denied', `The sandbox network policy does not allow this destination: ${decision.message}`, {
        retryable: false, details: { reason: decision.reason },
      }), startedAt);
    }
    const scope = DeadlineScope.until(this.#deps.clock, options.signal ?? NEVER_ABORTED, startedAt + FETCH_LIMITS.deadlineMs, FETCH_LIMITS.deadlineMs);
    try {
      return await this.#run(input, plan.value, scope, startedAt);
    } finally {
      scope.dispose();
    }
  }

  /** Ends the run: aborts fetches still in flight and drops every cached document. */
  close(): void {
    this.#inFlight.abortAll();
    this.#cache.clear();
  }

  async #run(input: FetchInput, plan: RenderPlan, scope: DeadlineScope, startedAt: number): Promise<Result<WebFetchOutput, ToolError>> {
    if (scope.signal.aborted) return this.#fail(scopeFailure(scope, 'start'), startedAt);
    const mode: ExtractionMode = input.format === 'raw' ? 'raw' : 'document';
    const headers: Readonly<Record<string, string>> = input.headers;
    const request: PageRequest = { url: input.url, headers, policy: this.#settings.networkPolicy };
    const key = fetchCacheKey({ url: input.url, headers, mode, renderPlan: plan.kind, policy: this.#settings.networkPolicy });
    let entry = this.#cache.get(key);
    const cacheHit = entry !== undefined;
    let sharedInFlight = false;
    let stats = emptyRetrievalStats();
    if (entry === undefined) {
      const outcome = await this.#inFlight.run(key, scope.signal, (signal) => this.#acquire(key, request, mode, plan, signal, scope.deadline));
      if (outcome.kind === 'abandoned') return this.#fail(scopeFailure(scope, 'retrieval'), startedAt);
      sharedInFlight = outcome.shared;
      if (!sharedInFlight) stats = outcome.value.stats;
      if (!outcome.value.result.ok) return this.#fail(outcome.value.result.error, startedAt, stats);
      entry = outcome.value.result.value;
    }
    const renderReason: RenderReason | undefined = entry.renderReason ?? (plan.kind === 'static' ? plan.renderReason : undefined);
    const selection = selectOutput(entry, input);
    const artifactPath = selection.wantsArtifact ? await this.#saveArtifact(entry, input.format, selection.fullText) : undefined;
    const output = presentFetchOutput(entry, input, selection, {
      nonce: this.#deps.createNonce(),
      cacheHit,
      sharedInFlight,
      attempts: stats.attempts,
      ...(renderReason === undefined ? {} : { renderReason }),
      ...(artifactPath === undefined ? {} : { artifactPath }),
    });
    emitFetchEvent(this.#deps.telemetry, { durationMs: this.#deps.clock.now() - startedAt, stats, output: output.details });
    return ok(output);
  }

  async #acquire(key: string, request: PageRequest, mode: ExtractionMode, plan: RenderPlan, signal: AbortSignal, deadline: number): Promise<Acquisition> {
    const scope = DeadlineScope.until(this.#deps.clock, signal, deadline, FETCH_LIMITS.deadlineMs);
    const stats = emptyRetrievalStats();
    try {
      const result = await this.#retrieve(request, mode, plan, scope, stats);
      if (result.ok) this.#cache.set(key, result.value, result.value.textBytes);
      return { result, stats };
    } catch (error: unknown) {
      // A port broke its contract by throwing; report it instead of crashing the run.
      const message = error instanceof Error ? error.message : String(error);
      return { result: err(toolError('internal_error', `WebFetch failed unexpectedly: ${message.slice(0, 200)}`, { retryable: false })), stats };
    } finally {
      scope.dispose();
    }
  }

  /** Static, rendered, or static then rendered: the plan's retrieval, with the shell rule applied. */
  async #retrieve(request: PageRequest, mode: ExtractionMode, plan: RenderPlan, scope: DeadlineScope, stats: RetrievalStats): Promise<Result<FetchedDocument, ToolError>> {
    const renderer = this.#renderer;
    if (mode !== 'raw') this.#deps.extractor.prepare?.();
    if (plan.kind === 'browser_first' && renderer !== undefined) return renderer.acquire(request.url, request.policy, 'browser_first', scope, stats);
    const fetched = await this.#acquirer.acquire(request, mode, scope, stats);
    if (!fetched.ok) return fetched;
    const { document, status } = fetched.value;
    const action = decideAfterStaticRetrieval({
      configured: this.#settings.render, plan, format: mode === 'raw' ? 'raw' : 'markdown',
      contentKind: document.contentKind, status, classification: document.classification,
    });
    switch (action.kind) {
      case 'accept':
        return fetched;
      case 'render':
        return renderer === undefined ? err(shellRefusal('renderer_not_available', status)) : renderer.acquire(fetched.value.finalUrl, request.policy, 'client_rendered_shell', scope, stats);
      case 'refuse_shell':
        return err(shellRefusal(action.why, status));
    }
  }

  async #saveArtifact(entry: FetchedDocument, format: FetchFormat, fullText: string): Promise<string | undefined> {
    let saved = entry.artifactPaths.get(format);
    if (saved === undefined) {
      const extension = format === 'markdown' ? 'md' : format === 'raw' && entry.document.contentKind === 'json' ? 'json' : 'txt';
      saved = this.#deps.artifacts.save(fullText, { extension }).catch(() => undefined);
      entry.artifactPaths.set(format, saved);
    }
    const path = await saved;
    if (path === undefined) entry.artifactPaths.delete(format);
    return path;
  }

  #fail(error: ToolError, startedAt: number, stats: RetrievalStats = emptyRetrievalStats()): Result<never, ToolError> {
    emitFetchEvent(this.#deps.telemetry, { durationMs: this.#deps.clock.now() - startedAt, stats, error });
    return err(error);
  }
}
