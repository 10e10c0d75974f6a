import { describe, expect, it } from 'vitest';
import { prose, textOf } from './content-region-support.js';

/** Text only screen readers read, kept where it says what the page shows only as a picture or a hidden copy. */
describe('extractContentRegion: text for screen readers', () => {
  it('keeps visually hidden text that stands in for a shown copy screen readers skip (a price said twice), and drops the rest of it', () => {
    const card = (index: number): string => `<li class="card"><h2>Leather wallet ${index}</h2><p class="price"><span class="sr-only">Sale Price USD ${index}5.25</span>`
      + `<span aria-hidden="true">USD ${index}5.25</span></p><button><span aria-hidden="true" class="icon-heart"></span><span class="sr-only">Add to favourites</span></button>`
      + `<span class="visually-hidden">Opens a new tab</span><p>${prose(`wallet${index}`, 2)}</p></li>`;
    const text = textOf(`<main><h1>Wallets</h1><ul>${[1, 2, 3, 4].map(card).join('')}</ul></main>`);
    expect(text).toContain('Sale Price USD 15.25');
    expect(text.match(/USD 45\.25/g)).toHaveLength(1);
    expect(text).not.toContain('Add to favourites');
    expect(text).not.toContain('Opens a new tab');
  });

  it("keeps the screen-reader price after a hidden sale price and a hidden range (WooCommerce), judged beside the copies the pruning took first", () => {
    const amount = (value: string): string => `<span class="woocommerce-Price-amount amount" aria-hidden="true"><bdi>£${value}</bdi></span>`;
    const sale = '<span class="price"><del aria-hidden="true"><span class="amount"><bdi>£3.50</bdi></span></del> <span class="screen-reader-text">Original price was: £3.50.</span>'
      + '<ins aria-hidden="true"><span class="amount"><bdi>£2.80</bdi></span></ins><span class="screen-reader-text">Current price is: £2.80.</span></span>';
    const range = `<span class="price">${amount('2.60')} <span aria-hidden="true">–</span> ${amount('9.50')}<span class="screen-reader-text">Price range: £2.60 through £9.50</span></span>`;
    const text = textOf(`<main><h1>Seeds</h1><p>${prose('intro', 3)}</p><ul class="products"><li class="product"><h2>Brandywine</h2>${sale}</li><li class="product"><h2>Marsh Plum</h2>${range}</li></ul></main>`);
    expect(text).toContain('Current price is: £2.80.');
    expect(text).toContain('Price range: £2.60 through £9.50');
  });

  it("keeps text for screen readers that is all its table cell says (a comparison table's tick icon, \"Included in Growth\"), and drops such text elsewhere", () => {
    const row = (feature: string): string => `<tr><th scope="row">${feature}</th><td><svg aria-hidden="true"><path d="M5 10h10"/></svg><span class="sr-only">Not included in Starter</span></td><td><svg aria-hidden="true"><path d="M16 5l-8 8"/></svg><span class="sr-only">Included in Growth</span></td></tr>`;
    const text = textOf(`<main><p>${prose('plans', 10)}</p><table><thead><tr><td></td><th>Starter</th><th>Growth</th></tr></thead><tbody>${row('Recurring invoices')}${row('Peppol e-invoicing')}</tbody></table><p>${prose('more', 5)}<span class="sr-only">opens in a new tab</span></p></main>`);
    expect(text).toContain('Recurring invoicesNot included in StarterIncluded in Growth');
    expect(text).not.toContain('opens in a new tab');
  });

  it("keeps a word for screen readers that is all of a description list's value (Coolblue's yes/no specifications shown as icons), not a longer summary there", () => {
    const spec = (name: string, value: string): string => `<div class="spec"><dt>${name}</dt><dd><svg aria-hidden="true"><use href="#svg-cross"></use></svg><span class="is-visually-hidden">${value}</span></dd></div>`;
    const text = textOf(`<main><p>${prose('tv', 10)}</p><dl>${spec('Dolby Vision', 'Nee')}${spec('HDR10+', 'Ja')}</dl><dl><dt>Tile</dt><dd><span class="sr-only">Freeform Spinner is available in 5 different options at 219.99 USD.</span></dd></dl></main>`);
    expect(text).toContain('Dolby VisionNee');
    expect(text).toContain('HDR10+Ja');
    expect(text).not.toContain('different options');
  });

  it("keeps a rating said only to screen readers beside drawn stars (Argos), not one whose score the page shows beside it (Zappos' \"4\")", () => {
    const text = textOf(`<main><h1>Air fryer</h1><p>${prose('fryer', 4)}</p><div class="rating"><span class="visually-hidden">4.7 out of 5 stars</span><span class="stars"></span> (6,218)</div><div class="rating"><span class="sr-only">Rated 4 stars out of 5</span><span>4</span><span>(91)</span></div></main>`);
    expect(text).toContain('4.7 out of 5 stars (6,218)');
    expect(text).not.toContain('Rated 4 stars');
  });
});
