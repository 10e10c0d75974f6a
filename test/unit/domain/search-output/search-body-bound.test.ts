import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitResultBody } from '../../../../domain/search-output/result-body-fitter.js';
import { renderSearchOutput } from '../../../../domain/search-output/search-output-renderer.js';
import { BODY_MAX_BYTES, BEGIN_UNTRUSTED_SEARCH_RESULTS, END_UNTRUSTED_SEARCH_RESULTS } from '../../../../domain/search-output/search-output-limits.js';
import type { SearchResultView } from '../../../../domain/search-output/search-output-view.js';
import { bodyOf, occurrences, outputInput } from './search-output-fixtures.js';

/** Characters of one script: 1-byte Latin, 2-byte Cyrillic/Arabic, 3-byte CJK/Hangul/Devanagari (with marks), 4-byte astral. */
const scripts = {
  latin: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ,.'.split('')),
  cyrillic: fc.integer({ min: 0x430, max: 0x44f }).map((cp) => String.fromCodePoint(cp)),
  arabic: fc.integer({ min: 0x627, max: 0x64a }).map((cp) => String.fromCodePoint(cp)),
  cjk: fc.integer({ min: 0x4e00, max: 0x9fff }).map((cp) => String.fromCodePoint(cp)),
  hangul: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((cp) => String.fromCodePoint(cp)),
  devanagari: fc.constantFrom('क', 'ि', 'ष', '्', 'त', 'ा', 'ं'),
  emoji: fc.integer({ min: 0x1f300, max: 0x1f5ff }).map((cp) => String.fromCodePoint(cp)),
  astralCjk: fc.integer({ min: 0x20000, max: 0x2a6df }).map((cp) => String.fromCodePoint(cp)),
  space: fc.constantFrom(' ', ' ', '\u3000', '\n', '\t'),
};
const anyScript = fc.constantFrom(...(Object.keys(scripts) as Array<keyof typeof scripts>));

/** Text in one or a mix of scripts: a short random piece repeated up to `maxRepeat` times (long text cheaply). */
function textIn(maxRepeat: number): fc.Arbitrary<string> {
  return fc.tuple(fc.array(anyScript, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: maxRepeat }))
    .chain(([chosen, pieceLength, repeat]) => fc.string({ unit: fc.oneof(...chosen.map((name) => scripts[name])), minLength: pieceLength, maxLength: pieceLength }).map((piece) => piece.repeat(repeat)));
}

const result: fc.Arbitrary<SearchResultView> = fc.record({
  title: textIn(40),
  snippet: textIn(400),
  rank: fc.integer({ min: 1, max: 10 }),
  provenance: fc.integer({ min: 1, max: 12 }),
  path: textIn(3),
}).map(({ title, snippet, rank, provenance, path }) => ({
  title,
  snippet,
  url: `https://example.org/${encodeURIComponent(path).slice(0, 200)}`,
  provenance: Array.from({ length: provenance }, (_, index) => ({ backend: index % 2 === 0 ? 'searxng' : 'duckduckgo', queryVariant: index % 4, rank: rank + index })),
}));

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

describe('the search result body bound is exact', () => {
  it('never exceeds 64 KiB of UTF-8 between the markers, measured on the rendered text, for random layouts and scripts', () => {
    fc.assert(fc.property(fc.array(result, { maxLength: 10 }), (results) => {
      const rendered = renderSearchOutput(outputInput(results));
      expect(occurrences(rendered.text, BEGIN_UNTRUSTED_SEARCH_RESULTS)).toBe(1);
      expect(occurrences(rendered.text, END_UNTRUSTED_SEARCH_RESULTS)).toBe(1);
      const body = bodyOf(rendered.text);
      expect(utf8Bytes(body)).toBeLessThanOrEqual(BODY_MAX_BYTES);
      expect(utf8Bytes(body)).toBe(rendered.bodyBytes);
      expect(Buffer.byteLength(body, 'utf8')).toBe(rendered.bodyBytes);
      expect(rendered.resultsShown + rendered.resultsOmitted).toBe(results.length);
    }), { numRuns: 120 });
  });

  it('ten results with 4,000-character CJK snippets fill the budget without exceeding it', () => {
    const cjk = (seed: number): string => Array.from({ length: 4_000 }, (_, index) => String.fromCodePoint(0x4e00 + ((index * 7_919 + seed * 104_729) % 20_000))).join('');
    const results = Array.from({ length: 10 }, (_, index) => ({
      title: `検索結果 ${index + 1}`,
      url: `https://example.jp/${index}`,
      snippet: cjk(index),
      provenance: [{ backend: 'searxng', queryVariant: 0, rank: index + 1, engine: 'google' }],
    }));
    const rendered = renderSearchOutput(outputInput(results));
    const bytes = utf8Bytes(bodyOf(rendered.text));
    expect(bytes).toBeLessThanOrEqual(BODY_MAX_BYTES);
    expect(bytes).toBeGreaterThan(BODY_MAX_BYTES - 1_000);
    expect(rendered.resultsShown).toBe(10);
  });

  it('holds for any budget, tiny ones included: the fitted body is measured, not estimated', () => {
    fc.assert(fc.property(fc.array(result, { maxLength: 6 }), fc.integer({ min: 0, max: 20_000 }), (results, budget) => {
      const fit = fitResultBody(results.map((entry, index) => ({ header: `${index + 1}. ${entry.title.slice(0, 50)}`, snippet: { text: entry.snippet.replace(/\s+/g, ' ').trim(), lostText: false } })), budget);
      expect(utf8Bytes(fit.body)).toBe(fit.bytes);
      expect(fit.bytes).toBeLessThanOrEqual(Math.max(budget, 0));
    }), { numRuns: 120 });
  });
});
