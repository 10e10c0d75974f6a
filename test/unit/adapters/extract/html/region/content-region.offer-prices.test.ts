import { describe, expect, it } from 'vitest';
import { prose, textOf } from './content-region-support.js';

/**
 * Session 35: a block that is one link stating a price, inside a shop's offer of the product (a
 * class, id or test id naming it offer(s), or its list named offers or prices), says what the product
 * costs there: it is no link cluster.
 */
const PRODUCT = `<h1>Aero 5 Wireless Headphones</h1><p>${prose('headphones', 8)}</p>`;

describe('extractContentRegion: a linked price in a named offer', () => {
  it('keeps a block of one link stating a price inside an element named offers (noon\'s div.otherOffers), and drops the same linked price outside an offer', () => {
    const page = `<main>${PRODUCT}<div class="sc-4b5c6d7e-4 otherOffers"><a href="/uae-en/aero-5/p/?o=offers">3 other offers from 655,00 €</a></div>`
      + '<div class="promoStrip"><a href="/uae-en/deals">Headphones deals from 99,00 €</a></div></main>';
    const text = textOf(page);
    expect(text).toContain('3 other offers from 655,00 €');
    expect(text).not.toContain('Headphones deals from 99,00 €');
  });

  it("keeps each shop's linked price in the offers of a list named prices (Skroutz' ol#prices-list > li > div.price-content > a.dominant-price)", () => {
    const offer = (shop: string, price: string): string => `<li class="card js-product-card"><p class="shop">${shop} sells it with two years of warranty and free returns within thirty days</p>`
      + `<div class="price-content"><a class="dominant-price" href="/products/show/${shop}">${price}</a></div></li>`;
    const text = textOf(`<main>${PRODUCT}<ol class="list cf" id="prices-list">${offer('Kotsovolos', '129,90 €')}${offer('Public', '139,99 €')}</ol></main>`);
    expect(text).toContain('Kotsovolos sells it with two years of warranty and free returns within thirty days129,90 €');
    expect(text).toContain('Public sells it with two years of warranty and free returns within thirty days139,99 €');
  });

  it('keeps a linked price in an element named offer, but still drops a block of two links there (a menu, not a price)', () => {
    const page = `<main>${PRODUCT}<div class="offer"><p>Sold by Kestrel Store, shipped from Dubai within two days.</p><div class="offer-price"><a href="/offers/1">from 655,00 €</a></div>`
      + '<div class="offer-links"><a href="/help">Help with offers</a> <a href="/sellers">All sellers</a></div></div></main>';
    const text = textOf(page);
    expect(text).toContain('Sold by Kestrel Store, shipped from Dubai within two days.from 655,00 €');
    expect(text).not.toContain('Help with offers');
  });
});
