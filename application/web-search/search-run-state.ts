import { withBudgetRenewal, type BudgetExhausted } from '../../domain/budget/budget-exhausted.js';
import { createRunBudgetGate, type RunBudgetGate } from '../../domain/budget/run-budget-gate.js';
import type { ProviderFailureCode, SearchProviderId } from '../ports/search-provider.port.js';

/** Why a provider sits out the rest of the run, and when it may be worth asking again. */
export interface DeferredProvider {
  readonly code: ProviderFailureCode;
  readonly retryAt?: number;
  readonly retryAfterMs?: number;
}

/**
 * Search state owned by one logical run: its request budget and the providers deferred for the
 * rest of the run after a rate limit. A child agent or a later run gets a fresh instance.
 */
export class SearchRunState {
  readonly gate: RunBudgetGate;
  readonly #deferred = new Map<SearchProviderId, DeferredProvider>();
  readonly #budgetRenewsAt: (() => number) | undefined;

  /**
   * `budgetRenewsAt` is given by hosts that renew the budget by starting a fresh run after an idle
   * gap (the MCP session): it answers the epoch ms of that renewal if no further call comes.
   */
  constructor(maxRequestsPerRun: number, budgetRenewsAt?: () => number) {
    this.gate = createRunBudgetGate(maxRequestsPerRun);
    this.#budgetRenewsAt = budgetRenewsAt;
  }

  /** Epoch ms when the host renews this run's budget if no further call comes; undefined when it never does. */
  budgetRenewsAt(): number | undefined {
    return this.#budgetRenewsAt?.();
  }

  /** The exhaustion value for this run, with `retryAt` when its host renews the budget. */
  exhaustion(): BudgetExhausted {
    return withBudgetRenewal(this.gate.exhaustion(), this.budgetRenewsAt());
  }

  defer(provider: SearchProviderId, reason: DeferredProvider): void {
    this.#deferred.set(provider, reason);
  }

  deferredOf(provider: SearchProviderId): DeferredProvider | undefined {
    return this.#deferred.get(provider);
  }
}
