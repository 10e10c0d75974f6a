import type { ProbeFailure } from '../../../domain/validate/liveness-outcomes.js';
import type { RequestGate } from '../../../application/ports/search-provider.port.js';
import type { SearchHttpFailure } from './search-http.client.js';

/** A probe is not a search: it has no run budget. */
export const UNMETERED_GATE: RequestGate = { tryConsume: () => true, refund: () => undefined };

/** A search-HTTP failure as a validate probe reports it. */
export function probeFailureOf(failure: SearchHttpFailure, timeoutMs: number): ProbeFailure {
  switch (failure.code) {
    case 'timeout':
      return { kind: 'timed_out', afterMs: timeoutMs };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'policy_denied':
      return { kind: 'policy_denied', reason: failure.denialReason ?? 'address_class_denied', message: failure.message };
    case 'backend_unavailable':
    case 'search_budget_exhausted':
      return { kind: 'unreachable', message: failure.message };
  }
}
