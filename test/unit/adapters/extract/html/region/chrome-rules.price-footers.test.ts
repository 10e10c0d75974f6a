import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

describe('chromeName: a price footer', () => {
  it("does not read as chrome the short footer of a price that states its base price (Lidl's div.price-footer: \"Grundpreis: 1 l = 6,00 €\"), only that", () => {
    expect(chromeName(element('<div class="price-footer"><span class="price-footer__packaging">2,5 l</span><span class="price-footer__baseprice">Grundpreis: 1 l = 6,00 €</span></div>'))).toBeUndefined();
    expect(chromeName(element('<div class="product-price-footer">500 g (1 kg = 5,98 €)</div>'))).toBeUndefined();
    // Chrome still: a price footer without a price, a long one, and a footer not named for a price.
    expect(chromeName(element('<div class="price-footer"><a href="/versand">Versandkosten</a></div>'))).toBe('chrome');
    expect(chromeName(element(`<div class="price-footer">Grundpreis: 1 l = 6,00 € ${'Alle Preise inkl. MwSt. und zzgl. Versandkosten. '.repeat(4)}</div>`))).toBe('chrome');
    expect(chromeName(element('<div class="site-footer">Gutscheine ab 10,00 €</div>'))).toBe('chrome');
  });
});
