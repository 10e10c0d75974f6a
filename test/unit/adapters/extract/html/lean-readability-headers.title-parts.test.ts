import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

/**
 * Session 37's title headings: Readability removes the first `<h1>` or `<h2>` whose words are all
 * the title's as the article's own heading, however few of the title's words it says. Mbin's
 * section "What finally stuck" went as the title "Why we rewrote our log shipper twice (and what
 * finally stuck)". The lean subclass keeps an `<h2>` that says less than half the title's words; an
 * `<h1>` is asked as before (a site's name set as one over its documentation goes).
 */

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');

const TITLE = 'Why we rewrote our log shipper twice (and what finally stuck)';

/** A post whose body has sections under `<h2>`s, the last of them `last`. */
const post = (last: string): string => `<!DOCTYPE html><html><head><title>${TITLE}</title></head><body><main><article>`
  + `<p>${PARAGRAPH.repeat(3)}</p><h2>Attempt one: a bigger buffer</h2><p>${PARAGRAPH.repeat(3)}</p>`
  + `<h2>${last}</h2><p>The version that has now run for a year keeps a bounded queue per source. ${PARAGRAPH.repeat(3)}</p></article></main></body></html>`;

describe('leanReadability: an <h2> that says a small part of the title', () => {
  it('keeps a section\'s <h2> whose words are all in the title but fewer than half of them ("What finally stuck"), which stock Readability removes as the title', async () => {
    const [stock, lean] = await both(post('What finally stuck'));
    expect(text(stock)).not.toContain('What finally stuck');
    expect(text(lean)).toContain('What finally stuck');
    expect((lean as { content: string }).content).toMatch(/<h2[^>]*>What finally stuck<\/h2>/);
    expect(text(lean)).toContain('The version that has now run for a year keeps a bounded queue per source.');
  });

  it('still removes an <h2> that says half the title\'s words or more, and an <h1> that says as little as the kept <h2>', async () => {
    // Six of the title's eleven words, a share of more than half: the article's own heading, removed as before.
    const [, halfTitle] = await both(post('Why we rewrote our log shipper'));
    expect(text(halfTitle)).not.toContain('Why we rewrote our log shipper');
    // "What finally stuck" kept beside it: the rule is the share of the title's words, not the words alone.
    const [, smallPart] = await both(post('What finally stuck'));
    expect(text(smallPart)).toContain('What finally stuck');
    // An <h1> of a site's name over its documentation ("Django") goes as the title; the page's own heading stays.
    const docs = `<!DOCTYPE html><html><head><title>Writing your first Django app, part 1 | Django documentation</title></head><body><main><article><h1>Django</h1>`
      + `<h1>Writing your first Django app, part 1</h1><p>${PARAGRAPH.repeat(4)}</p><p>${PARAGRAPH.repeat(3)}</p></article></main></body></html>`;
    const [stockDocs, leanDocs] = await both(docs);
    expect(text(leanDocs)).toBe(text(stockDocs));
    expect(text(leanDocs)).not.toMatch(/^\s*Django\b/);
    expect(text(leanDocs)).toContain('Writing your first Django app, part 1');
  });
});
