import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeRadioPickers } from '../../../../../../adapters/outbound/extract/html/region/radio-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

/** Jumia's sizes: hidden radio buttons of one name, each beside its `<label for>` chip, an unavailable one disabled. */
const chip = (id: string, name: string, extra = '', labelClass = 'vl'): string => `<input type="radio" class="-hide" name="sku" id="${id}" value="${id.toUpperCase()}"${extra}><label for="${id}" class="${labelClass}">${name}</label>`;

describe('writeRadioPickers: radio buttons of one name without a fieldset or a radio group', () => {
  it('writes the group as one options line where it stands, an option whose button is disabled said unavailable, and takes the buttons and labels out', () => {
    const body = bodyOf(`<div class="var"><h2>Variation available</h2><div class="chips">${chip('v-1', '4.5L', ' checked')}${chip('v-2', '6.5L')}${chip('v-3', '8L', ' disabled')}</div></div>`);
    expect(writeRadioPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: 4.5L, 6.5L, 8L (unavailable)']);
    expect(body.querySelector('.chips > p')?.textContent).toBe('options: 4.5L, 6.5L, 8L (unavailable)');
    expect(body.querySelectorAll('input, label')).toHaveLength(0);
    expect(body.querySelector('h2')?.textContent).toBe('Variation available');
  });

  it("says unavailable an option its label's class marks so (Jumia's `label._dis`, a sold-out chip), and writes each name's group apart", () => {
    const body = bodyOf(`<div class="colour">${chip('c-1', 'Red')}${chip('c-2', 'Blue', '', 'vl soldout')}</div>`
      + `<div class="size">${chip('s-1', 'Small').replace(/name="sku"/, 'name="size"')}${chip('s-2', 'Medium', '', 'vl _dis').replace(/name="sku"/, 'name="size"')}</div>`);
    expect(writeRadioPickers(body)).toBe(2);
    expect(lines(body)).toEqual(['options: Red, Blue (unavailable)', 'options: Small, Medium (unavailable)']);
    expect(body.querySelectorAll('input, label')).toHaveLength(0);
  });

  it('writes the line of a group in a form (the cart\'s) before the form', () => {
    const body = bodyOf(`<h1>Kestrel Air Fryer</h1><section><form id="variationsForm" action="/cart">${chip('v-1', '4.5L')}${chip('v-2', '6.5L')}<button>Add to cart</button></form></section>`);
    expect(writeRadioPickers(body)).toBe(1);
    const form = body.querySelector('form') as Element;
    expect(form.previousElementSibling?.textContent).toBe('options: 4.5L, 6.5L');
    expect(form.querySelector('p')).toBeNull();
    expect(form.querySelectorAll('input, label')).toHaveLength(0);
  });

  it('leaves a lone radio button, a group whose buttons are not all labelled, and a group a fieldset or named radio group holds', () => {
    const html = `<div class="one">${chip('only', 'One size')}</div>`
      + '<div class="bare"><input type="radio" name="pay" value="card"><input type="radio" name="pay" value="cash"></div>'
      + `<div class="half"><input type="radio" name="gift" id="g-1" value="yes"><label for="g-1">Gift wrap</label><input type="radio" name="gift" value="no"></div>`
      + `<fieldset><legend>Size</legend>${chip('f-1', 'S').replace(/name="sku"/, 'name="fs"')}${chip('f-2', 'M').replace(/name="sku"/, 'name="fs"')}</fieldset>`
      + `<div role="radiogroup" aria-label="Colour">${chip('r-1', 'Black').replace(/name="sku"/, 'name="rg"')}${chip('r-2', 'White').replace(/name="sku"/, 'name="rg"')}</div>`;
    const body = bodyOf(html);
    expect(writeRadioPickers(body)).toBe(0);
    expect(body.innerHTML).toBe(bodyOf(html).innerHTML);
    expect(lines(body)).toEqual([]);
  });
});
