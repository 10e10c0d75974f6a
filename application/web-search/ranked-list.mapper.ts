import type { RankedItem, RankedList } from '../../domain/ranking/ranked-result.js';
import { normalizeResultUrl } from '../../domain/url/result-url-normalizer.js';
import type { RawSearchResult, SearchProviderId } from '../ports/search-provider.port.js';

/**
 * Normalises one provider answer into a ranked list with provenance. Results whose URL is not a
 * usable http(s) URL are dropped (ranks stay the provider's own, 1-based).
 */
export function toRankedList(results: readonly RawSearchResult[], backend: SearchProviderId, queryVariant: number): RankedList {
  const items: RankedItem[] = [];
  results.forEach((raw, index) => {
    const normalized = normalizeResultUrl(raw.url);
    if (!normalized.ok) return;
    items.push({
      key: normalized.value.key,
      url: normalized.value.url,
      host: normalized.value.host,
      title: raw.title,
      snippet: raw.snippet,
      ...(raw.publishedAt === undefined ? {} : { publishedAt: raw.publishedAt }),
      provenance: { backend, queryVariant, rank: index + 1, ...(raw.engine === undefined ? {} : { engine: raw.engine }) },
    });
  });
  return items;
}
