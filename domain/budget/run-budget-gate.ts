import type { BudgetExhausted } from './budget-exhausted.js';
import { budgetExhausted } from './budget-exhausted.js';
import type { RequestBudget } from './request-budget.js';
import { consumeRequest, createRequestBudget, refundRequest } from './request-budget.js';

/**
 * Consumed right before every actual provider request; false means "send nothing".
 * Structurally identical to `RequestGate` in `application/ports/search-provider.port.ts`
 * (the domain cannot import application).
 */
export interface RequestConsumptionGate {
  tryConsume(): boolean;
  refund(): void;
}

/**
 * The one mutable holder of a run's `RequestBudget` (no I/O, no clock): shared by every search
 * and route retry of one logical run. Create one per run and per child agent.
 */
export class RunBudgetGate implements RequestConsumptionGate {
  #budget: RequestBudget;

  constructor(limit: number) {
    this.#budget = createRequestBudget(limit);
  }

  /** Consumes one request if any remain. */
  tryConsume(): boolean {
    const next = consumeRequest(this.#budget);
    if (!next.ok) return false;
    this.#budget = next.value;
    return true;
  }

  /** Returns one consumed request whose request was never sent. */
  refund(): void {
    this.#budget = refundRequest(this.#budget);
  }

  /** The current immutable budget snapshot. */
  get budget(): RequestBudget {
    return this.#budget;
  }

  /** True when no request remains. */
  get exhausted(): boolean {
    return this.#budget.requestsRemaining === 0;
  }

  /** The exact exhaustion value for the current usage. */
  exhaustion(): BudgetExhausted {
    return budgetExhausted(this.#budget.requestsUsed);
  }
}

/** A fresh gate for one run; `limit` must be a validated `maxRequestsPerRun` (throws otherwise). */
export function createRunBudgetGate(limit: number): RunBudgetGate {
  return new RunBudgetGate(limit);
}
