import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isCartChoice, writeSelectPickers } from '../../../../../../adapters/outbound/extract/html/region/select-pickers.js';

/**
 * Session 33's drop-down rules: a drop-down no label names is named by the short caption just before
 * it (osCommerce's `<strong>Finish:</strong><br><select>`, JTL-Shop's `<dt>` before the `<dd>`,
 * VirtueMart's title span before the select's wrapper), and `isCartChoice` tells a cart form's
 * drop-downs (the choices of a product on a shop that declares none) from a search form's or a forum's.
 */

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const selectsOf = (body: Element): Element[] => Array.from(body.querySelectorAll('select'));
const cartSelects = (body: Element): Element[] => selectsOf(body).filter(isCartChoice);
const options = (...names: string[]): string => names.map((name, index) => `<option value="${index + 10}">${name}</option>`).join('');
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p')).map(text).filter((line) => line.includes('; options: '));

const OSCOMMERCE = '<form name="cart_quantity" action="https://shop.example/product_info.php?products_id=57&amp;action=add_product" method="post">'
  // osCommerce's two <h1>s (the price, the name): the form holds no one page heading, so the lines go before it.
  + '<div><h1 style="float: right;">$74.50</h1><h1>Brightwater Gooseneck Kettle</h1></div><p>A kettle with a slow, steady pour for brewing by hand.</p>'
  + '<p>Available Options:</p><p>'
  + `<strong>Finish:</strong><br><select name="id[5]">${options('Brushed Steel', 'Matte Black (+$6.00) ', 'Copper (+$12.00) ')}</select><br>`
  + `<strong>Plug Type:</strong><br><select name="id[6]">${options('US (Type A/B)', 'UK (Type G)')}</select><br>`
  + '</p><input type="hidden" name="products_id" value="57"><button type="submit">Add to Cart</button></form>';

describe('writeSelectPickers: a drop-down named by the caption before it', () => {
  it("names osCommerce's drop-downs by the <strong> caption past the <br>, writes them before the cart's form and drops the captions", () => {
    const body = bodyOf(OSCOMMERCE);
    expect(writeSelectPickers(body, cartSelects(body))).toBe(2);
    expect(lines(body)).toEqual(['Finish; options: Brushed Steel, Matte Black (+$6.00), Copper (+$12.00)', 'Plug Type; options: US (Type A/B), UK (Type G)']);
    expect(body.firstElementChild?.textContent).toBe('Finish; options: Brushed Steel, Matte Black (+$6.00), Copper (+$12.00)');
    expect(body.querySelector('select')).toBeNull();
    expect(body.querySelector('strong')).toBeNull();
    expect(text(body)).toContain('Available Options:');
    expect(text(body)).toContain('A kettle with a slow, steady pour');
  });

  it("names JTL-Shop's drop-down by the <dt> before the <dd> it alone fills", () => {
    const body = bodyOf('<form id="buy_form" method="post" action="https://shop.example/Wanderrucksack-Fjell-38"><dl class="variation-list">'
      + `<dt class="variation-name">Farbe</dt><dd class="variation-values"><select name="eigenschaftwert[3]">${options('Tannengrün', 'Schiefergrau', 'Signalrot')}</select></dd>`
      + '</dl><button type="submit" name="inWarenkorb">In den Warenkorb</button></form>');
    expect(writeSelectPickers(body, cartSelects(body))).toBe(1);
    expect(lines(body)).toEqual(['Farbe; options: Tannengrün, Schiefergrau, Signalrot']);
    expect(body.querySelector('dt')).toBeNull();
  });

  it("names VirtueMart's drop-down by the title span before the wrapper it alone fills (and skips the placeholder)", () => {
    const body = bodyOf('<form method="post" class="product js-recalculate" action="/index.php"><div class="product-fields"><div class="product-field product-field-type-S">'
      + '<span class="product-fields-title-wrapper"><span class="product-fields-title"><strong>Size</strong></span></span>'
      + `<div class="product-field-display"><div class="vm-field"><select name="customProductData[12][4]">${options('-- Please select --', 'Small', 'Medium', 'Large')}</select></div></div>`
      + '</div></div><input type="text" class="quantity-input" name="quantity[]" value="1"><button type="submit" name="addtocart">Add to Cart</button></form>');
    expect(writeSelectPickers(body, cartSelects(body))).toBe(1);
    expect(lines(body)).toEqual(['Size; options: Small, Medium, Large']);
    expect(body.querySelector('.product-fields-title')).toBeNull();
  });

  it('prefers a label for the drop-down over the caption before it, and keeps that caption', () => {
    const body = bodyOf('<form name="cart_quantity" action="/cart"><p><strong>Options</strong></p>'
      + `<label for="bundle">Bundle</label><div><select id="bundle" name="id[3]">${options('Stove only', 'Stove and mug')}</select></div></form>`);
    expect(writeSelectPickers(body, cartSelects(body))).toBe(1);
    expect(lines(body)).toEqual(['Bundle; options: Stove only, Stove and mug']);
    expect(body.querySelector('label')).toBeNull();
    expect(body.querySelector('strong')?.textContent).toBe('Options');
  });

  it('gives a drop-down no name from another drop-down before it, nor from a caption holding a control', () => {
    const body = bodyOf('<form name="cart_quantity" action="/cart"><p>'
      + `<select name="id[1]">${options('Oak', 'Walnut')}</select><select name="id[2]">${options('Left', 'Right')}</select></p>`
      + `<div><span>Engraving</span><input type="text" name="engraving"></div><select name="id[3]">${options('Serif', 'Script')}</select></form>`);
    expect(writeSelectPickers(body, cartSelects(body))).toBe(0);
    expect(body.querySelectorAll('select')).toHaveLength(3);
    expect(lines(body)).toEqual([]);
  });

  it('takes no caption of more than five words, nor a quantity named by its caption', () => {
    const body = bodyOf('<form name="cart_quantity" action="/cart">'
      + `<p>Pick the finish that suits your kitchen best</p><select name="id[5]">${options('Brushed Steel', 'Matte Black')}</select>`
      + `<p><strong>Quantity:</strong><br><select name="qty">${options('Single', 'Pair')}</select></p></form>`);
    expect(writeSelectPickers(body, cartSelects(body))).toBe(0);
    expect(body.querySelectorAll('select')).toHaveLength(2);
    expect(text(body)).toContain('Pick the finish that suits your kitchen best');
  });

  it('writes only the drop-downs it is given, and any drop-down it finds when given none', () => {
    const html = `<div><strong>Finish:</strong><br><select name="a">${options('Brushed Steel', 'Copper')}</select></div>`
      + `<div><strong>Lid:</strong><br><select name="b">${options('Glass', 'Steel')}</select></div>`;
    const given = bodyOf(html);
    expect(writeSelectPickers(given, [given.querySelector('select[name="b"]') as Element])).toBe(1);
    expect(lines(given)).toEqual(['Lid; options: Glass, Steel']);
    expect(given.querySelector('select[name="a"]')).not.toBeNull();
    expect(text(given)).toContain('Finish:');
    const all = bodyOf(html);
    expect(writeSelectPickers(all)).toBe(2);
    expect(lines(all)).toEqual(['Finish; options: Brushed Steel, Copper', 'Lid; options: Glass, Steel']);
  });
});

