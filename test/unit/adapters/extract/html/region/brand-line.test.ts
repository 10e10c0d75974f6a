import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unlinkBrandLines } from '../../../../../../adapters/outbound/extract/html/region/brand-line.js';

/**
 * Session 37: on a product page, a brand set as one link named "brand" (class or test id) right before an
 * `<h1>`, or before its wrapper, is written as text: a fact of the product, not a menu's link.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const headings = (body: Element): Element[] => Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'));
/** The brand's element after the rule ran: its text and whether it is still a link. */
const brandOf = (body: Element, text: string): { tag: string; href: string | null } => {
  const element = Array.from(body.querySelectorAll('a, span')).find((candidate) => candidate.textContent === text) as Element;
  return { tag: element.localName, href: element.getAttribute('href') };
};

describe('unlinkBrandLines: a brand link over the product\'s name', () => {
  it("writes as text Casas Bahia's a[data-testid=product-brand] \"Samsung\" in a wrapper before the <h1>", () => {
    const body = bodyOf('<section data-testid="product-buybox"><div class="dsvia-flex css-1bm5cbn"><a class="dsvia-link css-1w0iwk8" href="/samsung/b" data-testid="product-brand">Samsung</a>'
      + '<p class="dsvia-text" data-testid="product-code">(Cód. Item 55066789)</p></div><h1 class="dsvia-heading">Smart TV 55" Samsung Crystal UHD 4K</h1></section>');
    unlinkBrandLines(headings(body));
    expect(brandOf(body, 'Samsung')).toEqual({ tag: 'span', href: null });
    expect(body.querySelector('span[data-testid="product-brand"]')).not.toBeNull();
  });

  it("writes as text Liverpool's p.a-product__information--brand > a and The Warehouse's div.product-brand > a.brand-link right before the <h1>", () => {
    const liverpool = bodyOf('<div class="o-product__description"><p class="a-product__information--brand m-0"><a href="/tienda/tommy-hilfiger/brand">Tommy Hilfiger</a></p>'
      + '<h1 class="a-product__information--title">Chamarra acolchada Tommy Hilfiger con capucha para hombre</h1></div>');
    unlinkBrandLines(headings(liverpool));
    expect(brandOf(liverpool, 'Tommy Hilfiger')).toEqual({ tag: 'span', href: null });
    const warehouse = bodyOf('<div class="product-details-container"><div class="product-brand"><a href="/b/breezeline" class="brand-link">Breezeline</a></div>'
      + '<h1 class="product-name">Breezeline Cordless Stick Vacuum CSV-420</h1></div>');
    unlinkBrandLines(headings(warehouse));
    expect(brandOf(warehouse, 'Breezeline')).toEqual({ tag: 'span', href: null });
  });

  it('writes as text a brand link before the wrapper of the <h1>, also where a cookie notice has an <h1> of its own, and leaves links not named a brand, too far, or of many words', () => {
    const wrapped = bodyOf('<div class="pdp"><div class="brand"><a href="/b/kestrel">Kestrel Audio</a></div><div class="title-wrap"><h1>Kestrel Audio K3 Kids Headphones</h1></div></div>');
    unlinkBrandLines(headings(wrapped));
    expect(brandOf(wrapped, 'Kestrel Audio')).toEqual({ tag: 'span', href: null });

    const unnamed = bodyOf('<div><p class="crumb"><a href="/audio">Audio</a></p><h1>Kestrel Audio K3</h1></div>');
    unlinkBrandLines(headings(unnamed));
    expect(brandOf(unnamed, 'Audio')).toEqual({ tag: 'a', href: '/audio' });

    const far = bodyOf('<div><div class="brand"><a href="/b/kestrel">Kestrel</a></div><p>Code: 1</p><p>In stock</p><h1>Kestrel Audio K3</h1></div>');
    unlinkBrandLines(headings(far));
    expect(brandOf(far, 'Kestrel')).toEqual({ tag: 'a', href: '/b/kestrel' });

    const wordy = bodyOf('<div><div class="brand"><a href="/b/kestrel">See everything else from Kestrel Audio</a></div><h1>Kestrel Audio K3</h1></div>');
    unlinkBrandLines(headings(wordy));
    expect(brandOf(wordy, 'See everything else from Kestrel Audio')).toEqual({ tag: 'a', href: '/b/kestrel' });

    // Decathlon: the cookie notice's `<h1>` comes first; the brand over the product's `<h1>` is still its brand.
    const twoTitles = bodyOf('<div id="didomi-notice"><h1>Welcome to Decathlon!</h1></div><section><a href="/brands/quechua" class="product-brand">QUECHUA</a><h1>Camping Tent MH100</h1></section>');
    unlinkBrandLines(headings(twoTitles));
    expect(brandOf(twoTitles, 'QUECHUA')).toEqual({ tag: 'span', href: null });
  });
});
