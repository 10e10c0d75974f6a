import { parseSearchInput, type SearchInput } from '../../domain/search/search-input.schema.js';
import { parseSearchQuery } from '../../domain/relevance/search-query-parser.js';
import { SEARCH_DEADLINE_MS } from '../../domain/search/search-deadlines.js';
import { toolError } from '../../domain/errors/tool-error.js';
import { renderResultBody } from '../../domain/search-output/search-output-renderer.js';
import type { RenderedResultBody } from '../../domain/search-output/search-output-view.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { DestinationPolicyPort } from '../ports/destination-policy.port.js';
import type { CoordinationPort } from '../ports/coordination.port.js';
import type { TelemetryPort } from '../ports/telemetry.port.js';
import type { ToolCallOptions, ToolCallResult } from '../ports/web-research.port.js';
import type { SingleFlight } from '../shared/single-flight.js';
import type { TtlCache } from '../shared/ttl-cache.js';
import { DeadlineScope } from '../shared/deadline-scope.js';
import type { SearchPlan } from './search-plan.js';
import type { SearchRunState } from './search-run-state.js';
import type { SearchAnswer, SearchResultDetail } from './search-outcome.js';
import { searchCacheKey } from './search-cache-key.js';
import { ResultAcceptance } from './result-acceptance.js';
import { runSearchChain, type ChainOutcome } from './search-chain.runner.js';
import { sharedOutcomeFor, type SharedSearch } from './shared-search.js';
import { buildSearchResponse } from './search-response.builder.js';
import { buildBudgetExhausted, buildSearchFailure, type BudgetSnapshot } from './search-failure.builder.js';

/** Process-wide collaborators of WebSearch (the cache and in-flight map are shared by every run). */
export interface WebSearchDependencies {
  readonly plan: SearchPlan;
  readonly coordination: CoordinationPort;
  readonly clock: ClockPort;
  readonly telemetry: TelemetryPort;
  readonly policy: NetworkPolicy;
  readonly destinations: DestinationPolicyPort;
  /** Backend configuration fingerprint: part of the cache key, so a config change never serves stale answers. */
  readonly configFingerprint: string;
  readonly cache: TtlCache<SearchAnswer>;
  readonly flights: SingleFlight<SharedSearch>;
}

function budgetOf(run: SearchRunState): BudgetSnapshot {
  const { limit, requestsUsed, requestsRemaining } = run.gate.budget;
  const renewsAt = run.budgetRenewsAt();
  return { limit, requestsUsed, requestsRemaining, ...(renewsAt === undefined ? {} : { renewsAt }) };
}

function invalid(error: ReturnType<typeof toolError>): ToolCallResult {
  return { ok: false, content: `WebSearch error: ${error.code}${error.field ? ` (${error.field})` : ''}: ${error.message}`, error };
}

/**
 * WebSearch: validates input, answers from the 15-minute process cache or an identical in-flight
 * call (both cost no budget), otherwise runs the backend chain under one 60 s deadline and the
 * run's request budget, and renders the bounded, untrusted-marked answer or an honest failure.
 */
export class WebSearchUseCase {
  /**
   * The rendered results of each answer still in use, keyed by its results list: a cache hit or a
   * caller joining a search in flight shows the same results, and only the lines around them
   * (budget, cache and sharing fields, the caller's filters) differ from one call to the next.
   */
  readonly #bodies = new WeakMap<readonly SearchResultDetail[], RenderedResultBody>();

  constructor(private readonly deps: WebSearchDependencies) {}

  async execute(rawInput: unknown, run: SearchRunState, options: ToolCallOptions & { readonly signal: AbortSignal }): Promise<ToolCallResult> {
    const parsed = parseSearchInput(rawInput);
    if (!parsed.ok) return invalid(parsed.error);
    return this.#search(parsed.value, run, options, true);
  }

  /**
   * `mayFollow`: whether a run whose budget is spent may still join an identical search in flight
   * (followers cost nothing). A follower that got another run's budget stop runs its own search once.
   */
  async #search(input: SearchInput, run: SearchRunState, options: ToolCallOptions & { readonly signal: AbortSignal }, mayFollow: boolean): Promise<ToolCallResult> {
    const started = this.deps.clock.now();
    const key = searchCacheKey(input, this.deps.configFingerprint);

