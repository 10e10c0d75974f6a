import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { fuseRankings } from '../../../../domain/ranking/reciprocal-rank-fusion.js';
import type { RankedItem, RankedList } from '../../../../domain/ranking/ranked-result.js';
import { passesDomainFilters } from '../../../../domain/relevance/domain-filter.policy.js';
import * as gate from '../../../../domain/relevance/relevance-gate.policy.js';
import { parseSearchQuery } from '../../../../domain/relevance/search-query-parser.js';
import { ResultAcceptance } from '../../../../application/web-search/result-acceptance.js';
import { assembleResults } from '../../../../application/web-search/search-results.assembler.js';
import { ScriptedSearchProvider, results } from '../../../fakes/scripted-search-provider.js';
import { setup } from './web-search.harness.js';

vi.mock('../../../../domain/relevance/relevance-gate.policy.js', async (importOriginal) => {
  const original = await importOriginal<typeof gate>();
  return { ...original, isRelevant: vi.fn(original.isRelevant) };
});
const isRelevant = vi.mocked(gate.isRelevant);

const QUERIES = ['rust borrow checker', 'borrow checker errors'].map(parseSearchQuery);
const NO_FILTERS = { domains: [], excludeDomains: [] };

const item = (backend: string, queryVariant: number) =>
  fc.record({
    page: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
    host: fc.constantFrom('docs.example.com', 'blog.example.org', 'food.example.net'),
    title: fc.constantFrom('Rust borrow checker', 'borrow checker errors', 'Cooking pasta', ''),
    snippet: fc.constantFrom('How the Rust borrow checker works', 'Boil water', ''),
  }).map(({ page, host, title, snippet }): Omit<RankedItem, 'provenance'> & { provenance: Omit<RankedItem['provenance'], 'rank'> } => ({
    key: `${host}/${page}`, url: `https://${host}/${page}`, host, title, snippet, provenance: { backend, queryVariant },
  }));
const rankedList = (backend: string, queryVariant: number): fc.Arbitrary<RankedList> =>
  fc.array(item(backend, queryVariant), { maxLength: 10 }).map((items) => items.map((entry, index) => ({ ...entry, provenance: { ...entry.provenance, rank: index + 1 } })));
const lists = fc.tuple(rankedList('searxng', 0), rankedList('searxng', 1), rankedList('duckduckgo', 0)).map((all) => all.filter((list) => list.length > 0));

describe('assembleResults', () => {
  it('shows the first `limit` fused results the filters and gate accept, ranked 1..n', () => {
    fc.assert(
      fc.property(lists, fc.integer({ min: 1, max: 10 }), fc.subarray(['example.com', 'example.org']), (rankedLists, limit, domains) => {
        const filters = { domains, excludeDomains: [] };
        const expected = fuseRankings(rankedLists)
          .filter((result) => passesDomainFilters(result.host, domains, []) && result.provenance.some((p) => {
            const parsed = QUERIES[p.queryVariant];
            return parsed !== undefined && isRelevant(result, parsed).relevant;
          }))
          .slice(0, limit)
          .map((result, index) => ({
            rank: index + 1,
            title: result.title,
            url: result.url,
            snippet: result.snippet,
            provenance: result.provenance,
          }));
        expect(assembleResults(rankedLists, new ResultAcceptance(QUERIES, filters), limit)).toEqual(expected);
      }),
    );
  });

  it('judges no result below the last one it shows', () => {
    const rankedList: RankedList = ['a', 'b', 'c', 'd', 'e', 'f'].map((page, index) => ({
      key: `docs.example.com/${page}`, url: `https://docs.example.com/${page}`, host: 'docs.example.com', title: `Rust borrow checker ${page}`, snippet: '',
      provenance: { backend: 'searxng', queryVariant: 0, rank: index + 1 },
    }));
    isRelevant.mockClear();
    expect(assembleResults([rankedList], new ResultAcceptance(QUERIES, NO_FILTERS), 2).map((r) => r.url)).toEqual(['https://docs.example.com/a', 'https://docs.example.com/b']);
    expect(isRelevant).toHaveBeenCalledTimes(2);
  });
});

describe('a search judges each result at most once, and only as far as it needs', () => {
  it('stops judging an answer at its first accepted result; fusion judges on up to the limit', async () => {
    const answer = ['a', 'b', 'c', 'd', 'e', 'f'].map((page) => ({ title: `Rust borrow checker ${page}`, url: `https://docs.example.com/${page}`, snippet: 'How the borrow checker works.' }));
    const { search } = setup('searxng', { searxng: new ScriptedSearchProvider('searxng', [results(...answer)]) });
    isRelevant.mockClear();
    const response = await search({ query: 'rust borrow checker', limit: 2 });
    expect(response.ok && response.details['resultCount']).toBe(2);
    // Result a: judged by the stage (the chain may stop), reused by fusion; result b: judged by fusion.
    expect(isRelevant).toHaveBeenCalledTimes(2);
  });
});
