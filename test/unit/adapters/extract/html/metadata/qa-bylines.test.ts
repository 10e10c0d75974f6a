import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readByline } from '../../../../../../adapters/outbound/extract/html/metadata/byline-reader.js';
import { collectStatementElements } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (body: string, head = ''): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const bylineOf = (body: string): string | undefined => readByline(collectStatementElements(documentOf(body)).bylineCandidates);
const BODY = `<p>${'The kettle boils a litre of water in under three minutes and switches itself off. '.repeat(12)}</p>`;
const PRODUCT = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Stovetop Kettle', offers: { '@type': 'Offer', price: '39.00', priceCurrency: 'USD' } })}</script>`;

/** PowerReviews' questions and answers under a product: one question, asked by a shopper. */
const QUESTION = '<h2>Questions &amp; Answers</h2><div class="pr-qa-display"><div class="pr-qa-display-item-details"><span>Asked by</span> <span class="pr-qa-display-author">lilacwren</span></div></div>';

describe("readByline: a product's questions and answers", () => {
  it("does not take who asked a question (PowerReviews' div.pr-qa-display \"Asked by lilacwren\") for the page's author, while an article's byline under its h1 is still read", () => {
    const page = `<h1>Stovetop Kettle</h1>${BODY}${QUESTION}`;
    expect(bylineOf(page)).toBeUndefined();
    expect(readPageMetadata(documentOf(page, PRODUCT), 'https://shop.example/p/stovetop-kettle').author).toBeUndefined();
    // A byline outside any questions' block is the page's.
    const article = `<h1>How to descale a kettle</h1><span class="author">By Ines Halloran</span>${BODY}`;
    expect(bylineOf(article)).toBe('Ines Halloran');
    expect(readPageMetadata(documentOf(article), 'https://news.example/descale').author).toBe('Ines Halloran');
  });
});
