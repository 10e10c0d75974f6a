import type { SearchOutputInput, SearchResultView } from '../../../../domain/search-output/search-output-view.js';
import { BEGIN_UNTRUSTED_SEARCH_RESULTS, END_UNTRUSTED_SEARCH_RESULTS } from '../../../../domain/search-output/search-output-limits.js';

/** A minimal valid renderer input around the given results. */
export function outputInput(results: readonly SearchResultView[]): SearchOutputInput {
  return {
    control: { backend: 'searxng', requestsUsed: 1, requestsRemaining: 3, cooldown: [] },
    metadata: { backends: ['searxng'], query: 'test query', alternateQueriesUsed: [] },
    filters: { domains: [], excludeDomains: [], filterSupport: [] },
    results,
  };
}

/** A result with sensible defaults. */
export function resultView(rank: number, overrides: Partial<SearchResultView> = {}): SearchResultView {
  return {
    title: `Result ${rank}`,
    url: `https://example.com/${rank}`,
    snippet: `Snippet ${rank}`,
    provenance: [{ backend: 'searxng', queryVariant: 0, rank }],
    ...overrides,
  };
}

/** The text between the begin marker line and the end marker line. */
export function bodyOf(text: string): string {
  const start = text.indexOf(`${BEGIN_UNTRUSTED_SEARCH_RESULTS}\n`);
  const end = text.lastIndexOf(`\n${END_UNTRUSTED_SEARCH_RESULTS}`);
  if (start === -1 || end === -1 || end < start) throw new Error('markers missing or out of order');
  return text.slice(start + BEGIN_UNTRUSTED_SEARCH_RESULTS.length + 1, end);
}

/** Number of non-overlapping occurrences of `needle` in `text`. */
export function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/** Lines of the body that start with `prefix`, without the prefix. */
export function bodyLines(text: string, prefix: string): string[] {
  return bodyOf(text).split('\n').filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length));
}
