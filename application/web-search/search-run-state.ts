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

  constructor(maxRequestsPerRun: number) {
    this.gate = createRunBudgetGate(maxRequestsPerRun);
  }

  defer(provider: SearchProviderId, reason: DeferredProvider): void {
    this.#deferred.set(provider, reason);
  }

  deferredOf(provider: SearchProviderId): DeferredProvider | undefined {
    return this.#deferred.get(provider);
  }
}
