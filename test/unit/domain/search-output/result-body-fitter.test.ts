import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitResultBody, type BodyEntry, type SnippetFit } from '../../../../domain/search-output/result-body-fitter.js';
import { SNIPPET_MAX_CHARS, SNIPPET_MIN_CHARS, SNIPPET_REMOVED_MARKER } from '../../../../domain/search-output/search-output-limits.js';
import { codePointLength, utf8ByteLength } from '../../../../domain/search-output/unicode-text.js';

function entry(header: string, snippet?: string): BodyEntry {
  return snippet === undefined ? { header } : { header, snippet: { text: snippet, lostText: false } };
}

const REMOVED_LINE_BYTES = utf8ByteLength(`\nSnippet: ${SNIPPET_REMOVED_MARKER}`);

function minimalCost(entries: readonly BodyEntry[]): number {
  return entries.reduce((sum, item, index) => {
    const full = fitResultBody([item], Number.MAX_SAFE_INTEGER).bytes - utf8ByteLength(item.header);
    return sum + utf8ByteLength(item.header) + Math.min(full, REMOVED_LINE_BYTES) + (index > 0 ? 2 : 0);
  }, 0);
}

/**
 * "A higher rank never loses more than a lower rank": once a snippet is shortened, every lower
 * snippet is shortened, removed or already at/below the minimum; once one is removed, every lower
 * one is removed too, or kept because it is no longer than the removal marker; shortened lengths never increase down the ranking.
 */
function expectMonotoneLoss(fits: readonly SnippetFit[]): void {
  const withSnippet = fits.filter((fit) => fit.kind !== 'none');
  withSnippet.forEach((fit, index) => {
    const lower = withSnippet.slice(index + 1);
    if (fit.kind === 'removed') {
      for (const other of lower) if (other.kind !== 'removed') expect(utf8ByteLength(`\nSnippet: ${other.kind === 'full' ? other.text : ''}`)).toBeLessThanOrEqual(REMOVED_LINE_BYTES);
    }
    if (fit.kind === 'shortened') {
      for (const other of lower) {
        if (other.kind === 'full') expect(codePointLength(other.text)).toBeLessThanOrEqual(SNIPPET_MIN_CHARS);
        if (other.kind === 'shortened') expect(other.codePoints).toBeLessThanOrEqual(fit.codePoints);
      }
    }
  });
}

describe('fitResultBody (examples with small budgets)', () => {
  const entries = [entry('1. a', 'x'.repeat(1000)), entry('2. b', 'y'.repeat(1000)), entry('3. c', 'z'.repeat(1000))];
  const fullBytes = utf8ByteLength(fitResultBody(entries, 1_000_000).body);

  it('keeps everything when it fits', () => {
    const fit = fitResultBody(entries, fullBytes);
    expect(fit.snippets.map((snippet) => snippet.kind)).toEqual(['full', 'full', 'full']);
    expect(fit.bytes).toBe(fullBytes);
  });

  it('shortens only the last snippet, by exactly as much as needed', () => {
    const fit = fitResultBody(entries, fullBytes - 100);
    expect(fit.snippets.map((snippet) => snippet.kind)).toEqual(['full', 'full', 'shortened']);
    expect(fit.bytes).toBeLessThanOrEqual(fullBytes - 100);
    expect(fit.bytes).toBeGreaterThan(fullBytes - 100 - 2);
  });

  it('takes the last snippet to the minimum before touching the one above', () => {
    const fit = fitResultBody(entries, fullBytes - 1000);
    expect(fit.snippets.map((snippet) => snippet.kind)).toEqual(['full', 'shortened', 'shortened']);
    const [, second, third] = fit.snippets;
    expect(third?.kind === 'shortened' && third.codePoints).toBe(SNIPPET_MIN_CHARS);
    expect(second?.kind === 'shortened' && second.codePoints).toBeGreaterThan(SNIPPET_MIN_CHARS);
  });

  it('removes the lowest snippets and grows the higher ones back into the room left', () => {
    const budget = minimalCost(entries) + 300;
    const fit = fitResultBody(entries, budget);
    expect(fit.snippets.map((snippet) => snippet.kind)).toEqual(['shortened', 'removed', 'removed']);
    expect(fit.bytes).toBeLessThanOrEqual(budget);
    expect(fit.body.endsWith(`3. c\nSnippet: ${SNIPPET_REMOVED_MARKER}`)).toBe(true);
  });

  it('omits whole results from the bottom only when even their minimal form does not fit', () => {
    const budget = minimalCost(entries.slice(0, 2)) + 5;
    const fit = fitResultBody(entries, budget);
    expect(fit.snippets).toHaveLength(2);
    expect(fit.snippets.map((snippet) => snippet.kind)).toEqual(['removed', 'removed']);
    expect(fitResultBody(entries, 0).snippets).toHaveLength(0);
    expect(fitResultBody(entries, 0).body).toBe('');
  });
});

const textUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(' ', '\u0301', '😀', '\u200D', 'é', '漢') },
);
const snippetText = fc
  .tuple(fc.string({ unit: textUnit, maxLength: 40 }), fc.integer({ min: 1, max: 200 }))
  .map(([piece, times]) => piece.repeat(times));
const bodyEntry = fc.record(
  { header: fc.string({ unit: textUnit, minLength: 1, maxLength: 300 }), snippet: fc.option(snippetText, { nil: undefined }) },
  { requiredKeys: ['header'] },
).map(({ header, snippet }) => entry(header, snippet));

describe('fitResultBody (properties)', () => {
  it('respects the budget, keeps a maximal prefix and never makes a higher rank lose more', () => {
    fc.assert(
      fc.property(fc.array(bodyEntry, { maxLength: 25 }), fc.integer({ min: 0, max: 1100 }), (entries, perMille) => {
        const unbounded = fitResultBody(entries, Number.MAX_SAFE_INTEGER);
        const budget = Math.floor((unbounded.bytes * perMille) / 1000);
        const fit = fitResultBody(entries, budget);
        const shown = fit.snippets.length;
        expect(fit.bytes).toBe(utf8ByteLength(fit.body));
        expect(fit.bytes).toBeLessThanOrEqual(budget);
        if (shown < entries.length) expect(minimalCost(entries.slice(0, shown + 1))).toBeGreaterThan(budget);
        expectMonotoneLoss(fit.snippets);
        for (const snippet of fit.snippets) {
          if (snippet.kind === 'full' || snippet.kind === 'shortened') expect(codePointLength(snippet.text)).toBeLessThanOrEqual(SNIPPET_MAX_CHARS);
          if (snippet.kind === 'shortened') {
            expect(snippet.codePoints).toBeGreaterThanOrEqual(SNIPPET_MIN_CHARS);
            expect(codePointLength(snippet.text)).toBeLessThanOrEqual(snippet.codePoints);
          }
        }
        if (unbounded.bytes <= budget) expect(fit.snippets).toEqual(unbounded.snippets);
      }),
      { numRuns: 100 },
    );
  });
});
