import type { SearchInput } from '../../domain/search/search-input.schema.js';

/**
 * The process-cache and in-flight key: every query parameter that can change the answer plus the
 * backend configuration fingerprint (mode, endpoints, model, network policy). Filter lists are
 * order-insensitive; the query text is kept exactly.
 */
export function searchCacheKey(input: SearchInput, configFingerprint: string): string {
  const sorted = (xs: readonly string[]): string[] => [...xs].sort();
  return JSON.stringify([
    input.query,
    input.alternateQueries,
    input.limit,
    sorted(input.domains),
    sorted(input.excludeDomains),
    input.language ?? null,
    input.timeRange ?? null,
    configFingerprint,
  ]);
}
