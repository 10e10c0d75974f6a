import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepBuyBoxAsides } from '../../../../../../adapters/outbound/extract/html/region/buy-box-asides.js';

/**
 * Session 38: on a product page, an `<aside>` that its label, class, id or test id names the seller's (Konga's
 * `aside aria-label="Seller information"`, Prom.ua's `aside data-qaid="company_block"`) and that is of a card's
 * length (800 characters at most) is kept as a `<div>`: it says who sells the product.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const asidesOf = (body: Element): Element[] => Array.from(body.querySelectorAll('aside'));

const KONGA = '<aside class="_5bf32_3LSqg" aria-label="Seller information"><p>Sold by</p><h5><a href="/merchant/gadget-harbour-ikeja-88412">Gadget Harbour Ikeja</a></h5>'
  + '<ul><li><span>Seller Score</span> <span>92%</span></li><li><span>Followers</span> <span>356</span></li></ul><button type="button">Follow</button></aside>';
const PROM = '<aside class="UsCA6" data-qaid="company_block"><span data-qaid="seller_label">Продавець</span><a href="https://tekhnodim.prom.ua/ua/" data-qaid="company_name">ТехноДім</a>'
  + '<ul><li data-qaid="positive_opinions">96% позитивних відгуків</li><li data-qaid="company_age">7 років на Prom.ua</li></ul></aside>';

describe('keepBuyBoxAsides: seller cards', () => {
  it('keeps as a div Konga\'s aside aria-label="Seller information" and Prom.ua\'s aside data-qaid="company_block", neither with a price nor a buy button', () => {
    const body = bodyOf(`<main><h1>Haloview X9 Pro</h1>${KONGA}${PROM}</main>`);
    expect(keepBuyBoxAsides(asidesOf(body))).toBe(2);
    expect(body.querySelector('aside')).toBeNull();
    expect(body.querySelector('div[aria-label="Seller information"]')?.textContent).toContain('Seller Score 92%');
    expect(body.querySelector('div[data-qaid="company_block"]')?.textContent).toContain('96% позитивних відгуків');
  });

  it('keeps an aside named vendor or merchant by its id or test id, and leaves one of more than 800 characters and one named otherwise', () => {
    const facts = '<p>Ships from Lagos. Seller Score 92%.</p>';
    const body = bodyOf(`<aside id="vendor-card">${facts}</aside><aside data-testid="merchantPanel">${facts}</aside>`
      + `<aside class="seller-info"><p>${'A long story of the shop and everything it sells. '.repeat(20)}</p></aside>`
      + `<aside class="related-products">${facts}</aside>`);
    expect(keepBuyBoxAsides(asidesOf(body))).toBe(2);
    expect(body.querySelector('div#vendor-card')).not.toBeNull();
    expect(body.querySelector('div[data-testid="merchantPanel"]')).not.toBeNull();
    expect(Array.from(body.querySelectorAll('aside'), (aside) => aside.getAttribute('class'))).toEqual(['seller-info', 'related-products']);
  });
});
