import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeChoiceFieldsets, replacePicker } from '../../../../../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { removeUnshownPriceStates } from '../../../../../../adapters/outbound/extract/html/region/price-states.js';
import { showLabelledFigures } from '../../../../../../adapters/outbound/extract/html/region/labelled-figures.js';
import { namesTableRow } from '../../../../../../adapters/outbound/extract/html/region/linked-facts.js';
import { prose, textOf } from './content-region-support.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Magento's review form: the stars a reviewer gives, one radio button a star. */
const MAGENTO_RATING = '<fieldset class="field required review-field-ratings"><legend class="label"><span>Your Rating</span></legend><div class="control"><div class="nested" id="product-review-table">'
  + '<div class="field choice review-field-rating"><label class="label" id="Rating_rating_label"><span>Rating</span></label><div class="control review-control-vote">'
  + [1, 2, 3, 4, 5].map((stars) => `<input type="radio" name="ratings[4]" id="Rating_${stars}" value="${15 + stars}" class="radio"><label class="rating-${stars}" for="Rating_${stars}" title="${stars} star${stars === 1 ? '' : 's'}"><span>${stars} star${stars === 1 ? '' : 's'}</span></label>`).join('')
  + '</div></div></div></div></fieldset>';

/** PrestaShop's colour swatch: the input inside a label named by its `aria-label`, the name said again only to screen readers. */
const swatch = (value: number, name: string, checked = false): string => `<li class="float-xs-left input-container"><label aria-label="${name}"><input class="input-color" type="radio" data-product-attribute="3" name="group[3]" value="${value}" title="${name}"${checked ? ' checked' : ''}>`
  + `<span class="color" style="background-color: #3b6e8f"><span class="sr-only">${name}</span></span></label></li>`;
const PRESTASHOP_GLAZE = `<div class="product-variants-item"><span class="control-label">Glaze: Tide Blue</span><ul id="group_3">${swatch(14, 'Tide Blue', true)}${swatch(15, 'Oat')}${swatch(16, 'Charcoal')}</ul></div>`;

/** nopCommerce's product attribute: a `dt` naming it over `dd > ul.option-list` of radio buttons, each labelled by `for`. */
const nopOption = (id: string, value: number, name: string): string => `<li><input id="${id}" type="radio" name="product_attribute_5" value="${value}"><label for="${id}">${name}</label></li>`;
const NOP_BURR_SET = '<dl><dt id="product_attribute_label_5"><label class="text-prompt">Burr set</label><span class="required">*</span></dt>'
  + `<dd id="product_attribute_input_5"><ul class="option-list">${nopOption('a1', 11, '64 mm flat')}${nopOption('a2', 12, '83 mm flat')}${nopOption('a3', 13, '71 mm conical')}</ul></dd></dl>`;

describe('removeChoiceFieldsets: a review form\'s stars', () => {
  it("removes a fieldset of star-rating radios on a product's page (Magento's review form), writing no \"Your Rating; options: 1 star, …\"", () => {
    const body = bodyOf(`<h1>Tidewater Enamel Kettle</h1><form action="/review/product/post/id/42/" class="review-form" method="post">${MAGENTO_RATING}<button type="submit">Submit Review</button></form>`);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(body.querySelector('fieldset')).toBeNull();
    expect(text(body)).not.toContain('Your Rating');
    expect(text(body)).not.toContain('options');
    expect(text(body)).toBe('Tidewater Enamel KettleSubmit Review');
  });
});

