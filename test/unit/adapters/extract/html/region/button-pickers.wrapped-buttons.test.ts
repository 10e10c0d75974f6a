import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

describe('writeButtonPickers: option buttons each in a wrapper of its own', () => {
  it("writes a row named as a picker whose buttons each sit in a wrapper of one tag and class (Myntra's div.size-buttons-tipAndBtnContainer, one with its \"2 left\")", () => {
    const size = (name: string, extra = ''): string => `<div class="size-buttons-tipAndBtnContainer"><div class="size-buttons-buttonContainer"><button class="size-buttons-size-button"${extra}><p class="size-buttons-unified-size">${name}</p></button></div>`
      + `${name === '40' ? '<div class="size-buttons-inventory-left-item-count">2 left</div>' : ''}</div>`;
    const body = bodyOf(`<div class="size-buttons-size-container"><h4>Select Size</h4><div class="size-buttons-size-buttons">${['38', '39', '40', '42'].map((name) => size(name)).join('')}${size('44', ' disabled')}</div></div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: 38, 39, 40, 42, 44 (unavailable)']);
    expect(body.querySelector('button')).toBeNull();
    expect(body.querySelector('h4')?.textContent).toBe('Select Size');
  });

  it('leaves a row whose wrappers differ in class or tag (a size guide beside the sizes), while one of a single class beside it is written', () => {
    const tile = (name: string, tag = 'div', names = 'size-tile'): string => `<${tag} class="${names}"><button>${name}</button></${tag}>`;
    const body = bodyOf(`<div class="size-picker" id="a">${tile('S')}${tile('M')}${tile('Size guide', 'div', 'size-guide')}</div>`
      + `<div class="size-picker" id="b">${tile('S')}${tile('M')}${tile('L', 'span')}</div>`
      + `<div class="size-picker" id="c">${tile('S')}${tile('M')}${tile('L')}</div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: S, M, L']);
    expect(Array.from(body.querySelectorAll('#a button, #b button'), (button) => button.textContent)).toEqual(['S', 'M', 'Size guide', 'S', 'M', 'L']);
    expect(body.querySelector('#c')).toBeNull();
  });
});

describe('writeButtonPickers: a radio group labelled from inside', () => {
  it("names the line by the label its aria-labelledby names inside the group (Hepsiburada's span.variant-name \"Renk: Siyah\"), which goes", () => {
    const variant = (name: string, checked: boolean): string => `<button type="button" role="radio" aria-checked="${String(checked)}" class="variant-item">${name}</button>`;
    const body = bodyOf('<div class="variant-group" role="radiogroup" aria-labelledby="variant-renk"><span id="variant-renk" class="variant-name">Renk: <strong>Siyah</strong></span>'
      + `<div class="variant-list">${variant('Siyah', true)}${variant('Beyaz', false)}${variant('Lacivert', false)}</div></div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Renk: Siyah; options: Siyah, Beyaz, Lacivert']);
    expect(body.querySelector('#variant-renk, [role="radiogroup"]')).toBeNull();
  });

  it('does not name the line by an element inside the group that holds its options', () => {
    const body = bodyOf('<div class="variant-group" role="radiogroup" aria-labelledby="renk"><span id="renk" class="variant-name">Renk</span><div class="variant-list">'
      + '<button role="radio" aria-checked="true">Siyah</button><button role="radio" aria-checked="false">Beyaz</button></div></div>'
      + '<div class="variant-group" role="radiogroup" aria-labelledby="model-list"><div class="variant-list" id="model-list">'
      + '<button role="radio" aria-checked="true">ANC</button><button role="radio" aria-checked="false">Pro</button></div></div>');
    expect(writeButtonPickers(body)).toBe(2);
    expect(lines(body)).toEqual(['Renk; options: Siyah, Beyaz', 'options: ANC, Pro']);
  });
});
