import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** A former price that only its class names (a stylesheet strikes it through). */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: former prices named by class', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("strikes a price its class names the former one beside the current price (Glovo's span.product-price__original, an old-price, a price-was)", async () => {
    expect(await convert('<div class="product-price"><span class="product-price__effective product-price__effective--promo">1,79&nbsp;€</span> <span class="product-price__original">2,24&nbsp;€</span></div>')).toBe('1,79 € ~~2,24 €~~');
    expect(await convert('<div class="price-box"><span class="special-price">$79.00</span> <span class="old-price">$96.00</span></div>')).toBe('$79.00 ~~$96.00~~');
    expect(await convert('<div class="prices"><span class="price">1,79 €</span> <span class="price--previous">2,24 €</span></div>')).toBe('1,79 € ~~2,24 €~~');
  });

  it('strikes a former price beside the current one, but not one alone, one with its label, nor the percentage off beside it', async () => {
    expect(await convert('<div class="price-box"><span class="special-price">$79.00</span> <span class="old-price">$96.00</span> <span class="price-old-percent">-8%</span></div>')).toBe('$79.00 ~~$96.00~~ -8%');
    // ASOS' span.originalPrice is the price when there is no other.
    expect(await convert('<div class="product"><span class="originalPrice">£35.00</span></div>')).toBe('£35.00');
    // Magento's span.old-price holds its label, which its stylesheet does not strike.
    expect(await convert('<div class="price-box"><span class="special-price">$79.00</span> <span class="old-price">Regular Price $96.00</span></div>')).toBe('$79.00 Regular Price $96.00');
  });
});
