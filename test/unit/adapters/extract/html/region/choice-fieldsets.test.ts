import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeChoiceFieldsets } from '../../../../../../adapters/outbound/extract/html/region/choice-fieldsets.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

const CARD = '<li><h3>MICKE Desk</h3><p>Price $99.99</p>'
  + '<fieldset><legend>More options</legend><label><input type="radio" name="v1"><a href="/p/1">Option: MICKE, Desk, black-brown</a></label>'
  + '<label><input type="radio" name="v1"><a href="/p/2">Option: MICKE, Desk, white</a></label></fieldset></li>';

describe('removeChoiceFieldsets', () => {
  it('removes the colour picker under each card and keeps the card', () => {
    const body = bodyOf(`<ul>${CARD}${CARD}</ul>`);
    expect(removeChoiceFieldsets(body)).toBe(2);
    expect(body.textContent).toBe('MICKE DeskPrice $99.99MICKE DeskPrice $99.99');
  });

  it('removes filter facets of checkboxes, whatever the case of the type', () => {
    const body = bodyOf('<fieldset><legend>Brand</legend><label><input type="CHECKBOX"> Merrell</label></fieldset><p>338 results</p>');
    expect(removeChoiceFieldsets(body)).toBe(1);
    expect(body.textContent).toBe('338 results');
  });

  it('keeps a fieldset without choices (an address form, a text field) and a nested picker counts once', () => {
    const body = bodyOf('<fieldset><legend>Shipping address</legend><p>Enter your street and city.</p><input type="text"></fieldset>'
      + '<fieldset><legend>Size</legend><fieldset><legend>Width</legend><input type="radio"></fieldset></fieldset>');
    expect(removeChoiceFieldsets(body)).toBe(1);
    expect(body.textContent).toBe('Shipping addressEnter your street and city.');
  });
  it("on a product's own page, writes each picker with a legend as one line: the legend and its options' names (Zappos' swatches, a size run with one sold out)", () => {
    const body = bodyOf('<h1>Ghost 16</h1><fieldset id="colorSwatches"><legend>Color: <span>Black/Grey</span></legend><div role="radiogroup">'
      + '<input type="radio" id="c1" value="12345" checked><label for="c1"><img src="a.jpg" alt="Black/Grey"></label>'
      + '<input type="radio" id="c2" value="12346"><label for="c2"><img src="b.jpg" alt="Peacoat/Blue"></label></div></fieldset>'
      + '<fieldset><legend>Size</legend><label><input type="radio" name="s" value="8"> 8</label><label><input type="radio" name="s" value="9" disabled> 9</label></fieldset>'
      + '<fieldset><div><input type="radio" id="x" value="COL09"><label for="x"></label></div></fieldset>');
    expect(removeChoiceFieldsets(body, true)).toBe(3);
    expect(Array.from(body.querySelectorAll('p'), (line) => line.textContent)).toEqual(['Color: Black/Grey; options: Black/Grey, Peacoat/Blue', 'Size; options: 8, 9 (unavailable)']);
    expect(body.querySelector('fieldset')).toBeNull();
  });

  it("names an option by its input's label or value only where that reads as words or a size, not a code", () => {
    const body = bodyOf('<fieldset><legend>Colour: 09 BLACK</legend><input type="radio" value="COL09"><input type="radio" value="COL32"></fieldset>'
      + '<fieldset><legend>Waist</legend><input type="radio" value="32"><input type="radio" value="34" aria-label="34 inches"></fieldset>'
      // Gap's swatches: the name is the label's aria-label; the value a variant's id.
      + '<fieldset><legend>Color</legend><input type="radio" id="s1" value="540912002"><label for="s1" aria-label="Medium Wash"><img alt=""></label><input type="radio" id="s2" value="540912012"><label for="s2"><img alt=""></label></fieldset>');
    removeChoiceFieldsets(body, true);
    expect(Array.from(body.querySelectorAll('p'), (line) => line.textContent)).toEqual(['Colour: 09 BLACK', 'Waist; options: 32, 34 inches', 'Color; options: Medium Wash']);
  });
  it("names an option by its label's shown text, not what only screen readers hear, and removes a picker whose legend is a notice", () => {
    const body = bodyOf('<fieldset><legend>Size</legend><input type="radio" id="a"><label for="a">1 lb<span class="visually-hidden">Variant sold out or unavailable</span></label></fieldset>'
      + '<fieldset><legend>Join the co-op today to get a bonus card when you spend fifty dollars on gear and clothing this year.</legend><input type="checkbox" id="m"><label for="m">Add a lifetime membership</label></fieldset>');
    expect(removeChoiceFieldsets(body, true)).toBe(2);
    expect(body.innerHTML).toBe('<p>Size; options: 1 lb</p>');
  });
});

describe('removeChoiceFieldsets: options marked unavailable', () => {
  it("marks an option `aria-disabled` (Shopify Horizon's sold-out variant) unavailable, as a disabled one", () => {
    const body = bodyOf('<fieldset><legend>Color</legend><input type="radio" name="c" id="c1" value="Oat" checked><label for="c1">Oat</label><input type="radio" name="c" id="c2" value="Moss" aria-disabled="true"><label for="c2">Moss</label></fieldset>');
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect((body.textContent ?? '').replace(/\s+/g, ' ').trim()).toBe('Color; options: Oat, Moss (unavailable)');
  });

  it("writes a named radio group set without a fieldset (Currys' delivery choices) on a product's page, and leaves an unnamed one", () => {
    const option = (id: string, label: string): string => `<div class="custom-radio"><input type="radio" id="${id}" name="f"><label for="${id}">${label}</label></div>`;
    const named = `<div class="delivery-options" role="radiogroup" aria-label="Choose how to get it">${option('d', 'Delivery FREE standard · next day £5.00')}${option('c', 'Collection FREE · 1 hour')}</div>`;
    const body = bodyOf(`${named}<div role="radiogroup">${option('x', 'Gift wrap')}${option('y', 'No wrap')}</div>`);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(body.querySelector('p')?.textContent).toBe('Choose how to get it; options: Delivery FREE standard · next day £5.00, Collection FREE · 1 hour');
    expect(body.querySelectorAll('[role="radiogroup"]')).toHaveLength(1);
    // Not on other pages: there a group of radio buttons is left to the steps that judge controls.
    const other = bodyOf(named);
    expect(removeChoiceFieldsets(other, false)).toBe(0);
    expect(other.querySelector('[role="radiogroup"]')).not.toBeNull();
  });
});
