import { frameResultBody } from '../../domain/search-output/search-output-renderer.js';
import type { BackendFilterSupportView, RenderedResultBody } from '../../domain/search-output/search-output-view.js';
import type { SearchInput } from '../../domain/search/search-input.schema.js';
import type { BudgetSnapshot } from './search-failure.builder.js';
import { cooldownBackendsOf, isRateLimited } from './search-failure.builder.js';
import type { ToolCallResult } from '../ports/web-research.port.js';
import type { SearchAnswer } from './search-outcome.js';

/** How this call got its answer: fresh from providers, from the 15-minute process cache, or by joining an identical in-flight call. */
export interface AnswerSource {
  readonly cacheHit: boolean;
  readonly shared: boolean;
}

/**
 * The model-facing text and structured `details` for a search that produced an answer
 * (ranked results, or a genuine `No results.` from a working backend). `body` must be
 * `renderResultBody(answer.results)`; a caller showing an answer again passes the one it kept.
 */
export function buildSearchResponse(
  answer: SearchAnswer,
  input: SearchInput,
  budget: BudgetSnapshot,
  source: AnswerSource,
  body: RenderedResultBody,
): ToolCallResult {
  const cooldownBackends = cooldownBackendsOf(answer.dispositions);
  const rateLimited = isRateLimited(answer.dispositions);
  const filterSupport: BackendFilterSupportView[] = Object.entries(answer.filterSupport).map(([backend, support]) => ({ backend, ...support }));
  const rendered = frameResultBody({
    control: {
      backend: answer.backends.length > 0 ? answer.backends.join('+') : (answer.dispositions.find((d) => d.status === 'empty' || d.status === 'irrelevant')?.backend ?? 'none'),
      requestsUsed: budget.requestsUsed,
      requestsRemaining: budget.requestsRemaining,
      cooldown: cooldownBackends.map((c) => c.backend),
      extra: [
        ...(source.cacheHit ? [['cache', 'hit'] as const] : []),
        ...(source.shared ? [['shared', 'in_flight'] as const] : []),
        ...(rateLimited ? [['rate_limited', answer.dispositions.filter((d) => d.status === 'rate_limited').map((d) => d.backend).join(',')] as const] : []),
        ...(answer.budgetStopped ? [['budget', 'exhausted'] as const] : []),
      ],
    },
    metadata: {
      backends: answer.dispositions.filter((d) => d.requests > 0 || d.status === 'ok').map((d) => `${d.backend}:${d.status}`),
      query: answer.query,
      alternateQueriesUsed: answer.alternateQueriesUsed,
    },
    filters: {
      domains: input.domains,
      excludeDomains: input.excludeDomains,
      ...(input.language === undefined ? {} : { language: input.language }),
      ...(input.timeRange === undefined ? {} : { timeRange: input.timeRange }),
      filterSupport,
    },
  }, body);
  return {
    ok: true,
    content: rendered.text,
    details: {
      backend: answer.backends[0] ?? null,
      backends: answer.backends,
      query: answer.query,
      alternateQueriesUsed: answer.alternateQueriesUsed,
      results: answer.results,
      resultCount: answer.results.length,
      rateLimited,
      cooldownBackends,
      filterSupport: answer.filterSupport,
      dispositions: answer.dispositions,
      requestBudget: budget.limit,
      requestsUsed: budget.requestsUsed,
      requestsRemaining: budget.requestsRemaining,
      cacheHit: source.cacheHit,
      shared: source.shared,
      truncated: rendered.truncated,
      resultsOmitted: rendered.resultsOmitted,
      snippetsShortened: rendered.snippetsShortened,
    },
  };
}
