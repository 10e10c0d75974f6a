import type { ProviderSearchRequest, RequestGate } from '../../application/ports/search-provider.port.js';

/** A gate that admits `allowance` requests, then refuses; `consumed` counts admitted ones. */
export interface CountingGate extends RequestGate {
  readonly consumed: number;
  readonly refused: number;
}

/** Builds a {@link CountingGate} admitting at most `allowance` requests. */
export function countingGate(allowance = Number.POSITIVE_INFINITY): CountingGate {
  let consumed = 0;
  let refused = 0;
  return {
    get consumed() {
      return consumed;
    },
    get refused() {
      return refused;
    },
    refund() {
      if (consumed > 0) consumed -= 1;
    },
    tryConsume() {
      if (consumed >= allowance) {
        refused += 1;
        return false;
      }
      consumed += 1;
      return true;
    },
  };
}

/** A provider request with contract-test defaults (limit 5, 2 s timeout, open gate). */
export function providerSearchRequest(overrides: Partial<ProviderSearchRequest> = {}): ProviderSearchRequest {
  return {
    query: 'rust async runtime',
    limit: 5,
    domains: [],
    excludeDomains: [],
    signal: new AbortController().signal,
    timeoutMs: 2_000,
    gate: countingGate(),
    ...overrides,
  };
}