    const cached = this.deps.cache.get(key, started);
    if (cached !== undefined) {
      const response = buildSearchResponse(cached, input, budgetOf(run), { cacheHit: true, shared: false }, this.#bodyOf(cached));
      this.emit(response, run, started, { cacheHit: true });
      return response;
    }
    if (run.gate.exhausted && !(mayFollow && this.deps.flights.has(key))) {
      const response = buildBudgetExhausted(run.exhaustion(), run.gate.budget.limit);
      this.emit(response, run, started, {});
      return response;
    }

    // A rejected chain means a port broke its contract: report it as such, not as the caller's cancellation.
    const flight = await this.deps.flights
      .run(key, options.signal, async (signal): Promise<SharedSearch> => ({ outcome: await this.runWithDeadline(input, run, signal, options.onProgress), startedBy: run }))
      .catch((reason: unknown) => ({ kind: 'failed', reason }) as const);
    if (flight.kind === 'failed') {
      const error = toolError('internal_error', 'WebSearch failed unexpectedly; the search was not completed.', { retryable: false });
      return { ok: false, content: 'WebSearch error: internal_error. The search failed unexpectedly and was not completed.', error };
    }
    if (flight.kind === 'abandoned') {
      const error = toolError('cancelled', 'WebSearch was cancelled before it finished.', { retryable: false });
      return { ok: false, content: 'WebSearch error: cancelled. The search was cancelled before it finished.', error };
    }
    if (flight.value.outcome.kind === 'budget_exhausted' && flight.value.startedBy !== run && !run.gate.exhausted && mayFollow) {
      return this.#search(input, run, options, false);
    }
    const outcome = sharedOutcomeFor(flight.value, run);
    let response: ToolCallResult;
    if (outcome.kind === 'answer') {
      if (outcome.cacheable) this.deps.cache.set(key, outcome.answer, this.deps.clock.now());
      response = buildSearchResponse(outcome.answer, input, budgetOf(run), { cacheHit: false, shared: flight.shared }, this.#bodyOf(outcome.answer));
    } else if (outcome.kind === 'budget_exhausted') {
      response = buildBudgetExhausted(run.exhaustion(), run.gate.budget.limit);
    } else {
      response = buildSearchFailure(outcome.dispositions, this.deps.plan.strict, budgetOf(run));
    }
    this.emit(response, run, started, outcome.kind === 'budget_exhausted' ? { cooldownSkips: 0, quotaSkips: 0 } : { cooldownSkips: outcome.cooldownSkips, quotaSkips: outcome.quotaSkips });
    return response;
  }

  #bodyOf(answer: SearchAnswer): RenderedResultBody {
    let body = this.#bodies.get(answer.results);
    if (body === undefined) {
      body = renderResultBody(answer.results);
      this.#bodies.set(answer.results, body);
    }
    return body;
  }

  private async runWithDeadline(input: SearchInput, run: SearchRunState, signal: AbortSignal, onProgress?: (message: string) => void): Promise<ChainOutcome> {
    const scope = DeadlineScope.open(this.deps.clock, signal, SEARCH_DEADLINE_MS);
    try {
      return await runSearchChain(this.deps.plan, {
        input,
        acceptance: new ResultAcceptance([input.query, ...input.alternateQueries].map(parseSearchQuery), input),
        run,
        coordination: this.deps.coordination,
        clock: this.deps.clock,
        telemetry: this.deps.telemetry,
        policy: this.deps.policy,
        destinations: this.deps.destinations,
        strict: this.deps.plan.strict,
        deadline: scope.deadline,
        signal: scope.signal,
        ...(onProgress === undefined ? {} : { onProgress }),
      });
    } finally {
      scope.dispose();
    }
  }

  private emit(response: ToolCallResult, run: SearchRunState, started: number, extra: { cacheHit?: boolean; cooldownSkips?: number; quotaSkips?: number }): void {
    const details = response.ok ? response.details : response.error.details;
    this.deps.telemetry.emit({
      tool: 'WebSearch',
      phase: 'search',
      status: response.ok ? (details?.['resultCount'] === 0 ? 'empty' : 'ok') : 'error',
      durationMs: this.deps.clock.now() - started,
      requestBudget: run.gate.budget.limit,
      requestsRemaining: run.gate.budget.requestsRemaining,
      cacheHit: extra.cacheHit ?? false,
      ...(extra.cooldownSkips === undefined ? {} : { cooldownSkips: extra.cooldownSkips }),
      ...(extra.quotaSkips === undefined ? {} : { quotaSkips: extra.quotaSkips }),
      ...(response.ok ? { truncated: details?.['truncated'] === true } : { errorCode: response.error.code, nextAction: String(response.error.details?.['nextAction'] ?? 'use_available_evidence') }),
      ...(!response.ok && typeof response.error.details?.['retryAt'] === 'number' ? { retryAt: response.error.details['retryAt'] } : {}),
    });
  }
}
