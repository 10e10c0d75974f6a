import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isQuantityField, writeQuantityFields } from '../../../../../../adapters/outbound/extract/html/region/quantity-fields.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const write = (body: Element): number => writeQuantityFields(body, Array.from(body.querySelectorAll('input')).filter(isQuantityField));

/** Allegro's buy form: "Liczba sztuk" over a − 1 + stepper, then how many there are. */
const ALLEGRO = '<div class="price">129,99 zł</div><form action="/kup-teraz/1" method="post"><input type="hidden" name="offerId" value="1">'
  + '<div class="row"><label for="quantity">Liczba sztuk</label><div class="stepper"><button type="button" aria-label="zmniejsz">−</button>'
  + '<input id="quantity" name="quantity" type="number" value="1" min="1" max="48"><button type="button" aria-label="zwiększ">+</button></div><span>z 48 sztuk</span></div>'
  + '<button type="submit">Kup teraz</button></form>';

describe('isQuantityField', () => {
  it('reads a number field, or a text field named or identified as a quantity, as one', () => {
    const body = bodyOf('<input type="number" name="n"><input name="qty"><input type="text" id="Quantity-1"><input type="hidden" name="quantity"><input type="search" name="q"><input type="text" name="email">');
    expect(Array.from(body.querySelectorAll('input'), isQuantityField)).toEqual([true, true, true, false, false, false]);
  });
});

describe('writeQuantityFields', () => {
  it("writes Allegro's quantity as its label, value and the note after it, before the add-to-cart form", () => {
    const body = bodyOf(ALLEGRO);
    expect(write(body)).toBe(1);
    expect(body.querySelector('form')?.previousElementSibling?.outerHTML).toBe('<p>Liczba sztuk: 1 z 48 sztuk</p>');
    expect(body.querySelector('form label, form .row')).toBeNull();
  });

  it('writes a field outside a form in its place, its label a few levels up, and takes off the label\'s colon', () => {
    const body = bodyOf('<div class="qty"><div><label>Menge:</label></div><div><input name="qty" value="2"></div><small>max. 5 pro Kunde</small></div><p>Beschreibung</p>');
    expect(write(body)).toBe(1);
    expect(body.querySelector('.qty, label, input')).toBeNull();
    expect(body.querySelector('p')?.textContent).toBe('Menge: 2 max. 5 pro Kunde');
  });

  it('writes no line for a field with no note after it, and takes away a label that would stay alone; leaves a note that says more', () => {
    const body = bodyOf('<div class="a"><div><label>Aantal</label></div><div><input type="number" value="1"></div></div>'
      + '<div class="b"><label for="q2">Quantity</label><input id="q2" type="number" value="1"><div><a href="/bulk">Buying 10 or more? See our trade prices</a></div></div>');
    expect(write(body)).toBe(0);
    expect(body.querySelector('.a label')).toBeNull();
    expect(body.querySelector('.b label')).toBeNull();
    expect(body.querySelector('.b a')?.textContent).toBe('Buying 10 or more? See our trade prices');
  });
});
