import type { RankedItem, RankedList } from '../../domain/ranking/ranked-result.js';
import type { SearchInput } from '../../domain/search/search-input.schema.js';
import { CODEX_REQUEST_TIMEOUT_MS } from '../../domain/codex/codex-timings.js';
import { AUTO_SEARXNG_STAGE_BUDGET_MS, PROVIDER_REQUEST_TIMEOUT_MS, STRICT_SEARXNG_REQUEST_TIMEOUT_MS } from '../../domain/search/search-deadlines.js';
import type { DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { DestinationPolicyPort } from '../ports/destination-policy.port.js';
import type { CoordinationPort, CoordinationScope, RequestOutcome } from '../ports/coordination.port.js';
import type { TelemetryPort } from '../ports/telemetry.port.js';
import type { FilterSupport, ProviderFailure, ProviderSuccess, SearchProviderId, SearchProviderPort } from '../ports/search-provider.port.js';
import { err, type Result } from '../../domain/shared/result.js';
import { cooldownPhrase } from '../../domain/cooldown/cooldown-cause.js';
import type { PlannedStage } from './search-plan.js';
import type { SearchRunState } from './search-run-state.js';
import type { BackendDisposition, BackendStatus } from './search-outcome.js';
import { toRankedList } from './ranked-list.mapper.js';
import type { ResultAcceptance } from './result-acceptance.js';

/** Everything a stage needs besides the stage itself. */
export interface StageContext {
  readonly input: SearchInput;
  /** The search's filters and relevance gate (each variant's parsed query), verdicts remembered for the search. */
  readonly acceptance: ResultAcceptance;
  readonly run: SearchRunState;
  readonly coordination: CoordinationPort;
  readonly clock: ClockPort;
  readonly telemetry: TelemetryPort;
  readonly policy: NetworkPolicy;
  /** Decides each provider's endpoint under `policy` before any request (and any budget) is spent. */
  readonly destinations: DestinationPolicyPort;
  readonly strict: boolean;
  /** Epoch ms: the whole search's deadline. */
  readonly deadline: number;
  readonly signal: AbortSignal;
  readonly onProgress?: (message: string) => void;
}

/** What one stage produced: ranked lists per query variant, whether any result passed the gate, and its disposition. */
export interface StageReport {
  readonly disposition: BackendDisposition;
  readonly lists: readonly RankedList[];
  /** Some result of this stage passed the filters and the relevance gate (which ends the chain). */
  readonly accepted: boolean;
  readonly variantsRun: number;
  readonly filterSupport?: FilterSupport;
  readonly budgetStopped: boolean;
}

/** The purpose each provider's endpoint is decided under. */
export const STAGE_PURPOSE: Readonly<Record<SearchProviderId, DestinationPurpose>> = {
  searxng: 'operator-endpoint',
  ollama: 'operator-endpoint',
  codex: 'subscription-search',
  duckduckgo: 'keyless-search',
  startpage: 'keyless-search',
};

function skipped(backend: SearchProviderId, status: BackendStatus, extra: Partial<BackendDisposition> = {}): StageReport {
  return { disposition: { backend, status, requests: 0, retryInRun: false, ...extra }, lists: [], accepted: false, variantsRun: 0, budgetStopped: status === 'budget_exhausted' };
}

function outcomeOf(result: Result<ProviderSuccess, ProviderFailure>): RequestOutcome {
  if (result.ok) return { kind: 'success' };
  switch (result.error.code) {
    case 'rate_limited':
    case 'access_challenge':
      return result.error.retryAfterMs === undefined ? { kind: 'throttled' } : { kind: 'throttled', retryAfterMs: result.error.retryAfterMs };
    case 'backend_unavailable':
    case 'timeout':
      return { kind: 'infrastructure_failure' };
    default:
      return { kind: 'neutral' };
  }
}

/** Runs one provider: primary query first, alternates in order only while nothing was accepted (Codex: the primary only). */
export async function runProviderStage(stage: PlannedStage, ctx: StageContext): Promise<StageReport> {
  const { id } = stage;
  if (stage.provider === undefined) return skipped(id, stage.skip, { message: stage.skip === 'not_ready' ? `${id} search is not ready` : `${id} is not configured` });
  const provider: SearchProviderPort = stage.provider;

  const deferred = ctx.run.deferredOf(id);
  if (deferred !== undefined) {
    return skipped(id, 'deferred', { message: `deferred for the rest of this run after ${deferred.code}`, ...(deferred.retryAt === undefined ? {} : { retryAt: deferred.retryAt }) });
  }
  // Codex's app-server reaches its service itself: its endpoint is decided by name only.
  const verdict = await ctx.destinations.check(provider.endpoint, ctx.policy, STAGE_PURPOSE[id], { resolve: id !== 'codex' });
  if (verdict.kind === 'denied') return skipped(id, 'policy_denied', { message: `refused by the sandbox network policy (${verdict.reason}): ${verdict.message}` });
  if (verdict.kind === 'unresolved') return skipped(id, 'backend_unavailable', { message: `${verdict.message}; no request was sent` });

  const scope: CoordinationScope = { kind: id, key: provider.scopeKey };
  const cooling = await ctx.coordination.cooldownStatus(scope);
  if (cooling !== undefined) {
    return skipped(id, 'cooldown', { retryAt: cooling.retryAt, retryAfterMs: Math.max(0, cooling.retryAt - ctx.clock.now()), message: cooldownPhrase(cooling.cause), cooldownCause: cooling.cause });
  }

  const stageDeadline = id === 'searxng' && !ctx.strict ? Math.min(ctx.deadline, ctx.clock.now() + AUTO_SEARXNG_STAGE_BUDGET_MS) : ctx.deadline;
  // Codex gets at most one exact-query turn (spec): alternate wordings never reach it.
  const queries = id === 'codex' ? [ctx.input.query] : [ctx.input.query, ...ctx.input.alternateQueries];
  const lists: RankedList[] = [];
  let accepted = false;
  let requests = 0;
  let sawResults = false;
  let variantsRun = 0;
  let filterSupport: FilterSupport | undefined;

  for (const [variant, query] of queries.entries()) {
    if (variant > 0 && accepted) break;
    if (ctx.run.gate.exhausted) {
      return { ...skipped(id, 'budget_exhausted', { requests, message: 'request budget spent' }), lists, accepted, variantsRun, ...(filterSupport ? { filterSupport } : {}) };
    }
    ctx.onProgress?.(`searching ${id}${variant > 0 ? ` (alternate ${variant})` : ''}…`);
    const admission = await ctx.coordination.admit(scope, { signal: ctx.signal, deadline: stageDeadline });
    if (!admission.ok) {
      const refusal = admission.error;
      if (refusal.code === 'cancelled') return { ...skipped(id, 'cancelled', { requests }), lists, accepted, variantsRun };
      if (refusal.code === 'timeout') return { ...skipped(id, 'timeout', { requests, message: 'no admission slot within the stage budget', retryInRun: true }), lists, accepted, variantsRun };
      if (refusal.code === 'coordination_unavailable') return { ...skipped(id, 'coordination_unavailable', { requests, message: refusal.message }), lists, accepted, variantsRun };
      return { ...skipped(id, 'cooldown', { requests, retryAt: refusal.retryAt, message: cooldownPhrase(refusal.cause), cooldownCause: refusal.cause }), lists, accepted, variantsRun };
    }
    const started = ctx.clock.now();
    const remaining = Math.max(1, stageDeadline - started);
    const perRequest = id === 'searxng' && ctx.strict ? STRICT_SEARXNG_REQUEST_TIMEOUT_MS : id === 'codex' ? CODEX_REQUEST_TIMEOUT_MS : PROVIDER_REQUEST_TIMEOUT_MS;
    let result: Result<ProviderSuccess, ProviderFailure>;
    try {
      result = await provider.search({
        query,
        limit: ctx.input.limit,
        ...(ctx.input.language === undefined ? {} : { language: ctx.input.language }),
        ...(ctx.input.timeRange === undefined ? {} : { timeRange: ctx.input.timeRange }),
        domains: ctx.input.domains,
        excludeDomains: ctx.input.excludeDomains,
        signal: ctx.signal,
        timeoutMs: Math.min(perRequest, remaining),
        gate: ctx.run.gate,
      });
    } catch {
      // Adapters return failures as values; a throw is a bug, reported as unavailability rather than crashing the run.
      result = err({ code: ctx.signal.aborted ? 'cancelled' : 'backend_unavailable', message: `${id} adapter failed unexpectedly`, requestsSent: 0 });
    }
    await ctx.coordination.release(admission.value, outcomeOf(result));
    variantsRun += 1;
    const requestsSent = result.ok ? result.value.requestsSent : result.error.requestsSent;
    requests += requestsSent;
    ctx.telemetry.emit({
      tool: 'WebSearch', phase: 'provider_request', backend: id, attempt: variant + 1,
      status: result.ok ? (result.value.results.length > 0 ? 'ok' : 'empty') : 'error',
      durationMs: ctx.clock.now() - started, backendMs: ctx.clock.now() - started, queueWaitMs: admission.value.waitedMs,
      requestBudget: ctx.run.gate.budget.limit, requestsRemaining: ctx.run.gate.budget.requestsRemaining,
      ...(result.ok ? {} : { errorCode: result.error.code, ...(result.error.httpStatus === undefined ? {} : { httpStatus: result.error.httpStatus }) }),
    });
    if (!result.ok) {
      // Without Retry-After the absolute retry time is the cooldown the throttle just opened.
      const cooldownEnd = outcomeOf(result).kind === 'throttled' && result.error.retryAfterMs === undefined ? await ctx.coordination.cooldownUntil(scope) : undefined;
      return { disposition: failureDisposition(id, result.error, requests, ctx, cooldownEnd), lists, accepted, variantsRun, budgetStopped: result.error.code === 'search_budget_exhausted', ...(filterSupport ? { filterSupport } : {}) };
    }

    filterSupport = result.value.filterSupport;
    const list = toRankedList(result.value.results, id, variant);
    if (list.length > 0) sawResults = true;
    lists.push(list);
    // Whether any result counts is all the chain needs; which ones is decided after fusion.
    if (list.some((item: RankedItem) => ctx.acceptance.accepts(item))) accepted = true;
  }
  const status: BackendStatus = accepted ? 'ok' : sawResults ? 'irrelevant' : 'empty';
  return { disposition: { backend: id, status, requests, retryInRun: false }, lists, accepted, variantsRun, budgetStopped: false, ...(filterSupport ? { filterSupport } : {}) };
}

function failureDisposition(id: SearchProviderId, failure: ProviderFailure, requests: number, ctx: StageContext, cooldownEnd: number | undefined): BackendDisposition {
  const now = ctx.clock.now();
  const retryAt = failure.retryAfterMs === undefined ? cooldownEnd : now + failure.retryAfterMs;
  if (failure.code === 'rate_limited' || failure.code === 'access_challenge' || failure.code === 'quota_exhausted') {
    ctx.run.defer(id, { code: failure.code, ...(retryAt === undefined ? {} : { retryAt }), ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }) });
  }
  const status: BackendStatus = failure.code === 'search_budget_exhausted' ? 'budget_exhausted' : failure.code === 'policy_denied' ? 'policy_denied' : failure.code === 'backend_not_ready' ? 'not_ready' : failure.code;
  return {
    backend: id,
    status,
    requests,
    message: failure.message,
    retryInRun: status === 'timeout' || status === 'backend_unavailable',
    ...(failure.httpStatus === undefined ? {} : { httpStatus: failure.httpStatus }),
    ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }),
    ...(retryAt === undefined ? {} : { retryAt }),
    ...(failure.engines === undefined ? {} : { engines: failure.engines }),
  };
}
