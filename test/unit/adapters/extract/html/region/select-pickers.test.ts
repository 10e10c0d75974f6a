import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeSelectPickers } from '../../../../../../adapters/outbound/extract/html/region/select-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (body: Element): string => (body.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('writeSelectPickers', () => {
  it("writes a labelled drop-down of sizes as its name and options, past the placeholder, before the add-to-cart form (Big Cartel)", () => {
    const body = bodyOf('<p>$28.00</p><form class="product-form"><label for="option">Size</label><div class="select"><select id="option" name="cart[add][id]">'
      + '<option value="0" disabled selected>Select size</option><option value="1">S</option><option value="2">M</option><option value="3" disabled>L (Sold out)</option><option value="4" disabled>XL</option></select></div>'
      + '<button type="submit">Add to Cart</button></form>');
    expect(writeSelectPickers(body)).toBe(1);
    expect(body.querySelector('form')?.previousElementSibling?.textContent).toBe('Size; options: S, M, L (Sold out), XL (unavailable)');
    expect(body.querySelector('select, label')).toBeNull();
  });

  it("names a drop-down by its aria-label without \"Select\" and takes the caption before it that says the same (Squarespace's \"Glaze:\")", () => {
    const body = bodyOf('<div class="variant-option"><div class="variant-option-title">Glaze: </div><div class="variant-select-wrapper"><select aria-label="Select Glaze">'
      + '<option value="">Select Glaze</option><option value="a">Speckled Oat</option><option value="b">Celadon Mist</option></select></div></div>');
    expect(writeSelectPickers(body)).toBe(1);
    expect(text(body)).toBe('Glaze; options: Speckled Oat, Celadon Mist');
  });

  it('leaves a quantity, a sorting drop-down, one in the navigation, one with a single option and one without a name as they are', () => {
    const body = bodyOf('<label for="q">Qty</label><select id="q"><option>1</option><option>2</option><option>3</option></select>'
      + '<select aria-label="Sort reviews by"><option>Most recent</option><option>Highest rated</option></select>'
      + '<nav><select aria-label="Colour"><option>Red</option><option>Blue</option></nav>'
      + '<select aria-label="Colour"><option value="">Choose</option><option>Red</option></select>'
      + '<select name="id" class="no-js"><option>Ground / 1 lb - $19.99</option><option>Whole Bean / 1 lb - $19.99</option></select>');
    expect(writeSelectPickers(body)).toBe(0);
    expect(body.querySelectorAll('select')).toHaveLength(5);
  });
});
