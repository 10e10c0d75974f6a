import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 37: a label's colon set flush before the next field (Rozetka's `span.seller-title__label` "Продавець:"
 * before the seller's link), an ordinal's dot before the word it orders (Immowelt's `<span>2.</span><span>Geschoss</span>`),
 * and a whole of one digit before its named cents (Jumbo's `span.whole` "2", `span.fractional` "79").
 */
describe.each(Object.entries(parsers))("fields set flush: a label's colon, an ordinal's dot, a one-digit whole before its cents, on %s", (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("spaces a label's colon from the field after it (Rozetka's \"Продавець:\" before the seller's link, a spec's \"Model:\" before its value)", async () => {
    const seller = await convert('<p class="seller-title"><span class="seller-title__label">Продавець:</span><a class="seller-title__link" href="https://rozetka.com.ua/ua/seller/technodim-ua/">ТехноДім UA</a></p>');
    expect(seller).toBe('Продавець: [ТехноДім UA](https://rozetka.com.ua/ua/seller/technodim-ua/)');
    expect(seller).not.toContain(':[');
    const model = await convert('<div class="spec"><span><strong>Model:</strong></span><span>65Q7G24</span></div>');
    expect(model).toBe('**Model:** 65Q7G24');
    expect(model).not.toContain('**65Q7G24');
  });

  it("spaces an ordinal's dot from the word it orders (Immowelt's \"2.\" \"Geschoss\"), and leaves a one-word abbreviation's dot flush against its figure", async () => {
    const floor = await convert('<div class="key-facts"><span class="value">2.</span><span class="label">Geschoss</span></div>');
    expect(floor).toBe('2. Geschoss');
    expect(floor).not.toContain('2.Geschoss');
    expect(await convert('<p><span>12.</span><span>Etage</span></p>')).toBe('12. Etage');
    expect(await convert('<p><span class="a">Nr.</span><span class="b">12</span></p>')).toBe('Nr.12');
  });

  it('writes the cents a class names after a whole of one digit with a decimal mark (Jumbo\'s "2" "79" is 2,79)', async () => {
    const price = (whole: string, cents: string, centsClass: string): string => `<div class="current-price"><span class="whole">${whole}</span><span class="${centsClass}">${cents}</span></div>`;
    expect(await convert(price('2', '79', 'fractional'))).toBe('2,79');
    expect(await convert(price('7', '49', 'cents'))).toBe('7,49');
    expect(await convert(price('2', '79', 'fractional'))).not.toContain('279');
    // After a currency symbol, a point.
    expect(await convert('<p class="price"><span>$</span><span>2</span><span>99</span></p>')).toBe('$2.99');
    // A digit before two digits whose class names no cents is one number still.
    expect(await convert(price('2', '79', 'size'))).toBe('279');
  });
});
