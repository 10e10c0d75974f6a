import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

describe('runHtmlChain: small-screen copies', () => {
  it("removes a listing's price and date set again for small screens beside their large-screen twins before the stages read the page, and notes them", async () => {
    const item = (title: string, price: string, date: string): string => `<li class="hz-Listing"><div class="hz-Listing-group"><h3>${title}</h3>`
      + `<div class="hz-Listing-group--price-date-feature hz-Listing-group--price-date-feature--mobile"><span class="hz-Listing-price hz-Listing-price--mobile">${price}</span><span class="hz-Listing-date hz-Listing-date--mobile">${date}</span></div></div>`
      + `<div class="hz-Listing-group--price-date-feature hz-Listing-group--price-date-feature--desktop"><span class="hz-Listing-price hz-Listing-price--desktop">${price}</span> <span class="hz-Listing-date hz-Listing-date--desktop">${date}</span></div></li>`;
    const listing: ParsedHtmlPage = {
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Gazelle damesfiets</h1><p>${ARTICLE}</p><ul>${item('Gazelle Orange C7', '€ 245,00', 'Vandaag')}${item('Batavus Fonk 2', '€ 180,00', 'Gisteren')}</ul>`
        + '<div class="app-banner-mobile">Get the app</div></main>'),
    };
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const result = await runHtmlChain(listing, URL_, { declared: { article: false, collection: false }, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    expect(seen[0]?.split('€ 245,00')).toHaveLength(2);
    expect(seen[0]?.split('Gisteren')).toHaveLength(2);
    expect(seen[0]).toContain('Gazelle Orange C7€ 245,00 Vandaag');
    // A small-screen element with no twin stays; each small-screen price and date is a copy.
    expect(seen[0]).toContain('Get the app');
    expect(result.removalNotes).toContain('4 hidden copies of text shown beside them removed (an editor\'s source, a second rendering)');
  });
});
