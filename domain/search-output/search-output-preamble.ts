import { controlToken, untrustedInline } from './display-values.js';
import type { SearchOutputFilters, SearchOutputMetadata } from './search-output-view.js';

/** Longest query or alternate query shown in the metadata, in code points. */
export const METADATA_QUERY_MAX_CHARS = 1000;
const DOMAIN_MAX_CHARS = 253;
const DOMAINS_SHOWN = 20;
const LANGUAGE_MAX_CHARS = 35;

/**
 * The metadata and filter lines between the control line and the begin marker. They are outside
 * the 64 KiB body budget, so every value is bounded here: queries to 1,000 code points, at most 20
 * domains per list. The queries are model-supplied text and are labelled untrusted.
 *
 * ```
 * search backends: searxng, duckduckgo
 * query (untrusted): rust async runtime
 * alternate queries used: 1
 * alternate query 1 (untrusted): tokio vs async-std
 * filters: domains=docs.rs exclude_domains=none language=en time_range=month
 * filter support: searxng(language=enforced time_range=enforced domains=advisory)
 * ```
 */
export function renderSearchPreamble(metadata: SearchOutputMetadata, filters: SearchOutputFilters): string[] {
  const backends = metadata.backends.length === 0 ? 'none' : metadata.backends.map(controlToken).join(', ');
  const alternates = metadata.alternateQueriesUsed.map(
    (alternate, index) => `alternate query ${index + 1} (untrusted): ${untrustedInline(alternate, METADATA_QUERY_MAX_CHARS)}`,
  );
  const support = filters.filterSupport.map(
    (entry) => `${controlToken(entry.backend)}(language=${entry.language} time_range=${entry.timeRange} domains=${entry.domains})`,
  );
  return [
    `search backends: ${backends}`,
    `query (untrusted): ${untrustedInline(metadata.query, METADATA_QUERY_MAX_CHARS)}`,
    `alternate queries used: ${metadata.alternateQueriesUsed.length === 0 ? 'none' : metadata.alternateQueriesUsed.length}`,
    ...alternates,
    `filters: domains=${domainList(filters.domains)} exclude_domains=${domainList(filters.excludeDomains)} `
      + `language=${filters.language === undefined ? 'any' : filterToken(filters.language, LANGUAGE_MAX_CHARS)} `
      + `time_range=${filters.timeRange ?? 'any'}`,
    `filter support: ${support.length === 0 ? 'none reported' : support.join('; ')}`,
  ];
}

function domainList(domains: readonly string[]): string {
  if (domains.length === 0) return 'none';
  const shown = domains.slice(0, DOMAINS_SHOWN).map((domain) => filterToken(domain, DOMAIN_MAX_CHARS));
  const more = domains.length - shown.length;
  return more > 0 ? `${shown.join(',')},+${more}_more` : shown.join(',');
}

function filterToken(value: string, maxChars: number): string {
  const token = untrustedInline(value, maxChars).replace(/[\s,=]/gu, '_');
  return token === '' ? 'none' : token;
}
