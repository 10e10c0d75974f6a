import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { parseHTML } from 'linkedom';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** A price's whole units on a line of their own, its cents raised after them (bol.com's template). */
const BOL = '<span class="promo-price" data-test="price">24\n      <sup class="promo-price__fraction" data-test="price-fraction">99</sup>\n    </span>';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: raised cents set apart from their whole units', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes the cents after the whole units, not apart from them (bol.com's \"24 99\"), a whole price's dash too", async () => {
    expect(await convert(`<p>${BOL} and <span class="promo-price">21\n<sup class="promo-price__fraction promo-price__fraction--dash">-</sup></span></p>`)).toBe('24.99 and 21,-');
    expect(await convert('<p>Now $549 <sup>00</sup>.</p>')).toBe('Now $549.00.');
  });

  it('leaves a power after a space, and a superscript after no price, as they were', async () => {
    expect(await convert('<p>See note 3 <sup>12</sup> and the total 24 <sup>99</sup>.</p>')).toBe('See note 3 12 and the total 24 99.');
  });
});

describe("createMarkdownConverter: the decimal mark of a page's language before raised cents", () => {
  const convert = async (document: Document): Promise<string> => (await createMarkdownConverter(BASE))(document.body);
  const page = (lang: string, body: string): Document => parseHTML(`<!DOCTYPE html><html lang="${lang}"><head></head><body>${body}</body></html>`).document as unknown as Document;

  it('writes a comma on a Dutch, German or Polish page, a point on an English one, where the whole units are not grouped', async () => {
    expect(await convert(page('nl-NL', `<p>${BOL}</p>`))).toBe('24,99');
    expect(await convert(page('de', '<p>€ 1299<sup>95</sup></p>'))).toBe('€ 1299,95');
    expect(await convert(page('pl', '<p><span class="price">129<sup>99</sup> zł</span></p>'))).toBe('129,99 zł');
    expect(await convert(page('en-GB', '<p>£24<sup>99</sup></p>'))).toBe('£24.99');
    expect(await convert(new JSDOM('<!DOCTYPE html><html lang="fr"><body><p>24<sup class="price-cents">99</sup> €</p></body></html>').window.document)).toBe('24,99 €');
  });

  it('takes the mark the grouping of the whole units leaves, whatever the language', async () => {
    expect(await convert(page('en', '<p>€1.299<sup>95</sup></p>'))).toBe('€1.299,95');
    expect(await convert(page('de', '<p>$1,299<sup>95</sup></p>'))).toBe('$1,299.95');
  });
});
