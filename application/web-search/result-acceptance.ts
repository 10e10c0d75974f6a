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
 * Which results count in one search. A result counts only when the include/exclude domain filters
 * accept its host AND the relevance gate accepts it for at least one query variant that produced it
 * (primary query at index 0, then alternates): an alternate wording is judged by its own terms,
 * phrases and site: operators. This is what lets a backend end the auto chain.
 *
 * Each relevance verdict is remembered for the search. The gate reads only a result's title,
 * snippet and URL and the variant's parsed query, so a verdict is reused whenever the same text
 * comes back: a result judged when its backend answered (to decide whether the chain may stop) is
 * judged again after fusion, where a result one backend found for one variant is the same text.
 */
export class ResultAcceptance {
  readonly #parsedQueries: readonly ParsedQuery[];
  readonly #filters: Pick<SearchInput, 'domains' | 'excludeDomains'>;
  readonly #verdicts = new Map<string, boolean>();

  constructor(parsedQueries: readonly ParsedQuery[], filters: Pick<SearchInput, 'domains' | 'excludeDomains'>) {
    this.#parsedQueries = parsedQueries;
    this.#filters = filters;
  }

  accepts(result: Candidate & { readonly provenance: ResultProvenance | readonly ResultProvenance[] }): boolean {
    if (!passesDomainFilters(result.host, this.#filters.domains, this.#filters.excludeDomains)) return false;
    const provenance = Array.isArray(result.provenance) ? (result.provenance as readonly ResultProvenance[]) : [result.provenance as ResultProvenance];
    const variants = new Set(provenance.map((p) => p.queryVariant));
    for (const variant of variants) {
      if (this.#relevant(result, variant)) return true;
    }
    return false;
  }

  #relevant(result: Candidate, variant: number): boolean {
    const parsed = this.#parsedQueries[variant];
    if (parsed === undefined) return false;
    // Injective: the lengths delimit the parts whatever they contain.
    const key = `${variant}:${result.title.length}:${result.url.length}:${result.title}${result.url}${result.snippet}`;
    let relevant = this.#verdicts.get(key);
    if (relevant === undefined) {
      relevant = isRelevant(result, parsed).relevant;
      this.#verdicts.set(key, relevant);
    }
    return relevant;
  }
}
