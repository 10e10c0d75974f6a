/**
 * What WebSearch returns, deterministically and without sending anything, once the run's
 * request budget is spent. The shape is model-facing and exact: no other fields.
 */
export interface BudgetExhausted {
  readonly code: 'search_budget_exhausted';
  readonly requestsUsed: number;
  readonly requestsRemaining: 0;
  /** Another search in this run cannot help: the budget never refills within a run. */
  readonly retryInRun: false;
  readonly nextAction: 'use_available_evidence';
  /**
   * Epoch ms at which a fresh budget starts, present only when the host renews it (an MCP session
   * ends its run after an idle gap without tool calls): the earliest time, if no call comes first.
   */
  readonly retryAt?: number;
}

/** The exhaustion value with the time its host renews the budget (see {@link BudgetExhausted.retryAt}). */
export function withBudgetRenewal(exhaustion: BudgetExhausted, retryAt: number | undefined): BudgetExhausted {
  return retryAt === undefined ? exhaustion : { ...exhaustion, retryAt };
}

/** Builds the exhaustion value for a run that has used `requestsUsed` requests. */
export function budgetExhausted(requestsUsed: number): BudgetExhausted {
  return {
    code: 'search_budget_exhausted',
    requestsUsed,
    requestsRemaining: 0,
    retryInRun: false,
    nextAction: 'use_available_evidence',
  };
}
