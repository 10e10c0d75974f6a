import { fuseRankings } from '../../domain/ranking/reciprocal-rank-fusion.js';
import type { RankedList } from '../../domain/ranking/ranked-result.js';
import type { SearchResultDetail } from './search-outcome.js';
import type { ResultAcceptance } from './result-acceptance.js';

/**
 * Fuses every ranked list (all backends and query variants) with reciprocal-rank fusion, keeps
 * only results the filters and relevance gate accept, and returns the top `limit`, ranked 1..n.
 */
export function assembleResults(lists: readonly RankedList[], acceptance: ResultAcceptance, limit: number): SearchResultDetail[] {
  const shown: SearchResultDetail[] = [];
  // Results below the `limit`-th accepted one are never shown, so they are not judged.
  for (const result of fuseRankings(lists)) {
    if (shown.length >= limit) break;
    if (!acceptance.accepts(result)) continue;
    shown.push({
      rank: shown.length + 1,
      title: result.title,
      url: result.url,
      snippet: result.snippet,
      ...(result.publishedAt === undefined ? {} : { publishedAt: result.publishedAt }),
      provenance: result.provenance,
    });
  }
  return shown;
}
