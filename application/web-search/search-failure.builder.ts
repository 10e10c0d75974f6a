import type { BudgetExhausted } from '../../domain/budget/budget-exhausted.js';
import type { ErrorCode } from '../../domain/errors/error-codes.js';
import { toolError } from '../../domain/errors/tool-error.js';
import { renderSearchControlLine } from '../../domain/search-output/search-control-line.js';
import type { ToolCallResult } from '../ports/web-research.port.js';
import type { BackendDisposition } from './search-outcome.js';

/** The run's request-budget counters at the time of the answer. */
export interface BudgetSnapshot {
  readonly limit: number;
  readonly requestsUsed: number;
  readonly requestsRemaining: number;
  /** Epoch ms when the host renews the budget (an MCP session after an idle gap); absent when it never does. */
  readonly renewsAt?: number;
}

/** The line telling the model when a renewed budget starts, without inviting it to wait. */
function renewalNote(renewsAtIso: string): string {
  return `A fresh budget starts at ${renewsAtIso} if no tool call is made before then; do not wait for it.`;
}

const THROTTLED = new Set(['rate_limited', 'deferred', 'cooldown', 'access_challenge', 'quota_exhausted']);

/** Throttled, deferred or cooling down: the backend was not (or could not be) asked for throttling-like reasons. */
function isHeldBack(d: BackendDisposition): boolean {
  return THROTTLED.has(d.status);
}

/** True when any backend was throttled in this search, even if another rescued it (silent degradation stays visible). A cooldown opened by infrastructure failures is not throttling. */
export function isRateLimited(dispositions: readonly BackendDisposition[]): boolean {
  return dispositions.some((d) => isHeldBack(d) && d.cooldownCause !== 'infrastructure_failures');
}

/** Backends skipped or deferred because of throttling or a cooldown, with their absolute retry time when known and the cooldown's cause. */
export function cooldownBackendsOf(dispositions: readonly BackendDisposition[]): { backend: string; retryAt?: number; retryAfterMs?: number; cause?: string }[] {
  return dispositions
    .filter(isHeldBack)
    .map((d) => ({
      backend: d.backend,
      ...(d.retryAt === undefined ? {} : { retryAt: d.retryAt }),
      ...(d.retryAfterMs === undefined ? {} : { retryAfterMs: d.retryAfterMs }),
      ...(d.cooldownCause === undefined ? {} : { cause: d.cooldownCause }),
    }));
}

function overallCode(dispositions: readonly BackendDisposition[], strict: boolean): ErrorCode {
  const attempted = dispositions.filter((d) => d.status !== 'not_configured' && d.status !== 'not_ready');
  const relevant = attempted.length > 0 ? attempted : dispositions;
  if (strict && relevant.length === 1) {
    const only = relevant[0]!.status;
    if (only === 'not_configured' || only === 'not_ready') return 'backend_not_ready';
    if (only === 'deferred' || only === 'cooldown') return 'rate_limited';
    if (only === 'budget_exhausted') return 'search_budget_exhausted';
    if (only === 'ok' || only === 'empty' || only === 'irrelevant') return 'internal_error';
    return only;
  }
  if (relevant.length === 0) return 'backend_not_ready';
  if (relevant.every((d) => d.status === 'cancelled')) return 'cancelled';
  if (relevant.every(isHeldBack)) return 'rate_limited';
  if (relevant.every((d) => d.status === 'policy_denied')) return 'policy_denied';
  if (relevant.every((d) => d.status === 'coordination_unavailable')) return 'coordination_unavailable';
  if (relevant.some((d) => d.status === 'budget_exhausted') && !relevant.some((d) => d.requests > 0 && d.retryInRun)) return 'search_budget_exhausted';
  // Claim unavailability only when a backend actually failed to serve; otherwise name what blocked them.
  const failed = relevant.filter((d) => UNAVAILABLE.has(d.status));
  if (failed.length > 0) return failed.every((d) => d.status === 'timeout') ? 'timeout' : 'backend_unavailable';
  if (relevant.some(isHeldBack)) return 'rate_limited';
  if (relevant.some((d) => d.status === 'policy_denied')) return 'policy_denied';
  if (relevant.some((d) => d.status === 'authentication_required')) return 'authentication_required';
  return 'backend_not_ready';
}

/** Statuses that say a backend was tried and could not serve (as opposed to being blocked or skipped). */
const UNAVAILABLE = new Set(['backend_unavailable', 'timeout']);

/** The failure's headline: what happened, in words that match the category. */
function headline(code: ErrorCode): string {
  switch (code) {
    case 'rate_limited':
      return 'Every eligible backend was rate-limited, cooling down or otherwise blocked; this says nothing about the web.';
    case 'policy_denied':
      return 'The sandbox network policy refused every eligible backend that was not otherwise blocked; nothing was sent to them.';
    case 'search_budget_exhausted':
      return "The run's search request budget ran out before a backend produced an answer.";
    case 'cancelled':
      return 'The search was cancelled before a backend produced an answer.';
    case 'coordination_unavailable':
      return 'Host coordination state is unusable, so nothing was sent (no uncoordinated fallback); the operator should run `mono-agent web-control status`.';
    case 'backend_not_ready':
      return 'No eligible backend is configured and ready.';
    case 'backend_unavailable':
    case 'timeout':
      return 'Every eligible backend failed or was blocked: this is an infrastructure failure, not an empty result.';
    default:
      return 'No eligible backend produced an answer; this is not an empty result.';
  }
}

