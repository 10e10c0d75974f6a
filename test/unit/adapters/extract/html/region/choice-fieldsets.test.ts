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
});
