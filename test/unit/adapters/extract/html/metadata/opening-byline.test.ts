import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readOpeningByline } from '../../../../../../adapters/outbound/extract/html/metadata/opening-byline.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (body: string, head = ''): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const URL_ = 'https://news.example/view/AEN20240503003251320';
const LEAD = 'SEOUL, May 3 (Yonhap) -- South Korea and Japan on Friday agreed to expand joint research into tidal power, the oceans ministry said.';
const MORE = `<p>${'The agreement was reached during a meeting of senior maritime officials in Busan. '.repeat(6)}</p>`;
const PRODUCT = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Tide Clock', offers: { '@type': 'Offer', price: '39.00', priceCurrency: 'USD' } })}</script>`;

describe("readOpeningByline: the \"By\" line an article's text opens with (Yonhap's <p>By Kim Seo-jin<br><br>SEOUL, …)", () => {
  it('reads the name on the first paragraph\'s first line, up to its <br>', () => {
    expect(readOpeningByline(documentOf(`<h1>Tidal research</h1><article><p>By Kim Seo-jin<br><br>${LEAD}</p>${MORE}</article>`))).toBe('Kim Seo-jin');
    // A paragraph of the byline alone, and one in the schema.org body or the page's main part.
    expect(readOpeningByline(documentOf(`<main><p>By Ana María Ruiz</p><p>${LEAD}</p></main>`))).toBe('Ana María Ruiz');
    expect(readOpeningByline(documentOf(`<div itemprop="articleBody"><p>By Liam O'Neill<br>${LEAD}</p></div>`))).toBe("Liam O'Neill");
  });

  it('reads it from the second paragraph where the first is something else (an empty one before the byline), not from a later one', () => {
    expect(readOpeningByline(documentOf(`<article><p></p><p>By Kim Seo-jin<br>${LEAD}</p>${MORE}</article>`))).toBe('Kim Seo-jin');
    expect(readOpeningByline(documentOf(`<article><p>${LEAD}</p>${MORE}<p>By Kim Seo-jin</p></article>`))).toBeUndefined();
  });

  it('reads no name from a sentence that starts with "By" ("By the way …", "By 2030 …"), nor from a byline line with more after the name', () => {
    expect(readOpeningByline(documentOf(`<article><p>By Kim Seo-jin<br>${LEAD}</p></article>`))).toBe('Kim Seo-jin');
    expect(readOpeningByline(documentOf(`<article><p>By the way, the ministry said the buoys will record current speeds.</p>${MORE}</article>`))).toBeUndefined();
    expect(readOpeningByline(documentOf(`<article><p>By 2030 the plant should supply a city.<br>${LEAD}</p></article>`))).toBeUndefined();
    expect(readOpeningByline(documentOf(`<article><p>By Kim Seo-jin in Seoul and Sato Ken in Tokyo<br>${LEAD}</p></article>`))).toBeUndefined();
    // Outside an article or the page's main part, no paragraph is read.
    expect(readOpeningByline(documentOf(`<div><p>By Kim Seo-jin<br>${LEAD}</p></div>`))).toBeUndefined();
  });
});

describe('readPageMetadata: the opening "By" line as the author', () => {
  it("names the article's author from its opening line where no markup names one", () => {
    expect(readPageMetadata(documentOf(`<h1>Tidal research</h1><article class="story-news"><p>By Kim Seo-jin<br><br>${LEAD}</p>${MORE}</article>`, '<meta property="og:type" content="article">'), URL_).author).toBe('Kim Seo-jin');
  });

  it('prefers a byline the markup marks, and reads no author from a product page\'s opening line', () => {
    const article = `<h1>Tidal research</h1><article><span class="author">Jane Doe</span><p>By Kim Seo-jin<br>${LEAD}</p>${MORE}</article>`;
    expect(readPageMetadata(documentOf(article), URL_).author).toBe('Jane Doe');
    const page = `<h1>Tide Clock</h1><main><p>By Kim Seo-jin<br>A brass clock that shows the tide.</p>${MORE}</main>`;
    expect(readPageMetadata(documentOf(page), URL_).author).toBe('Kim Seo-jin');
    expect(readPageMetadata(documentOf(page, PRODUCT), 'https://shop.example/p/tide-clock').author).toBeUndefined();
  });
});
