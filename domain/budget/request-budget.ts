import type { Result } from '../shared/result.js';
import { err, ok } from '../shared/result.js';
import type { BudgetExhausted } from './budget-exhausted.js';
import { budgetExhausted } from './budget-exhausted.js';
import { MAX_REQUESTS_PER_RUN, MIN_REQUESTS_PER_RUN } from './max-requests-per-run.js';

/**
 * The immutable per-run count of actual provider search requests.
 * Invariant: `requestsUsed + requestsRemaining === limit`, both non-negative integers.
 *
 * Only a request that actually reaches a provider consumes: cache hits, in-flight followers,
 * cooldown skips and quota skips consume zero (the caller simply does not call `consumeRequest`),
 * while a local Ollama compatibility retry consumes twice (once per path it reaches).
 */
export interface RequestBudget {
  readonly limit: number;
  readonly requestsUsed: number;
  readonly requestsRemaining: number;
}

/**
 * A fresh budget (each run and each child agent gets one). `limit` must already be validated
 * (`validateMaxRequestsPerRun`); anything else is a programmer error and throws.
 */
export function createRequestBudget(limit: number): RequestBudget {
  if (!Number.isInteger(limit) || limit < MIN_REQUESTS_PER_RUN || limit > MAX_REQUESTS_PER_RUN) {
    throw new RangeError(`request budget limit must be an integer ${MIN_REQUESTS_PER_RUN}-${MAX_REQUESTS_PER_RUN}, got ${String(limit)}`);
  }
  return Object.freeze({ limit, requestsUsed: 0, requestsRemaining: limit });
}

/**
 * Takes one request from the budget: the next budget, or `search_budget_exhausted` when none remain
 * (the caller must then send nothing). Never mutates `budget`.
 */
export function consumeRequest(budget: RequestBudget): Result<RequestBudget, BudgetExhausted> {
  if (budget.requestsRemaining <= 0) return err(budgetExhausted(budget.requestsUsed));
  return ok(
    Object.freeze({
      limit: budget.limit,
      requestsUsed: budget.requestsUsed + 1,
      requestsRemaining: budget.requestsRemaining - 1,
    }),
  );
}

/**
 * Gives back one request that was taken but never sent (the connect hook refused the destination
 * before any packet left). A budget with nothing used is returned unchanged. Never mutates `budget`.
 */
export function refundRequest(budget: RequestBudget): RequestBudget {
  if (budget.requestsUsed <= 0) return budget;
  return Object.freeze({
    limit: budget.limit,
    requestsUsed: budget.requestsUsed - 1,
    requestsRemaining: budget.requestsRemaining + 1,
  });
}
