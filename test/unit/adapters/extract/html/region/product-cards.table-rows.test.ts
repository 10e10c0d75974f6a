import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeProductCards } from '../../../../../../adapters/outbound/extract/html/region/product-cards.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

const DESCRIPTION = '<p>' + 'This hybrid humidifier warms the air it blows through its wick filter, so it humidifies fast while drawing little power. '.repeat(5) + '</p>';
const PRODUCT = `<h1>Solna AQ-W7 White</h1><p>Lowest price ¥18,480</p>${DESCRIPTION}`;
/** Kakaku's price comparison: a row per shop, its rank, its price linked to the shop, the shop's name. */
const shopRow = (rank: number, price: string, shop: string): string => `<tr class="p-priceTable_row"><td>${rank}位</td><td><a href="/shop/${rank}/">${price}</a></td><td><a href="/shop/${rank}/">${shop}</a></td><td>在庫あり</td></tr>`;
const SHOP_TABLE = '<table class="p-priceTable"><thead><tr><th>ランキング</th><th>価格(税込)</th><th>ショップ名</th><th>在庫状況</th></tr></thead><tbody>'
  + shopRow(1, '¥18,480', 'Denki Hiroba') + shopRow(2, '¥18,620', 'Kaden Market') + shopRow(3, '¥19,090', 'Nagoya Direct') + shopRow(4, '¥19,800', 'Hakata Denki')
  + '</tbody></table>';

describe("removeProductCards: a table's rows", () => {
  it("keeps the rows of a table that compares shops' prices for the product shown (Kakaku's shop table: each row a linked price), which read as cards of other products", () => {
    const body = bodyOf(`<main>${PRODUCT}<h2>価格比較</h2>${SHOP_TABLE}</main>`);
    expect(removeProductCards(body)).toBe(0);
    expect(body.querySelectorAll('tbody > tr')).toHaveLength(4);
    expect(text(body)).toContain('1位¥18,480Denki Hiroba在庫あり');
    expect(text(body)).toContain('4位¥19,800Hakata Denki在庫あり');
  });

  it('still removes the same linked prices set as a series of list items (a carousel of other products)', () => {
    const card = (rank: number, price: string, shop: string): string => `<li class="card"><a href="/item/${rank}/">${shop}</a><span>${price}</span></li>`;
    const body = bodyOf(`<main>${PRODUCT}<h2>価格比較</h2>${SHOP_TABLE}<h2>Similar items</h2><ul>${card(1, '¥12,800', 'Mist One')}${card(2, '¥9,980', 'Aqua Lite')}${card(3, '¥15,400', 'Dew Max')}</ul></main>`);
    expect(removeProductCards(body)).toBe(3);
    expect(text(body)).not.toContain('Mist One');
    expect(body.querySelectorAll('tbody > tr')).toHaveLength(4);
  });
});