describe('removeChoiceFieldsets: lists of radio buttons without a fieldset', () => {
  it("writes PrestaShop's swatch list as one line named by the label before it, the label going, and leaves a list of radios of two names", () => {
    const body = bodyOf(PRESTASHOP_GLAZE);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(body.querySelector('.product-variants-item')?.innerHTML).toBe('<p>Glaze: Tide Blue; options: Tide Blue, Oat, Charcoal</p>');
    expect(body.querySelector('input, .control-label')).toBeNull();

    // Two radio groups in one list (a size and a gift-wrap choice) are no one picker: left alone.
    const mixed = bodyOf('<div class="product-variants-item"><span class="control-label">Size</span><ul id="group_1">'
      + '<li><label><input type="radio" name="group[1]" value="1"><span>S</span></label></li><li><label><input type="radio" name="group[1]" value="2"><span>M</span></label></li>'
      + '<li><label><input type="radio" name="group[2]" value="7"><span>Gift wrap</span></label></li></ul></div>');
    const before = mixed.innerHTML;
    expect(removeChoiceFieldsets(mixed, true)).toBe(0);
    expect(mixed.innerHTML).toBe(before);
  });

  it("writes nopCommerce's option list under its term (\"Burr set\", its required star dropped) and removes the term, and leaves a list with no label before it", () => {
    const body = bodyOf(`<div class="attributes">${NOP_BURR_SET}</div>`);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(body.querySelector('.attributes')?.innerHTML).toBe('<dl><dd id="product_attribute_input_5"><p>Burr set; options: 64 mm flat, 83 mm flat, 71 mm conical</p></dd></dl>');
    expect(body.querySelector('dt')).toBeNull();

    // Nothing before the list names it: it is left to the steps that judge controls.
    const unnamed = bodyOf('<div class="shipping"><ul><li><label><input type="radio" name="ship" value="std"> Standard</label></li><li><label><input type="radio" name="ship" value="exp"> Express</label></li></ul></div>');
    const before = unnamed.innerHTML;
    expect(removeChoiceFieldsets(unnamed, true)).toBe(0);
    expect(unnamed.innerHTML).toBe(before);
  });

  it('does not take a list of rating radios for a picker, even with a label before it', () => {
    const stars = [1, 2, 3, 4, 5].map((value) => `<li><label><input type="radio" name="rating" value="${value}">${value} stars</label></li>`).join('');
    const body = bodyOf(`${PRESTASHOP_GLAZE}<div class="comment-form"><label>Your rating</label><ul class="stars">${stars}</ul></div>`);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(body.querySelectorAll('ul.stars input')).toHaveLength(5);
    expect(text(body.querySelector('.comment-form label'))).toBe('Your rating');
  });

  it("writes a laptop's operating-system radios (name=\"operating_system\": no rating) under a heading that stays a heading", () => {
    const systems = ['Windows 11 Home', 'Ubuntu 24.04'].map((name, index) => `<li><input id="os${index}" type="radio" name="operating_system" value="${index}"><label for="os${index}">${name}</label></li>`).join('');
    const body = bodyOf(`<h3>Operating system</h3><ul class="options">${systems}</ul>`);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(text(body.querySelector('h3'))).toBe('Operating system');
    expect(text(body.querySelector('p'))).toBe('options: Windows 11 Home, Ubuntu 24.04');
  });
});

