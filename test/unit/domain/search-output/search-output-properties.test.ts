import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderSearchOutput } from '../../../../domain/search-output/search-output-renderer.js';
import {
  BEGIN_UNTRUSTED_SEARCH_RESULTS,
  BODY_MAX_BYTES,
  END_UNTRUSTED_SEARCH_RESULTS,
  SNIPPET_MAX_CHARS,
  SNIPPET_REMOVED_MARKER,
  TITLE_MAX_CHARS,
} from '../../../../domain/search-output/search-output-limits.js';
import type { RenderedSearchOutput, SearchOutputInput, SearchResultView } from '../../../../domain/search-output/search-output-view.js';
import { codePointLength, utf8ByteLength } from '../../../../domain/search-output/unicode-text.js';
import { bodyOf, occurrences } from './search-output-fixtures.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** Single characters that stress the bounds: astral, combining, joiners, controls, lone surrogates, wide CJK. */
const hostileCharacter = fc.constantFrom(
  '😀', '𝔘', '\u{10FFFF}', 'e\u0301', '\u0301', '\u200D', '\u202E', '\uD800', '\uDFFF', '\n', '\r\n', '\t', '\u0000', '\u2028',
  '漢', 'ß', 'ﷺ', '[', ']', ' ', 'ｅ',
);
const textUnit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: hostileCharacter },
  { weight: 1, arbitrary: fc.constantFrom(END_UNTRUSTED_SEARCH_RESULTS, BEGIN_UNTRUSTED_SEARCH_RESULTS, '[end untrusted web search results]') },
);
/** From empty to hundreds of thousands of code units: a short random piece repeated. */
const untrustedText = fc
  .tuple(fc.string({ unit: textUnit, maxLength: 30 }), fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 8000 })))
  .map(([piece, times]) => piece.repeat(times));

const resultArbitrary: fc.Arbitrary<SearchResultView> = fc.record({
  title: untrustedText,
  url: fc.webUrl({ withQueryParameters: true }),
  snippet: untrustedText,
  publishedAt: fc.option(fc.string({ unit: textUnit, maxLength: 80 }), { nil: undefined }),
  provenance: fc.array(
    fc.record({ backend: fc.constantFrom('searxng', 'duckduckgo', 'startpage'), queryVariant: fc.integer({ min: 0, max: 3 }), rank: fc.integer({ min: 1, max: 10 }) }),
    { minLength: 1, maxLength: 12 },
  ),
}, { requiredKeys: ['title', 'url', 'snippet', 'provenance'] }).map(({ publishedAt, ...rest }) => (publishedAt === undefined ? rest : { ...rest, publishedAt }));

function input(results: readonly SearchResultView[], query: string): SearchOutputInput {
  return {
    control: { backend: 'searxng', requestsUsed: 1, requestsRemaining: 3, cooldown: ['duckduckgo'] },
    metadata: { backends: ['searxng'], query, alternateQueriesUsed: [query] },
    filters: { domains: ['example.com'], excludeDomains: [], language: query, filterSupport: [] },
    results,
  };
}

