import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_STAGES, runHtmlChain } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { documentOf, failed, page, stages, URL_, words } from './html-chain-fixtures.js';

/**
 * Session 36: a rating link that opens with a `<div>` of icon stars and no text (Media Expert's
 * `a.rating-box > div.stars`): Markdown drops the space before a block, and the link ran into the
 * word before it ("Model: 55QN780[4.6 (38 opinii)](…)").
 */
const STARS = '<div class="stars"><i class="icon icon-star is-full"></i><i class="icon icon-star is-full"></i><i class="icon icon-star is-half"></i></div>';
const productPage = (link: string): ParsedHtmlPage => ({
  ...page,
  notes: [],
  document: documentOf(`<main><h1>Telewizor NORDVIK 55QN780</h1><div class="product-info"><span class="id">Kod: <span class="value">6122334</span></span>\n`
    + `<span class="model">Model: <span class="value">55QN780</span></span>\n${link}</div><p>${words(150, 'panel')}</p></main>`),
});
/** The real cleaned-body stage reads the page (Readability finds nothing). */
const run = (link: string) => runHtmlChain(productPage(link), URL_, { declared: { article: false, collection: false }, stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: DEFAULT_HTML_STAGES.cleanedBody } });

describe('runHtmlChain: a blank block opening a link', () => {
  it("sets inline a link's first div that has no text and shows nothing, so the link keeps its space from the word before it; a div showing a picture stays a block", async () => {
    // A link to the reviews' own page: one into this page's reviews is written as text (`unlinkRatings`).
    const result = await run(`<a href="/opinie/6122334" class="rating-box">${STARS}<span class="rating">4.6</span> <span class="count">(38 opinii)</span></a>`);
    expect(result.markdown).toContain('Kod: 6122334 Model: 55QN780 [4.6 (38 opinii)](https://example.com/opinie/6122334)');
    expect(result.markdown).not.toContain('55QN780[');
    expect(result.markdown).not.toMatch(/55QN780\n+\[4\.6/);
    const pictured = await run('<a href="/reviews" class="rating-box"><div class="badge"><img src="https://example.com/stars.png" alt="Stars"></div><span class="rating">4.6</span></a>');
    expect(pictured.markdown).toContain('Model: 55QN780\n\n![Stars](https://example.com/stars.png)');
  });
});