describe('isCartChoice', () => {
  const firstSelect = (html: string): Element => bodyOf(html).querySelector('select') as Element;
  const SELECT = `<select name="id[1]">${options('Red', 'Blue')}</select>`;

  it.each([
    ['osCommerce and Zen Cart: form name="cart_quantity"', `<form name="cart_quantity" action="/product_info.php?products_id=5" method="post">${SELECT}</form>`],
    ['JTL-Shop: form id="buy_form"', `<form id="buy_form" method="post" action="/Fjell-38">${SELECT}</form>`],
    ['VirtueMart: a form holding input name="quantity[]"', `<form method="post" class="product js-recalculate" action="/index.php"><div>${SELECT}</div><input type="text" name="quantity[]" value="1"></form>`],
    ['an action that adds the product', `<form method="post" action="/index.php?action=add_product">${SELECT}</form>`],
    ['a form whose class names the basket', `<form class="add-to-basket" method="post" action="/p/5">${SELECT}</form>`],
  ])('is true for %s', (_name, html) => {
    expect(isCartChoice(firstSelect(html))).toBe(true);
  });

  it.each([
    ["a search form's category drop-down", `<form name="quick_find" action="/advanced_search_result.php" method="get"><strong>Category:</strong><br>${SELECT}<input type="text" name="keywords"></form>`],
    ["a forum's \"Jump to\" form", `<form id="jumpbox" action="./viewforum.php" method="get"><label for="f">Jump to:</label>${SELECT}<input type="submit" value="Go"></form>`],
    ['a currency form', `<form name="currencies" action="/product_info.php" method="get">${SELECT}<input type="hidden" name="products_id" value="57"></form>`],
    ['a drop-down in no form', `<div class="sort">${SELECT}</div>`],
  ])('is false for %s', (_name, html) => {
    expect(isCartChoice(firstSelect(html))).toBe(false);
  });

  it("leaves a search form's drop-down in place while the cart form's is written", () => {
    const body = bodyOf(`<form name="quick_find" action="/advanced_search_result.php" method="get"><strong>Category:</strong><br><select name="categories_id">${options('All Categories', 'Kettles', 'Grinders')}</select><input type="text" name="keywords"></form>`
      + OSCOMMERCE);
    expect(cartSelects(body)).toHaveLength(2);
    expect(writeSelectPickers(body, cartSelects(body))).toBe(2);
    expect(body.querySelector('select[name="categories_id"]')).not.toBeNull();
    expect(text(body)).toContain('Category:');
    expect(lines(body)).toEqual(['Finish; options: Brushed Steel, Matte Black (+$6.00), Copper (+$12.00)', 'Plug Type; options: US (Type A/B), UK (Type G)']);
  });
});
