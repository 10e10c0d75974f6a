import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

/** What the page states about itself (its metadata) that the chain tells the model besides the text. */
describe('runHtmlChain: notes from the page statements', () => {
  const pageOf = (body: string): ParsedHtmlPage => ({ ...page, notes: [], document: documentOf(body) });

  it("says the product's rating its structured data states where its reviews went, and nothing more where it states none", async () => {
    const body = `<main><h1>MD 421 Kompakt</h1><p>${ARTICLE}</p><section><h2>58 Customer ratings</h2><p>Great on toms, says a customer.</p></section></main>`;
    const run = (productRating?: string) => runHtmlChain(pageOf(body), URL_, { declared: { article: false, collection: true, product: true }, stages: stages({ readability: produced('readability', ARTICLE), cleanedBody: produced('cleaned-body', ARTICLE) }), pageStatements: productRating === undefined ? {} : { productRating } });
    expect((await run('4.7 out of 5 from 58 ratings')).removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4.7 out of 5 from 58 ratings)");
    expect((await run()).removalNotes).toContain('1 block of customer reviews and ratings removed');
  });

  it('says first that the page marks its article as not free to read', async () => {
    const extraction = await runHtmlChain(pageOf(`<article><p>${ARTICLE}</p></article>`), URL_, { declared: { article: true, collection: false }, stages: stages({ readability: produced('readability', ARTICLE), cleanedBody: produced('cleaned-body', ARTICLE) }), pageStatements: { paywalled: true } });
    expect(extraction.removalNotes[0]).toMatch(/^the page marks its article as not free to read \(schema\.org isAccessibleForFree false\)/);
  });

  it('writes a mail or phone link that shows its address as text before the stages read the page (a contact block of nothing but such links), and leaves "Call us"', async () => {
    let seen = '';
    const reading: HtmlStage = async (document) => {
      seen = document.body?.innerHTML ?? '';
      return produced('cleaned-body', ARTICLE);
    };
    await runHtmlChain(pageOf(`<main><p>${ARTICLE}</p><p><a href="tel:5125550148">(512) 555-0148</a></p><p><a href="mailto:office@cedar.example">office@cedar.example</a></p><p><a href="tel:5125550148">Call us</a></p></main>`), URL_, { declared: { article: false, collection: false }, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    expect(seen).toContain('<p>(512) 555-0148</p>');
    expect(seen).toContain('<p>office@cedar.example</p>');
    expect(seen).toContain('<a href="tel:5125550148">Call us</a>');
  });
});
