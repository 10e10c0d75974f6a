import type { ResultProvenance } from '../../domain/ranking/ranked-result.js';
import { passesDomainFilters } from '../../domain/relevance/domain-filter.policy.js';
import { isRelevant } from '../../domain/relevance/relevance-gate.policy.js';
import type { ParsedQuery } from '../../domain/relevance/search-query-parser.js';
import type { SearchInput } from '../../domain/search/search-input.schema.js';

interface Candidate {
  readonly host: string;
  readonly title: string;
  readonly snippet: string;
  readonly url: string;
}

/**
 * A result counts only when the include/exclude domain filters accept its host AND the relevance
 * gate accepts it for at least one query variant that produced it (primary query at index 0, then
 * alternates): an alternate wording is judged by its own terms, phrases and site: operators.
 * This is what lets a backend end the auto chain.
 */
export function acceptsResult(
  result: Candidate & { readonly provenance: ResultProvenance | readonly ResultProvenance[] },
  parsedQueries: readonly ParsedQuery[],
  filters: Pick<SearchInput, 'domains' | 'excludeDomains'>,
): boolean {
  if (!passesDomainFilters(result.host, filters.domains, filters.excludeDomains)) return false;
  const provenance = Array.isArray(result.provenance) ? (result.provenance as readonly ResultProvenance[]) : [result.provenance as ResultProvenance];
  const variants = new Set(provenance.map((p) => p.queryVariant));
  for (const variant of variants) {
    const parsed = parsedQueries[variant];
    if (parsed !== undefined && isRelevant(result, parsed).relevant) return true;
  }
  return false;
}
