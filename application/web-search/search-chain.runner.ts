import type { SearchPlan } from './search-plan.js';
import type { BackendDisposition, SearchAnswer } from './search-outcome.js';
import type { FilterSupport, SearchProviderId } from '../ports/search-provider.port.js';
import { runProviderStage, type StageContext, type StageReport } from './provider-stage.runner.js';
import { assembleResults } from './search-results.assembler.js';
import { DeadlineExceeded } from '../shared/deadline-scope.js';

/** What the chain produced: an answer (cacheable only when the chain ran to a real conclusion), a budget stop before any request, or a failure of every eligible backend. */
export type ChainOutcome =
  | { readonly kind: 'answer'; readonly answer: SearchAnswer; readonly cacheable: boolean; readonly cooldownSkips: number; readonly quotaSkips: number }
  | { readonly kind: 'budget_exhausted' }
  | { readonly kind: 'failure'; readonly dispositions: readonly BackendDisposition[]; readonly cooldownSkips: number; readonly quotaSkips: number };

const WORKING = new Set(['ok', 'empty', 'irrelevant']);

function unreached(stageId: SearchProviderId, signal: AbortSignal): BackendDisposition {
  const timedOut = signal.reason instanceof DeadlineExceeded;
  return { backend: stageId, status: timedOut ? 'timeout' : 'cancelled', requests: 0, retryInRun: false, message: timedOut ? 'the 60 s search deadline expired before this backend ran' : 'cancelled before this backend ran' };
}

/**
 * Walks the plan's stages in order. A stage ends the chain when the filters and relevance gate
 * accept at least one of its results; a strict plan never goes past its one stage; a non-empty
 * but irrelevant answer does not stop auto. Rate-limited providers are deferred for the run by the
 * stage runner; nothing here waits out a cooldown.
 */
export async function runSearchChain(plan: SearchPlan, ctx: StageContext): Promise<ChainOutcome> {
  const reports: StageReport[] = [];
  for (const stage of plan.stages) {
    if (ctx.signal.aborted) {
      reports.push({ disposition: unreached(stage.id, ctx.signal), lists: [], accepted: false, variantsRun: 0, budgetStopped: false });
      continue;
    }
    const report = await runProviderStage(stage, ctx);
    reports.push(report);
    if (report.accepted || report.budgetStopped || plan.strict) break;
  }

  const dispositions = reports.map((r) => r.disposition);
  const cooldownSkips = dispositions.filter((d) => d.status === 'cooldown' || d.status === 'deferred').length;
  // A Codex quota skip sends nothing; a usage limit reported by a started turn is not a skip.
  const quotaSkips = dispositions.filter((d) => d.status === 'quota_exhausted' && d.requests === 0).length;
  const results = assembleResults(reports.flatMap((r) => r.lists), ctx.acceptance, ctx.input.limit);
  const working = dispositions.some((d) => WORKING.has(d.status));
  const budgetStopped = reports.some((r) => r.budgetStopped);

  if (results.length === 0 && !working) {
    const requests = dispositions.reduce((sum, d) => sum + d.requests, 0);
    if (budgetStopped && requests === 0) return { kind: 'budget_exhausted' };
    return { kind: 'failure', dispositions, cooldownSkips, quotaSkips };
  }

  const filterSupport: Partial<Record<SearchProviderId, FilterSupport>> = {};
  for (const report of reports) if (report.filterSupport !== undefined) filterSupport[report.disposition.backend] = report.filterSupport;
  const usedBackends = [...new Set(results.flatMap((r) => r.provenance.map((p) => p.backend as SearchProviderId)))];
  const variantsRun = Math.max(0, ...reports.map((r) => r.variantsRun));
  return {
    kind: 'answer',
    cacheable: !budgetStopped && !ctx.signal.aborted,
    cooldownSkips,
    quotaSkips,
    answer: {
      backends: usedBackends,
      query: ctx.input.query,
      alternateQueriesUsed: ctx.input.alternateQueries.slice(0, Math.max(0, variantsRun - 1)),
      results,
      dispositions,
      filterSupport,
      budgetStopped,
    },
  };
}
