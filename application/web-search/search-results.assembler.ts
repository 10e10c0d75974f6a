import { fuseRankings } from '../../domain/ranking/reciprocal-rank-fusion.js';
import type { RankedList } from '../../domain/ranking/ranked-result.js';
import type { SearchResultDetail } from './search-outcome.js';
import type { ResultAcceptance } from './result-acceptance.js';

/**
 * Fuses every ranked list (all backends and query variants) with reciprocal-rank fusion, keeps
 * only results the filters and relevance gate accept, and returns the top `limit`, ranked 1..n.
 */
export function assembleResults(lists: readonly RankedList[], acceptance: ResultAcceptance, limit: number): SearchResultDetail[] {
  return fuseRankings(lists)
    .filter((result) => acceptance.accepts(result))
    .slice(0, limit)
    .map((result, index) => ({
      rank: index + 1,
      title: result.title,
      url: result.url,
      snippet: result.snippet,
      ...(result.publishedAt === undefined ? {} : { publishedAt: result.publishedAt }),
      provenance: result.provenance,
    }));
}