function isoOf(epochMs: number | undefined): string | undefined {
  return epochMs === undefined ? undefined : new Date(epochMs).toISOString();
}

function describe(d: BackendDisposition): string {
  const retry = isoOf(d.retryAt);
  const engines = d.engines?.map((e) => `${e.engine}: ${e.reason}`).join('; ');
  return `- ${d.backend}: ${d.status}${d.message ? ` (${d.message})` : ''}${engines ? ` [${engines}]` : ''}${retry ? `; retry after ${retry}` : ''}`;
}

/**
 * The tool error for a search where every eligible backend failed, was blocked or was skipped:
 * per backend a stable category, the earliest retry time, and whether another attempt in this run
 * can help, so a model does not repeat the same call.
 */
export function buildSearchFailure(dispositions: readonly BackendDisposition[], strict: boolean, budget: BudgetSnapshot): ToolCallResult {
  const code = overallCode(dispositions, strict);
  const retryTimes = dispositions.map((d) => d.retryAt).filter((t): t is number => t !== undefined);
  // A spent budget blocks every backend until it renews, whatever each backend's own retry time.
  const renewal = code === 'search_budget_exhausted' ? budget.renewsAt : undefined;
  const retryAt = renewal ?? (retryTimes.length > 0 ? Math.min(...retryTimes) : undefined);
  const retryAfterMs = dispositions.map((d) => d.retryAfterMs).filter((t): t is number => t !== undefined);
  const retryInRun = budget.requestsRemaining > 0 && dispositions.some((d) => d.retryInRun);
  const nextAction = retryInRun ? 'retry_once_or_use_available_evidence' : 'use_available_evidence';
  const error = toolError(code, `WebSearch failed: no eligible backend produced an answer (${dispositions.map((d) => `${d.backend}: ${d.status}`).join(', ')})`, {
    retryable: retryInRun,
    details: {
      backends: dispositions,
      rateLimited: isRateLimited(dispositions),
      cooldownBackends: cooldownBackendsOf(dispositions),
      ...(retryAt === undefined ? {} : { retryAt }),
      ...(retryAfterMs.length > 0 ? { retryAfterMs: Math.min(...retryAfterMs) } : {}),
      retryInRun,
      nextAction,
      requestBudget: budget.limit,
      requestsUsed: budget.requestsUsed,
      requestsRemaining: budget.requestsRemaining,
    },
  });
  const control = renderSearchControlLine({
    backend: 'none', requestsUsed: budget.requestsUsed, requestsRemaining: budget.requestsRemaining,
    cooldown: cooldownBackendsOf(dispositions).map((c) => c.backend), extra: [['error', code], ['retry_in_run', retryInRun]],
  });
  const advice = retryInRun
    ? 'A transient failure may clear: at most one more search in this run; otherwise fetch URLs you already have or answer from available evidence.'
    : 'Do not repeat this search in this run, and do not wait out a cooldown: fetch URLs you already have, or answer from available evidence and state the limitation.';
  const renewalIso = isoOf(renewal);
  const content = [control, `WebSearch error: ${code}. ${headline(code)}`, ...dispositions.map(describe), ...(renewalIso === undefined ? [] : [renewalNote(renewalIso)]), advice].join('\n');
  return { ok: false, content, error };
}

/**
 * The deterministic answer when the run's request budget is spent before any request could be
 * sent. When the host renews the budget (`exhaustion.retryAt`), the text says when, and still
 * tells the model not to wait for it.
 */
export function buildBudgetExhausted(exhaustion: BudgetExhausted, limit: number): ToolCallResult {
  const error = toolError('search_budget_exhausted', `WebSearch request budget of ${limit} for this run is spent; no request was sent.`, {
    retryable: false,
    details: { ...exhaustion, requestBudget: limit },
  });
  const control = renderSearchControlLine({ backend: 'none', requestsUsed: exhaustion.requestsUsed, requestsRemaining: 0, cooldown: [], extra: [['error', 'search_budget_exhausted']] });
  const renewal = isoOf(exhaustion.retryAt);
  const summary = `WebSearch error: search_budget_exhausted. requestsUsed=${exhaustion.requestsUsed} requestsRemaining=0 retryInRun=false nextAction=use_available_evidence${renewal === undefined ? '' : ` retryAt=${renewal}`}`;
  return {
    ok: false,
    content: [control, summary, ...(renewal === undefined ? [] : [renewalNote(renewal)]), 'Use the evidence you already have (fetch URLs returned earlier) and state the limitation.'].join('\n'),
    error,
  };
}
