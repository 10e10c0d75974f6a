import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RawSearchResult } from '../../../../application/ports/search-provider.port.js';
import { SearchRunState } from '../../../../application/web-search/search-run-state.js';
import type { SearchAnswer } from '../../../../application/web-search/search-outcome.js';
import { TtlCache } from '../../../../application/shared/ttl-cache.js';
import { END_UNTRUSTED_SEARCH_RESULTS } from '../../../../domain/search-output/search-output-limits.js';
import { SEARCH_CACHE_TTL_MS } from '../../../../domain/search/search-deadlines.js';
import { flushMicrotasks } from '../../../fakes/fake-clock.js';
import { ScriptedSearchProvider, results } from '../../../fakes/scripted-search-provider.js';
import { RELEVANT, RELEVANT_2, setup } from './web-search.harness.js';

// An answer is rendered once and its results' part reused when it is shown again (a cache hit, a
// caller joining a search in flight). These tests hold that reuse to what rendering from scratch gives.

const QUERY = 'rust borrow checker';
const piece = fc.constantFrom('rust', 'borrow', 'checker', 'Rust borrow checker', ' ', '\n', '漢字', '😀', 'e\u0301', '\u202E', '[', ']', END_UNTRUSTED_SEARCH_RESULTS, 'ß');
const text = (times: number): fc.Arbitrary<string> => fc.tuple(fc.array(piece, { maxLength: 8 }), fc.integer({ min: 1, max: times })).map(([pieces, n]) => pieces.join('').repeat(n));
const rawResult: fc.Arbitrary<RawSearchResult & { title: string; url: string }> = fc.record({
  title: text(40),
  url: fc.constantFrom('https://docs.example.com/borrow', 'https://blog.example.org/rust/borrow-checker', 'https://a.example.net/rust-borrow', 'https://b.example.net/checker'),
  snippet: text(600),
  publishedAt: fc.constantFrom('2024-05-01', ''),
  engine: fc.constantFrom('google', 'bing'),
});
/** What a later call may vary without changing the cache key: filter order, its run's budget use. */
const laterCall = fc.record({ reversed: fc.boolean(), used: fc.integer({ min: 0, max: 4 }) });

function runWith(used: number): SearchRunState {
  const run = new SearchRunState(4);
  for (let i = 0; i < used; i += 1) run.gate.tryConsume();
  return run;
}

describe('WebSearch: an answer shown again', () => {
  it('a cache hit reads exactly as the same hit rendered from scratch, whatever the results and the caller', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rawResult, { minLength: 0, maxLength: 10 }), fc.array(laterCall, { minLength: 1, maxLength: 4 }), async (answer, calls) => {
        const cache = new TtlCache<SearchAnswer>(SEARCH_CACHE_TTL_MS, 8);
        const provider = (): ScriptedSearchProvider => new ScriptedSearchProvider('searxng', [results(...answer)]);
        const remembering = setup('searxng', { searxng: provider() }, { cache });
        const domains = ['example.com', 'example.org', 'example.net'];
        const input = (reversed: boolean): Record<string, unknown> => ({ query: QUERY, limit: 10, domains: reversed ? [...domains].reverse() : domains });
        await remembering.search(input(false));
        for (const call of calls) {
          // A use-case of its own shares only the cache: it has never rendered this answer.
          const fromScratch = setup('searxng', { searxng: provider() }, { cache });
          const shown = await remembering.search(input(call.reversed), runWith(call.used));
          const reference = await fromScratch.search(input(call.reversed), runWith(call.used));
          expect(shown.ok && shown.details['cacheHit']).toBe(true);
          expect(shown).toEqual(reference);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('shows a new answer for the same search once the cached one expired, never the earlier rendering', async () => {
    const searxng = new ScriptedSearchProvider('searxng', [results(RELEVANT), results(RELEVANT_2)]);
    const { search, clock } = setup('searxng', { searxng });
    const first = await search({ query: QUERY });
    expect((await search({ query: QUERY })).content).toContain('The Rust borrow checker explained');
    await clock.advance(SEARCH_CACHE_TTL_MS);
    const second = await search({ query: QUERY });
    const hit = await search({ query: QUERY });
    for (const response of [second, hit]) {
      expect(response.content).toContain('Rust borrow checker errors');
      expect(response.content).not.toContain('The Rust borrow checker explained');
    }
    expect(first.content).not.toEqual(second.content);
  });

  it('a caller that joined a search in flight reads as its starter, apart from its own control line', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const searxng = new ScriptedSearchProvider('searxng', [async (request) => { await gate; return results(RELEVANT, RELEVANT_2)(request); }]);
    const { search } = setup('searxng', { searxng });
    const starter = search({ query: QUERY });
    const follower = search({ query: QUERY, domains: ['example.com', 'example.org'] });
    const other = search({ query: QUERY, domains: ['example.org', 'example.com'] });
    await flushMicrotasks();
    release();
    const [a, b, c] = await Promise.all([starter, follower, other]);
    // The filters differ (so no sharing between a and b), b and c share: same results, own filter lines.
    expect(searxng.requests).toHaveLength(2);
    expect(c.ok && c.details['shared']).toBe(true);
    const bLines = b.content.split('\n');
    const cLines = c.content.split('\n');
    expect(bLines.find((line) => line.startsWith('filters:'))).toContain('domains=example.com,example.org');
    expect(cLines.find((line) => line.startsWith('filters:'))).toContain('domains=example.org,example.com');
    const bodyOf = (lines: string[]): string[] => lines.slice(lines.indexOf('[BEGIN UNTRUSTED WEB SEARCH RESULTS]'));
    expect(bodyOf(cLines)).toEqual(bodyOf(bLines));
    expect(a.content).toContain('1. The Rust borrow checker explained');
  });
});
