import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeProductCards } from '../../../../../../adapters/outbound/extract/html/region/product-cards.js';

/**
 * Session 35: a price comparison's page lists the shops selling the product shown, each with a link
 * to the shop and a price. They read as repeated cards with a link and a price, but they are the
 * product's prices, not other products.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

const DESCRIPTION = '<p>' + 'These over-ear headphones cancel the hum of a train and keep their charge for a week of commuting. '.repeat(6) + '</p>';
const PRODUCT = `<h1>Sonorix Aura 7</h1><p>from 147,99 €</p>${DESCRIPTION}`;
const SHOPS = [['KlangHaus Online', '149,90 €'], ['Technikwelt24', '147,99 €'], ['Audiomarkt Berlin', '155,00 €']] as const;
const card = (name: string, price: string): string => `<li class="card"><a href="/p/${name}"><h3>${name}</h3></a><span>${price}</span></li>`;
const CAROUSEL = `<h2>Similar products</h2><ul>${card('Wool Runner', '£98.00')}${card('Tree Dasher', '£120.00')}${card('Cotton Tee', '£35.00')}</ul>`;

describe('removeProductCards: the shops\' offers of the product shown', () => {
  it("keeps a series of items named offers by their class (idealo's li.productOffers-listItem), and still removes other products' cards beside them", () => {
    const offer = ([shop, price]: readonly [string, string], index: number): string => `<li class="productOffers-listItem row"><a class="productOffers-listItemTitle" href="/relocator/relocate?offerKey=${index}">Sonorix Aura 7 schwarz</a>`
      + `<a class="productOffers-listItemOfferPrice" href="/relocator/relocate?offerKey=${index}">${price}</a><span>${shop}</span></li>`;
    const body = bodyOf(`<main>${PRODUCT}<h2>Preisvergleich</h2><ul class="productOffers-list">${SHOPS.map(offer).join('')}</ul>${CAROUSEL}</main>`);
    expect(removeProductCards(body)).toBe(3);
    expect(text(body)).toContain('Sonorix Aura 7 schwarz149,90 €KlangHaus Online');
    expect(text(body)).toContain('Sonorix Aura 7 schwarz147,99 €Technikwelt24');
    expect(text(body)).toContain('Sonorix Aura 7 schwarz155,00 €Audiomarkt Berlin');
    expect(text(body)).not.toContain('Wool Runner');
  });

  it('keeps a series of items named offer by their test id (PriceRunner\'s data-testid="offer") or by their id', () => {
    const byTestId = ([shop, price]: readonly [string, string]): string => `<div class="c1x2y3" data-testid="offer"><a href="/gotostore/${shop}">${shop} ↗</a><span>${price}</span></div>`;
    const byId = ([shop, price]: readonly [string, string], index: number): string => `<div class="row" id="offer-${index}"><a href="/go/${index}">${shop}</a> ${price}</div>`;
    const testIds = bodyOf(`<main>${PRODUCT}<section>${SHOPS.map(byTestId).join('')}</section></main>`);
    expect(removeProductCards(testIds)).toBe(0);
    expect(text(testIds)).toContain('KlangHaus Online ↗149,90 €Technikwelt24 ↗147,99 €Audiomarkt Berlin ↗155,00 €');
    const ids = bodyOf(`<main>${PRODUCT}<section>${SHOPS.map(byId).join('')}</section></main>`);
    expect(removeProductCards(ids)).toBe(0);
    expect(text(ids)).toContain('KlangHaus Online 149,90 €Technikwelt24 147,99 €Audiomarkt Berlin 155,00 €');
  });

  it("keeps the items of a list named prices or offers (Skroutz' ol#prices-list of li.card), and not the cards of a list named otherwise", () => {
    const item = ([shop, price]: readonly [string, string], index: number): string => `<li class="card js-product-card"><a class="shop-name" href="/shop/${index}">${shop}</a>`
      + `<div class="price-content"><a class="dominant-price" href="/products/show/${index}">${price}</a></div></li>`;
    const items = SHOPS.map(item).join('');
    for (const list of ['<ol class="list cf" id="prices-list">', '<ol class="shop-offers">']) {
      const body = bodyOf(`<main>${PRODUCT}${list}${items}</ol></main>`);
      expect(removeProductCards(body), list).toBe(0);
      expect(text(body), list).toContain('KlangHaus Online149,90 €Technikwelt24147,99 €Audiomarkt Berlin155,00 €');
    }
    const other = bodyOf(`<main>${PRODUCT}<ol class="list cf" id="bestsellers">${items}</ol></main>`);
    expect(removeProductCards(other)).toBe(3);
    expect(text(other)).not.toContain('KlangHaus Online');
  });
});
