import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropMobileCopies, mayBeMobileCopy } from '../../../../../../adapters/outbound/extract/html/region/mobile-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const mobileIn = (root: Element): Element[] => Array.from(root.querySelectorAll('*')).filter(mayBeMobileCopy);
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A Marktplaats listing: its price and date set once for small screens, inside the title's group, and once for large ones beside it. */
const listing = (price: string, date: string, desktopPrice = price): string => '<li class="hz-Listing"><a class="hz-Listing-coverLink" href="/v/1"><div class="hz-Listing-listing-item-content">'
  + `<div class="hz-Listing-group"><h3 class="hz-Listing-title">Gazelle Orange C7</h3><div class="hz-Listing-group--price-date-feature hz-Listing-group--price-date-feature--mobile"><span class="hz-Listing-price hz-Listing-price--mobile">${price}</span><span class="hz-Listing-date hz-Listing-date--mobile">${date}</span></div><p>Fijne damesfiets.</p></div>`
  + `<div class="hz-Listing-group--price-date-feature hz-Listing-group--price-date-feature--desktop"><span class="hz-Listing-price hz-Listing-price--desktop">${desktopPrice}</span> <span class="hz-Listing-date hz-Listing-date--desktop">${date}</span></div>`
  + '</div></a></li>';

describe('mayBeMobileCopy', () => {
  it('reads a class token ending in -mobile, --mobile or _mobile (or "mobile" alone) as a small-screen copy; not a word that only holds "mobile"', () => {
    for (const names of ['hz-Listing-price--mobile', 'price_mobile', 'back-in-Stock-mobile', 'card mobile']) expect(mayBeMobileCopy(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(true);
    for (const names of ['mobile-nav', 'automobile', 'priceMobile', 'mobile-first card', 'desktop']) expect(mayBeMobileCopy(bodyOf(`<div class="${names}">x</div>`).firstElementChild as Element), names).toBe(false);
  });
});

describe('dropMobileCopies', () => {
  it("removes a small-screen copy whose large-screen twin within three levels says the same (Marktplaats' hz-Listing-price--mobile beside hz-Listing-price--desktop)", () => {
    const body = bodyOf(`<ul>${listing('€ 245,00', 'Vandaag')}${listing('Bieden', "12 mrt '24")}</ul>`);
    // The group's text runs its spans together ("€ 245,00Vandaag") where its twin spaces them: each span goes on its own.
    expect(dropMobileCopies(mobileIn(body))).toBe(4);
    expect(body.querySelector('.hz-Listing-price--mobile, .hz-Listing-date--mobile')).toBeNull();
    expect(text(body).split('€ 245,00')).toHaveLength(2);
    expect(text(body)).toContain('Gazelle Orange C7Fijne damesfiets.€ 245,00 Vandaag');
    expect(text(body).split('Bieden')).toHaveLength(2);
  });

  it('matches the twin in the case and separator the copy was written in (price_mobile and price_desktop, Price-Mobile and Price-Desktop)', () => {
    const body = bodyOf('<div class="card"><div><span class="price_mobile">$12.00</span></div><span class="price_desktop">$12.00</span></div>'
      + '<div class="card"><div><span class="Price-Mobile">$14.00</span></div><span class="Price-Desktop">$14.00</span></div>');
    expect(dropMobileCopies(mobileIn(body))).toBe(2);
    expect(text(body)).toBe('$12.00$14.00');
    expect(body.querySelector('.price_mobile, .Price-Mobile')).toBeNull();
  });

  it('keeps a small-screen element without a twin, one whose twin says something else, and one whose twin is more than three levels up', () => {
    const far = '<div class="x"><span class="price-desktop">€ 99,00</span><div><div><div><span class="price-mobile">€ 99,00</span></div></div></div></div>';
    const body = bodyOf(`<div class="back-in-Stock-mobile">Back in stock on 12 March</div><ul>${listing('€ 245,00', 'Vandaag', '€ 250,00')}</ul>${far}`);
    const candidates = mobileIn(body);
    expect(candidates.length).toBeGreaterThanOrEqual(4);
    // Only the date, which its twin says too, goes.
    expect(dropMobileCopies(candidates)).toBe(1);
    expect(text(body)).toContain('Back in stock on 12 March');
    expect(body.querySelector('.hz-Listing-price--mobile')?.textContent).toBe('€ 245,00');
    expect(body.querySelector('.hz-Listing-date--mobile')).toBeNull();
    expect(body.querySelector('.price-mobile')?.textContent).toBe('€ 99,00');
  });
});
