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
