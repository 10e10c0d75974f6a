import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RankedItem, RankedList } from '../../../../domain/ranking/ranked-result.js';
import { fuseRankings, RRF_DEFAULT_K } from '../../../../domain/ranking/reciprocal-rank-fusion.js';

function item(key: string, backend: string, queryVariant: number, rank: number, extra: Partial<RankedItem> = {}): RankedItem {
  return {
    key,
    url: `https://${key}`,
    host: key.split('/')[0] ?? key,
    title: `${key} title from ${backend}`,
    snippet: `${key} snippet from ${backend}`,
    provenance: { backend, queryVariant, rank },
    ...extra,
  };
}

function list(backend: string, queryVariant: number, keys: readonly string[]): RankedList {
  return keys.map((key, index) => item(key, backend, queryVariant, index + 1));
}

describe('fuseRankings', () => {
  it('uses k = 60 by default and scores a single list 1/(k + rank)', () => {
    expect(RRF_DEFAULT_K).toBe(60);
    const fused = fuseRankings([list('searxng', 0, ['a.com', 'b.com', 'c.com'])]);
    expect(fused.map((result) => result.key)).toEqual(['a.com', 'b.com', 'c.com']);
    expect(fused.map((result) => result.score)).toEqual([1 / 61, 1 / 62, 1 / 63]);
    expect(fused[0]?.score).toBeCloseTo(0.016393442622950821, 15);
  });

  it('sums reciprocal ranks of duplicates across backends and query variants (pinned numbers)', () => {
    const fused = fuseRankings([
      list('searxng', 0, ['a.com', 'b.com', 'c.com']),
      list('duckduckgo', 0, ['c.com', 'a.com', 'd.com']),
      list('searxng', 1, ['c.com', 'e.com']),
    ]);
    expect(fused.map((result) => result.key)).toEqual(['c.com', 'a.com', 'b.com', 'e.com', 'd.com']);
    const scores = Object.fromEntries(fused.map((result) => [result.key, result.score]));
    expect(scores['c.com']).toBeCloseTo(1 / 61 + 1 / 61 + 1 / 63, 15);
    expect(scores['c.com']).toBeCloseTo(0.04865990111891751, 12);
    expect(scores['a.com']).toBeCloseTo(0.03252247488101534, 12);
    expect(scores['b.com']).toBeCloseTo(1 / 62, 15);
    expect(scores['e.com']).toBeCloseTo(1 / 62, 15);
    expect(scores['d.com']).toBeCloseTo(1 / 63, 15);
    expect(fused.find((result) => result.key === 'c.com')?.provenance).toEqual([
      { backend: 'searxng', queryVariant: 0, rank: 3 },
      { backend: 'duckduckgo', queryVariant: 0, rank: 1 },
      { backend: 'searxng', queryVariant: 1, rank: 1 },
    ]);
    expect(fused.find((result) => result.key === 'c.com')?.bestRank).toBe(1);
  });

  it('honours a custom k', () => {
    const fused = fuseRankings([list('s', 0, ['a.com', 'b.com'])], 0);
    expect(fused.map((result) => result.score)).toEqual([1, 0.5]);
  });

  it('breaks equal scores by earliest list, then key', () => {
    const byEarliestList = fuseRankings([list('s', 0, ['z.com']), list('d', 0, ['a.com'])]);
    expect(byEarliestList.map((result) => result.key)).toEqual(['z.com', 'a.com']);
    const sameRankDifferentLists = fuseRankings([[item('first-list.com', 's', 0, 2)], [item('second-list.com', 'd', 0, 2)]]);
    expect(sameRankDifferentLists.map((result) => result.key)).toEqual(['first-list.com', 'second-list.com']);
    const byKey = fuseRankings([[item('z.com', 's', 0, 1), item('a.com', 's', 0, 1)]]);
    expect(byKey.map((result) => result.key)).toEqual(['a.com', 'z.com']);
  });

  it('gives bit-identical scores to equal rank multisets, whatever the list order', () => {
    const fused = fuseRankings([
      [item('x.com', 's', 0, 1), item('y.com', 's', 0, 3)],
      [item('y.com', 'd', 0, 1), item('x.com', 'd', 0, 3)],
    ]);
    expect(fused[0]?.score).toBe(fused[1]?.score);
    expect(fused.map((result) => result.key)).toEqual(['x.com', 'y.com']);
  });

  it('prefers the better single rank when scores tie', () => {
    // 1/(0+2) + 1/(0+2) = 1 = 1/(0+1): equal scores with k = 0, best ranks 1 vs 2.
    const fused = fuseRankings([[item('two.com', 's', 0, 2)], [item('two.com', 'd', 0, 2)], [item('one.com', 'x', 0, 1)]], 0);
    expect(fused.map((result) => [result.key, result.score, result.bestRank])).toEqual([
      ['one.com', 1, 1],
      ['two.com', 1, 2],
    ]);
  });

  it('takes display fields from the best-ranked occurrence, falling back only for blanks', () => {
    const fused = fuseRankings([
      [item('a.com', 'searxng', 0, 3, { title: 'Worse title', snippet: 'a much longer snippet that loses anyway', publishedAt: '2020-01-01' })],
      [item('a.com', 'duckduckgo', 0, 1, { title: 'Best title', snippet: 'short' })],
    ]);
    expect(fused[0]).toMatchObject({ title: 'Best title', snippet: 'short', publishedAt: '2020-01-01' });
    const blank = fuseRankings([
      [item('a.com', 'searxng', 0, 2, { title: 'Fallback title', snippet: 'fallback snippet' })],
      [item('a.com', 'duckduckgo', 0, 1, { title: '  ', snippet: '' })],
    ]);
    expect(blank[0]).toMatchObject({ title: 'Fallback title', snippet: 'fallback snippet' });
  });

  it('never downgrades https to http when merging', () => {
    const fused = fuseRankings([
      [item('a.com/x', 's', 0, 1, { url: 'http://a.com/x' })],
      [item('a.com/x', 'd', 0, 5, { url: 'https://www.a.com/x' })],
    ]);
    expect(fused[0]?.url).toBe('https://www.a.com/x');
  });

  it('counts a key repeated inside one list once, at its best rank', () => {
    const fused = fuseRankings([[item('a.com', 's', 0, 4), item('a.com', 's', 0, 1)]]);
    expect(fused).toHaveLength(1);
    expect(fused[0]?.score).toBe(1 / 61);
    expect(fused[0]?.provenance).toEqual([{ backend: 's', queryVariant: 0, rank: 1 }]);
  });

  it('returns nothing for no lists or empty lists', () => {
    expect(fuseRankings([])).toEqual([]);
    expect(fuseRankings([[], []])).toEqual([]);
  });

  it('treats bad ranks and k as programmer errors', () => {
    expect(() => fuseRankings([[item('a.com', 's', 0, 0)]])).toThrow(RangeError);
    expect(() => fuseRankings([[item('a.com', 's', 0, 1.5)]])).toThrow(RangeError);
    expect(() => fuseRankings([], -1)).toThrow(RangeError);
    expect(() => fuseRankings([], Number.NaN)).toThrow(RangeError);
  });

  it('is deterministic and independent of the order of items inside the input lists', () => {
    const keys = fc.constantFrom('a.com', 'b.com', 'c.com', 'd.com', 'e.com', 'f.com');
    const lists = fc.array(fc.uniqueArray(keys, { maxLength: 6 }), { maxLength: 5 });
    fc.assert(
      fc.property(lists, (keyLists) => {
        const ranked = keyLists.map((keysOfList, index) => list(`b${index}`, 0, keysOfList));
        const shuffled = ranked.map((rankedList) => [...rankedList].reverse());
        const first = fuseRankings(ranked);
        expect(fuseRankings(ranked)).toEqual(first);
        expect(fuseRankings(shuffled).map((result) => result.key)).toEqual(first.map((result) => result.key));
        for (let index = 1; index < first.length; index += 1) {
          expect((first[index - 1]?.score ?? 0) >= (first[index]?.score ?? 0)).toBe(true);
        }
        expect(new Set(first.map((result) => result.key)).size).toBe(first.length);
      }),
    );
  });
});
