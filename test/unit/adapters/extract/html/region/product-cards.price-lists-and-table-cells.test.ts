import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeProductCards } from '../../../../../../adapters/outbound/extract/html/region/product-cards.js';

/**
 * Session 36: shops' offers of the product shown named by their list as a price list (Prisjakt's
 * `ul[data-test="PriceList"]`) or by their own `data-auto` (Yandex Market's `data-auto="offer"`), and a
 * comparison table's header cells each naming a plan, its price and its sign-up link (Calendly's pricing
 * table): none are other products' cards.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

const DESCRIPTION = '<p>' + 'This espresso machine heats its boiler in under a minute and grinds the beans straight into the portafilter. '.repeat(6) + '</p>';
const PRODUCT = `<h1>Brevia Caffè Duo 2</h1><p>Lägsta pris 4 590 kr</p>${DESCRIPTION}`;
const SHOPS = [['Kaffekompaniet.se', '4 590 kr'], ['Vitvaruhallen', '4 639 kr'], ['Elbutiken Norr', '4 795 kr']] as const;

describe('removeProductCards: offers named by a price list or by data-auto', () => {
  it('keeps the items of a list named a price list by its test id (Prisjakt\'s ul[data-test="PriceList"]), and still removes the same items in a list named otherwise', () => {
    const row = ([shop, price]: readonly [string, string], index: number): string => `<li><div data-test="PriceRow" class="PriceRow-sc-1hmdx4r-0 bOPhFh"><a data-test="UnfeaturedRow" href="/go-to-shop/13377421/offer/${index}">`
      + `<span class="StoreInfoTitle-sc-bc2k22-0">${shop}</span><div class="Price-sc-1hmdx4r-7" data-test="PriceLabel">${price}</div></a></div></li>`;
    const rows = SHOPS.map(row).join('');
    const priceList = bodyOf(`<main>${PRODUCT}<ul class="kUjmpk" data-test="PriceList">${rows}</ul></main>`);
    expect(removeProductCards(priceList)).toBe(0);
    expect(text(priceList)).toContain('Kaffekompaniet.se4 590 krVitvaruhallen4 639 krElbutiken Norr4 795 kr');
    const other = bodyOf(`<main>${PRODUCT}<ul class="kUjmpk" data-test="PopularProducts">${rows}</ul></main>`);
    expect(removeProductCards(other)).toBe(3);
    expect(text(other)).not.toContain('Vitvaruhallen');
  });

  it('keeps the items of a list whose class names it a price list or price table (PriceList-sc-…, price-table)', () => {
    const item = ([shop, price]: readonly [string, string], index: number): string => `<li class="row"><a href="/go/${index}">${shop}</a> ${price}</li>`;
    for (const list of ['<ul class="PriceList-sc-1ox5t5j-1 kUjmpk">', '<ul class="price-table">']) {
      const body = bodyOf(`<main>${PRODUCT}${list}${SHOPS.map(item).join('')}</ul></main>`);
      expect(removeProductCards(body), list).toBe(0);
      expect(text(body), list).toContain('Kaffekompaniet.se 4 590 krVitvaruhallen 4 639 krElbutiken Norr 4 795 kr');
    }
  });

  it('keeps a series of items named offer by their data-auto (Yandex Market\'s data-auto="offer"), and still removes a carousel beside them', () => {
    const offer = ([shop, price]: readonly [string, string], index: number): string => `<div class="_1vKgT" data-zone-name="offerSnippet" data-auto="offer">`
      + `<div class="_3HYQx"><a class="_2Ce0T" href="/business--shop/${index}" data-auto="shop-name">${shop}</a></div><div class="_1hWZa" data-auto="offer-price"><span>${price}</span></div></div>`;
    const card = (name: string, price: string): string => `<div class="_1vKgT" data-auto="product-snippet"><a href="/product--${name}/1">${name}</a><span>${price}</span></div>`;
    const carousel = `<h2>Похожие товары</h2><div class="_2gUfA">${card('Чайник Aura', '1 990 ₽')}${card('Чайник Nord', '2 490 ₽')}${card('Чайник Glass', '3 100 ₽')}</div>`;
    const body = bodyOf(`<main>${PRODUCT}<div class="_2gUfA" data-auto="offers-list">${SHOPS.map(offer).join('')}</div>${carousel}</main>`);
    expect(removeProductCards(body)).toBe(3);
    expect(text(body)).toContain('Kaffekompaniet.se4 590 krVitvaruhallen4 639 krElbutiken Norr4 795 kr');
    expect(text(body)).not.toContain('Чайник Nord');
  });
});

describe("removeProductCards: a table's cells", () => {
  it("keeps the header cells of a plan comparison table, each naming a plan, its price and its sign-up link (Calendly's compare table), and still removes the same plans set as linked blocks outside a table", () => {
    const plan = (name: string, price: string, cta: string): string => `<th scope="col"><span class="css-col-plan">${name}</span>${price === '' ? '' : `<span class="css-col-price">${price}</span>`}`
      + `<a href="/signup?plan=${name.toLowerCase()}" class="css-col-cta">${cta}</a></th>`;
    const head = `<thead><tr><th scope="col"></th>${plan('Free', '', 'Get started')}${plan('Standard', '$10/seat/mo', 'Try for free')}${plan('Teams', '$16/seat/mo', 'Try for free')}${plan('Enterprise', 'Starts at $15k/yr', 'Talk to sales')}</tr></thead>`;
    const row = (feature: string, ...cells: string[]): string => `<tr><th scope="row">${feature}</th>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    const bodyRows = `<tbody>${row('Event types', '1', 'Unlimited', 'Unlimited', 'Unlimited')}${row('Connected calendars', '1', '6', '6', '6')}</tbody>`;
    const intro = '<p>' + 'Every plan books meetings from your own link, syncs with your calendars and sends reminders before each call. '.repeat(5) + '</p>';
    const body = bodyOf(`<main><h1>Pick the perfect plan for your team</h1>${intro}<h2>Compare plans and features</h2><table>${head}${bodyRows}</table></main>`);
    expect(removeProductCards(body)).toBe(0);
    expect(body.querySelectorAll('thead th')).toHaveLength(5);
    expect(text(body)).toContain('FreeGet startedStandard$10/seat/moTry for freeTeams$16/seat/moTry for freeEnterpriseStarts at $15k/yrTalk to sales');
    // The same plans as a row of linked blocks read as cards of other products.
    const block = (name: string, price: string): string => `<div class="plan"><a href="/signup?plan=${name.toLowerCase()}">${name}</a><span>${price}</span></div>`;
    const blocks = bodyOf(`<main><h1>Pick the perfect plan for your team</h1>${intro}<div class="plans">${block('Standard', '$10/seat/mo')}${block('Teams', '$16/seat/mo')}${block('Enterprise', '$15k/yr')}</div></main>`);
    expect(removeProductCards(blocks)).toBe(3);
    expect(text(blocks)).not.toContain('$16/seat/mo');
  });
});
