import { describe, expect, it } from 'vitest';
import { extractHtml } from '../../support/extract-html.js';

/**
 * A product page that draws its description with a script: WebFetch's extractor puts the
 * schema.org description first, read as HTML and converted like the page, whatever escaping the
 * site used in its JSON-LD.
 */
function productPage(description: string): string {
  const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Trail Socks', description, offers: { '@type': 'Offer', price: '19.00', priceCurrency: 'EUR' } });
  return `<!doctype html><html><head><title>Trail Socks | Shop</title><script type="application/ld+json">${jsonLd}</script></head>
<body><main><h1>Trail Socks</h1><p>EUR 19.00. Free returns within thirty days on every order placed in our shop.</p><div id="description"></div>
<p>Questions about sizing? Our team answers every message within one working day, seven days a week.</p></main></body></html>`;
}

const extract = (markup: string) => extractHtml(markup, 'https://shop.example/p/trail-socks');

const PARAGRAPHS = '<p>Merino &amp; nylon trail socks with a cushioned footbed, a seamless toe, arch support and a heel tab that keeps grit out on long days.</p><p>Machine washable at <b>30 degrees</b>; see the <a href="/care">care guide</a>.</p>';

describe('a product description from structured data', () => {
  for (const [escaping, description] of [['as HTML', PARAGRAPHS], ['as HTML escaped once more (&lt;p&gt;)', PARAGRAPHS.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')]] as const) {
    it(`comes first, as Markdown paragraphs with entities decoded and links absolute, when written ${escaping}`, async () => {
      const document = await extract(productPage(description));
      expect(document.text.startsWith('Merino & nylon trail socks with a cushioned footbed')).toBe(true);
      expect(document.text).toContain('heel tab that keeps grit out on long days.\n\nMachine washable at **30 degrees**; see the [care guide](https://shop.example/care).');
      expect(document.text).not.toMatch(/<\/?p>|&amp;|&lt;/);
      expect(document.removalNotes).toContainEqual(expect.stringContaining("the product's description added first from the page's structured data"));
    });
  }
});