describe('removeChoiceFieldsets: where a picker in a form is written', () => {
  it("writes a picker where it stands inside a form round the whole product that holds the page's only h1 (nopCommerce's form#product-details-form)", () => {
    const body = bodyOf('<div class="page product-details-page"><form method="post" id="product-details-form" action="/atlas-burr-grinder"><div class="product-essential"><div class="overview">'
      + '<div class="product-name"><h1>Atlas Burr Grinder</h1></div><div class="prices"><span class="price-value-7">$349.00</span></div>'
      + `<div class="attributes">${NOP_BURR_SET}</div>`
      + '<div class="add-to-cart"><input type="text" class="qty-input" value="1"><button type="button" class="add-to-cart-button">Add to cart</button></div></div></div></form></div>');
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    const form = body.querySelector('form');
    expect(form?.previousElementSibling).toBeNull();
    expect(text(form?.querySelector('.attributes dd'))).toBe('Burr set; options: 64 mm flat, 83 mm flat, 71 mm conical');
    expect(form?.querySelector('.attributes')?.nextElementSibling?.className).toBe('add-to-cart');
  });

  it("replacePicker puts the lines in the picker's place inside nopCommerce's form that holds the page's only h1, and before a form that does not", () => {
    const body = bodyOf('<form method="post" id="product-details-form" action="/atlas-burr-grinder"><div class="product-name"><h1>Atlas Burr Grinder</h1></div>'
      + '<div class="attributes"><div class="picker">Grind size</div></div><button type="button">Add to cart</button></form>'
      + '<form method="post" action="/wishlist"><div class="picker">Wishlist</div></form>');
    const [inProduct, inWishlist] = Array.from(body.querySelectorAll('.picker'));
    const line = (words: string): HTMLParagraphElement => Object.assign(body.ownerDocument.createElement('p'), { textContent: words });
    if (inProduct !== undefined) replacePicker(inProduct, [line('Grind size; options: Fine, Coarse')], body);
    if (inWishlist !== undefined) replacePicker(inWishlist, [line('List; options: Mine, Shared')], body);
    expect(body.querySelector('#product-details-form')?.previousElementSibling).toBeNull();
    expect(body.querySelector('.attributes')?.innerHTML).toBe('<p>Grind size; options: Fine, Coarse</p>');
    expect(body.querySelector('form[action="/wishlist"]')?.previousElementSibling?.outerHTML).toBe('<p>List; options: Mine, Shared</p>');
  });

  it("still writes a picker in an add-to-cart form without the page's h1 before that form (PrestaShop's #add-to-cart-or-refresh)", () => {
    const body = bodyOf('<h1 class="h1">Tidewater Enamel Kettle</h1><div class="product-prices"><span class="current-price-value">$54.00</span></div>'
      + `<form action="/cart" method="post" id="add-to-cart-or-refresh"><input type="hidden" name="id_product" value="21"><div class="product-variants js-product-variants">${PRESTASHOP_GLAZE}</div>`
      + '<div class="product-add-to-cart"><button class="btn btn-primary add-to-cart" type="submit">Add to cart</button></div></form>');
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    const form = body.querySelector('form');
    expect(form?.previousElementSibling?.outerHTML).toBe('<p>Glaze: Tide Blue; options: Tide Blue, Oat, Charcoal</p>');
    expect(form?.querySelector('.product-variants-item')?.innerHTML).toBe('');
  });
});

/** Shopify Dawn's `price.liquid`: every state's parts printed, the block's modifiers picking which show. */
const dawnPrice = (classes: string): string => `<div class="${classes}"><div class="price__container">`
  + '<div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">$48.00</span></div>'
  + '<div class="price__sale"><span class="visually-hidden visually-hidden--inline">Regular price</span><span><s class="price-item price-item--regular">$60.00</s></span>'
  + '<span class="visually-hidden visually-hidden--inline">Sale price</span><span class="price-item price-item--sale price-item--last">$48.00</span></div></div>'
  + '<span class="badge price__badge-sale color-scheme-4">Sale</span><span class="badge price__badge-sold-out color-scheme-3">Sold out</span></div>';

describe('removeUnshownPriceStates', () => {
  it("keeps the sale price and the Sale badge of Shopify Dawn's price on sale, and drops the regular price and the Sold out badge", () => {
    const body = bodyOf(dawnPrice('price price--large price--on-sale price--show-badge'));
    expect(removeUnshownPriceStates(body)).toBe(2);
    expect(body.querySelector('.price__sale')).not.toBeNull();
    expect(body.querySelector('.price__badge-sale')).not.toBeNull();
    expect(body.querySelector('.price__regular')).toBeNull();
    expect(body.querySelector('.price__badge-sold-out')).toBeNull();
    expect(text(body)).toBe('Regular price$60.00Sale price$48.00Sale');
  });

  it("keeps only the Sold out badge of Shopify Dawn's sold-out price, beside its regular price", () => {
    const body = bodyOf(dawnPrice('price price--large price--sold-out price--show-badge'));
    expect(removeUnshownPriceStates(body)).toBe(2);
    expect(Array.from(body.querySelectorAll('.badge'), (badge) => badge.textContent)).toEqual(['Sold out']);
    expect(body.querySelector('.price__sale')).toBeNull();
    expect(text(body.querySelector('.price__regular'))).toBe('Regular price$48.00');
  });

  it('leaves a plain div.price that states no state by a price-- modifier as it is', () => {
    const body = bodyOf(dawnPrice('price'));
    const before = body.innerHTML;
    expect(removeUnshownPriceStates(body)).toBe(0);
    expect(body.innerHTML).toBe(before);
  });
});