function checkInvariants(results: readonly SearchResultView[], query: string): RenderedSearchOutput {
  const rendered = renderSearchOutput(input(results, query));
  const { text } = rendered;
  expect(LONE_SURROGATE.test(text)).toBe(false);
  expect(text.startsWith('search-control: ')).toBe(true);
  expect(occurrences(text, BEGIN_UNTRUSTED_SEARCH_RESULTS)).toBe(1);
  expect(occurrences(text, END_UNTRUSTED_SEARCH_RESULTS)).toBe(1);
  const body = bodyOf(text);
  expect(utf8ByteLength(body)).toBe(rendered.bodyBytes);
  expect(rendered.bodyBytes).toBeLessThanOrEqual(BODY_MAX_BYTES);
  expect(rendered.resultsShown + rendered.resultsOmitted).toBe(results.length);

  const trailer = text.slice(text.indexOf(END_UNTRUSTED_SEARCH_RESULTS) + END_UNTRUSTED_SEARCH_RESULTS.length).split('\n').filter((line) => line !== '');
  for (const line of trailer) expect(line).toMatch(/^\[\d+ lower-ranked (results?|snippets?) (omitted|shortened|removed) to fit the 64 KiB result budget\]$/u);

  if (results.length === 0) {
    expect(body).toBe('No results.');
    return rendered;
  }
  const entries = rendered.resultsShown === 0 ? [] : body.split('\n\n');
  expect(entries).toHaveLength(rendered.resultsShown);
  let removedSeen = false;
  entries.forEach((entry, index) => {
    const lines = entry.split('\n');
    const titleLine = lines[0] ?? '';
    expect(titleLine.startsWith(`${index + 1}. `)).toBe(true);
    expect(codePointLength(titleLine.slice(`${index + 1}. `.length))).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    for (const line of lines.slice(1)) expect(line).toMatch(/^(URL|Source|Published|Snippet): /u);
    const snippetLine = lines.find((line) => line.startsWith('Snippet: '));
    if (snippetLine === undefined) return;
    const snippet = snippetLine.slice('Snippet: '.length);
    expect(codePointLength(snippet)).toBeLessThanOrEqual(SNIPPET_MAX_CHARS);
    if (snippet === SNIPPET_REMOVED_MARKER) removedSeen = true;
    else if (removedSeen) expect(utf8ByteLength(snippet)).toBeLessThanOrEqual(utf8ByteLength(SNIPPET_REMOVED_MARKER));
  });
  return rendered;
}

describe('renderSearchOutput (properties)', () => {
  it('keeps every bound and marker for arbitrary hostile results', () => {
    fc.assert(
      fc.property(fc.array(resultArbitrary, { maxLength: 12 }), untrustedText, (results, query) => {
        checkInvariants(results, query);
      }),
      { numRuns: 60 },
    );
  });

  // Random inputs do not guarantee that the bounding paths run, so these fixed inputs force them
  // (and the invariants are checked on them too).
  const provenance = [{ backend: 'searxng', queryVariant: 0, rank: 1 }] as const;
  it('truncates an over-long title and snippet with the marker (fixed input)', () => {
    const rendered = checkInvariants([{ title: '𝒯'.repeat(700), url: 'https://example.org/a', snippet: 'é'.repeat(5_000), provenance }], 'q');
    expect(rendered.titlesTruncated).toBe(1);
    expect(rendered.snippetsTruncated).toBe(1);
    expect(rendered.truncated).toBe(true);
  });

  it('shortens snippets and then omits lower-ranked results when even titles overflow 64 KiB (fixed input)', () => {
    const results = Array.from({ length: 150 }, (_, i) => ({ title: `${i} ${'界'.repeat(498)}`, url: `https://example.org/${i}`, snippet: '語'.repeat(3_000), provenance }));
    const rendered = checkInvariants(results, 'q');
    expect(rendered.resultsOmitted).toBeGreaterThan(0);
    expect(rendered.snippetsShortened + rendered.snippetsRemoved).toBeGreaterThan(0);
  });

  it('keeps every bound with many results under heavy pressure', () => {
    const heavy = fc.record({
      title: fc.string({ unit: textUnit, minLength: 400, maxLength: 600 }),
      url: fc.webUrl(),
      snippet: fc.tuple(fc.string({ unit: textUnit, minLength: 1, maxLength: 10 }), fc.integer({ min: 500, max: 3000 })).map(([piece, times]) => piece.repeat(times)),
      provenance: fc.constant([{ backend: 'searxng', queryVariant: 0, rank: 1 }]),
    });
    fc.assert(
      fc.property(fc.array(heavy, { minLength: 40, maxLength: 150 }), (results) => {
        checkInvariants(results, 'q');
      }),
      { numRuns: 15 },
    );
  });
});
