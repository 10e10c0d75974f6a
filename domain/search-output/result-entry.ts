import type { ResultProvenance } from '../ranking/ranked-result.js';
import { boundWithEllipsis, sanitizeForBound } from './bounded-text.js';
import { displayUrl, untrustedInline } from './display-values.js';
import type { BodyEntry } from './result-body-fitter.js';
import { SNIPPET_MAX_CHARS, TITLE_MAX_CHARS } from './search-output-limits.js';
import type { SearchResultView } from './search-output-view.js';

const NAME_MAX_CHARS = 64;
const DATE_MAX_CHARS = 64;
const PROVENANCE_SHOWN = 8;

/** A result prepared for the body, plus whether its title was cut. */
export interface PreparedResultEntry {
  readonly entry: BodyEntry;
  readonly titleTruncated: boolean;
}

/**
 * Renders one result's header lines and sanitises its snippet (bounded later by the body fitter):
 *
 * ```
 * 1. Title (≤ 500 code points, `(untitled)` when blank)
 * URL: https://example.com/page
 * Source: searxng (query, rank 1, engine google); duckduckgo (alternate 1, rank 3)
 * Published: 2024-05-01
 * ```
 * At most 8 provenance entries are listed (`+N more`); names and dates are bounded to 64 code points.
 */
export function prepareResultEntry(result: SearchResultView, rank: number): PreparedResultEntry {
  const title = boundWithEllipsis(sanitizeForBound(result.title, TITLE_MAX_CHARS), TITLE_MAX_CHARS);
  const lines = [
    `${rank}. ${title.text === '' ? '(untitled)' : title.text}`,
    `URL: ${displayUrl(result.url)}`,
    `Source: ${sources(result.provenance)}`,
  ];
  const published = result.publishedAt === undefined ? '' : untrustedInline(result.publishedAt, DATE_MAX_CHARS);
  if (published !== '') lines.push(`Published: ${published}`);
  const snippet = sanitizeForBound(result.snippet, SNIPPET_MAX_CHARS);
  const hasSnippet = snippet.text !== '' || snippet.lostText;
  return {
    entry: { header: lines.join('\n'), ...(hasSnippet ? { snippet } : {}) },
    titleTruncated: title.truncated,
  };
}

function sources(provenance: readonly ResultProvenance[]): string {
  if (provenance.length === 0) return 'unknown';
  const shown = provenance.slice(0, PROVENANCE_SHOWN).map((entry) => {
    const variant = entry.queryVariant === 0 ? 'query' : `alternate ${entry.queryVariant}`;
    const engine = entry.engine === undefined ? '' : untrustedInline(entry.engine, NAME_MAX_CHARS);
    const engineText = engine === '' ? '' : `, engine ${engine}`;
    return `${untrustedInline(entry.backend, NAME_MAX_CHARS)} (${variant}, rank ${entry.rank}${engineText})`;
  });
  const more = provenance.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; +${more} more` : shown.join('; ');
}
