import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isPricedCardFooter } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

/**
 * Session 37: a block named a footer at the foot of one card of a series (an `<article>` or `<li>` beside
 * others of its kind, or an `<article>` alone in such an `<li>`) that states a price is the card's offer
 * (Kelkoo's `div.OfferCard_footer__…`: price, delivery and shop), not the page's footer.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const footerIn = (html: string): Element => bodyOf(html).querySelector('[class*="footer" i]') as Element;

const OFFER_FOOTER = '<div class="OfferCard_footer__Dp7sR"><span class="OfferCard_price__Zk2">£34.99</span> <span>Free delivery</span> <span>ElectroDirect</span> <a href="/go?offer=o-77a1">Go to shop</a></div>';
const OTHER_CARD = '<article class="OfferCard_card__Tg4hM"><h2>Tonnerre Studio 7</h2><div>£89.00</div></article>';

describe('isPricedCardFooter: a footer that prices one card of a series', () => {
  it("reads Kelkoo's offer footer (\"£34.99 Free delivery ElectroDirect\") in an <article> alone in an <li> of a results list as the card's", () => {
    const footer = footerIn(`<ul class="Results_list__kq2Ls"><li class="Results_item__aP3xZ"><article class="OfferCard_card__Tg4hM"><h2>Brightwave Sport Buds X2</h2><p>Sweat-resistant in-ear buds.</p>${OFFER_FOOTER}</article></li>`
      + `<li class="Results_item__aP3xZ">${OTHER_CARD}</li></ul>`);
    expect(isPricedCardFooter(footer)).toBe(true);
  });

  it('reads a priced footer of an <article> beside other <article>s, and of an <li> beside other <li>s, as the card\'s', () => {
    expect(isPricedCardFooter(footerIn(`<div class="results"><article><h2>Brightwave Sport Buds X2</h2>${OFFER_FOOTER}</article>${OTHER_CARD}</div>`))).toBe(true);
    expect(isPricedCardFooter(footerIn('<ul><li><h3>Auralis A10</h3><div class="card-footer">€99,95 Gratis verzending</div></li><li><h3>Kestrel K3</h3><div class="card-footer">€17,49</div></li></ul>'))).toBe(true);
  });

  it("does not read as a card's a footer without a price, a card that stands alone, a footer outside any card, or a long one", () => {
    expect(isPricedCardFooter(footerIn(`<div><article><h2>Brightwave</h2><div class="OfferCard_footer__Dp7sR">Free delivery ElectroDirect <a href="/go">Go to shop</a></div></article>${OTHER_CARD}</div>`))).toBe(false);
    expect(isPricedCardFooter(footerIn(`<main><article><h2>Brightwave Sport Buds X2</h2>${OFFER_FOOTER}</article></main>`))).toBe(false);
    expect(isPricedCardFooter(footerIn('<div class="page"><div class="Footer_footer__a9LdX">Gift cards from £10.00</div></div>'))).toBe(false);
    expect(isPricedCardFooter(footerIn(`<div><article><h2>Brightwave</h2><div class="OfferCard_footer__Dp7sR">£34.99 ${'Prices include VAT; delivery costs are shown by each shop and may change. '.repeat(5)}</div></article>${OTHER_CARD}</div>`))).toBe(false);
  });
});