describe('showLabelledFigures: a figure drawn only by hidden parts', () => {
  it("shows the hidden \"$\", \"60\" and \"/mo\" of a carrier's plan card whose shown text says only the terms, and leaves a box whose shown text says the figure", () => {
    const body = bodyOf('<div class="plan-card__price" aria-label="$60 per month per line with AutoPay"><span aria-hidden="true">$</span><span aria-hidden="true">60</span><span aria-hidden="true">/mo</span><p>per line with AutoPay</p></div>'
      + '<div class="plan-card__price plan-card__price--shown" aria-label="$45 per month per line with AutoPay"><span>$45</span><span aria-hidden="true">/mo</span><p>per line with AutoPay</p></div>');
    showLabelledFigures(Array.from(body.querySelectorAll('[aria-label]')));
    const [shown, kept] = Array.from(body.querySelectorAll('.plan-card__price'));
    expect(shown?.querySelector('[aria-hidden]')).toBeNull();
    expect(text(shown)).toBe('$60/moper line with AutoPay');
    // Its shown "$45" already says the label's figure: the hidden "/mo" stays hidden.
    expect(kept?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});

describe('namesTableRow: a row headed by its label', () => {
  it("takes WooCommerce's attributes row (a th \"Color\" beside linked values) for a named row, not a row whose first cell is a td of links only", () => {
    const table = bodyOf('<table class="woocommerce-product-attributes shop_attributes"><tbody>'
      + '<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_pa_color"><th class="woocommerce-product-attributes-item__label" scope="row">Color</th>'
      + '<td class="woocommerce-product-attributes-item__value"><p><a href="/color/charcoal/" rel="tag">Charcoal</a>, <a href="/color/forest/" rel="tag">Forest</a></p></td></tr>'
      + '<tr><td><a href="/color/charcoal/">Charcoal</a></td><td><a href="/color/forest/">Forest</a></td></tr>'
      + '<tr><th><a href="/tag/sale/">Sale</a></th><td><a href="/color/charcoal/">Charcoal</a></td></tr></tbody></table>');
    const [headed, linksOnly, linkedHead] = Array.from(table.querySelectorAll('tr'));
    expect(headed && namesTableRow(headed)).toBe(true);
    expect(linksOnly && namesTableRow(linksOnly)).toBe(false);
    // A th that is itself a link names nothing in words of its own.
    expect(linkedHead && namesTableRow(linkedHead)).toBe(false);
  });

});

describe('extractContentRegion: a listing set in a form', () => {
  const releaseGroup = (year: number, title: string, id: number): string => `<tr class="${id % 2 === 0 ? 'even' : 'odd'}"><td class="checkbox-cell"><input type="checkbox" name="add-to-merge" value="${id}"></td><td class="c">${year}</td>`
    + `<td><a href="/release-group/${id}-0000"><bdi>${title}</bdi></a></td><td class="c"><span class="inline-rating"><span class="star-rating"><span class="current-rating" style="width:80%">4</span></span></span></td><td class="c">${(id % 7) + 3}</td></tr>`;
  const DISCOGRAPHY = '<form method="post" action="/release_group/merge_queue"><h3>Album</h3><table class="tbl release-group-list"><thead><tr><th class="checkbox-cell"><input type="checkbox"></th><th>Year</th><th>Title</th><th>Rating</th><th>Releases</th></tr></thead><tbody>'
    + releaseGroup(1993, 'Pablo Honey', 101) + releaseGroup(1995, 'The Bends', 102) + releaseGroup(1997, 'OK Computer', 103) + releaseGroup(2000, 'Kid A', 104) + releaseGroup(2001, 'Amnesiac', 105)
    + '</tbody></table><div class="row"><button type="submit" class="submit">Add selected release groups for merging</button></div></form>';

  it("keeps MusicBrainz's discography, a table of linked release groups in a form that posts to its merge queue, and still drops a search form", () => {
    const page = `<main><h1>Radiohead</h1><p>${prose('artist', 6)}</p><h2>Discography</h2>${DISCOGRAPHY}`
      + '<form action="/search" method="post" class="search"><p>Search the whole database for artists</p><input name="query" type="text"><button type="submit">Search</button></form></main>';
    const region = textOf(page);
    expect(region).toContain('Album');
    for (const title of ['Pablo Honey', 'The Bends', 'OK Computer', 'Kid A', 'Amnesiac']) expect(region).toContain(title);
    expect(region).not.toContain('Search the whole database');
  });
});
