import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

/** A vue-multiselect drop-down: the box shows the choice, its list box is hidden until it opens. */
const dropDown = (label: string, id: string, names: readonly string[]): string => `<div class="variant__item"><div class="product__label">${label}</div>`
  + `<div class="multiselect" tabindex="0" role="combobox" aria-owns="${id}"><div class="multiselect__tags"><span class="multiselect__single">${names[0] ?? ''}</span></div>`
  + `<div class="multiselect__content-wrapper" style="display: none;"><ul class="multiselect__content" role="listbox" id="${id}">`
  + names.map((name) => `<li class="multiselect__element" role="option"><span class="multiselect__option"><span>${name}</span></span></li>`).join('')
  + '</ul></div></div></div>';

describe('writeButtonPickers: a list box inside a drop-down box', () => {
  it("writes the hidden list where its combobox stands, named by the label before the box, which goes (Bukalapak's \"Warna\" drop-down)", () => {
    const body = bodyOf(`<div class="variant">${dropDown('Warna', 'listbox-warna', ['Midnight Black', 'Forest Green', 'Aurora Purple'])}${dropDown('Kapasitas', 'listbox-kapasitas', ['8GB/256GB', '12GB/512GB'])}</div>`);
    expect(writeButtonPickers(body)).toBe(2);
    expect(lines(body)).toEqual(['Warna; options: Midnight Black, Forest Green, Aurora Purple', 'Kapasitas; options: 8GB/256GB, 12GB/512GB']);
    // The box, its hidden list and the labels before it are all in the lines now.
    expect(body.querySelector('[role="combobox"]')).toBeNull();
    expect(body.querySelector('.multiselect__content-wrapper')).toBeNull();
    expect(body.querySelector('.product__label')).toBeNull();
  });

  it('takes no label before the box that holds a control or says more than a few words, and writes the line unnamed', () => {
    const long = 'Pilih warna yang paling cocok untuk gaya Anda hari ini';
    const body = bodyOf(dropDown(long, 'l1', ['Hitam', 'Putih']) + dropDown('<button type="button">Reset</button>', 'l2', ['S', 'M']));
    expect(writeButtonPickers(body)).toBe(2);
    expect(lines(body)).toEqual(['options: Hitam, Putih', 'options: S, M']);
    expect(body.querySelector('[role="combobox"]')).toBeNull();
    expect(body.querySelector('.product__label')?.textContent).toBe(long);
    expect(body.querySelector('button')?.textContent).toBe('Reset');
  });
});

describe('writeButtonPickers: rows and lists of links to the variants\' pages', () => {
  it("writes a row of links its class names variants, and the fieldset it fills under its legend, named by the legend (Clas Ohlson's \"Välj variant:\")", () => {
    const option = (path: string, name: string): string => `<a href="/p/${path}" class="variant-selector__option">${name}</a>`;
    const body = bodyOf('<div class="product__variants"><fieldset class="variant-selector"><legend class="variant-selector__label">Välj variant:</legend><div class="variant-selector__options">'
      + `${option('41-2297', 'Med 2 batterier (2,0 Ah)')}${option('41-2296', 'Utan batteri och laddare')}${option('41-2298', 'Med 2 batterier (4,0 Ah)')}</div></fieldset></div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Välj variant; options: Med 2 batterier (2,0 Ah), Utan batteri och laddare, Med 2 batterier (4,0 Ah)']);
    expect(body.querySelector('fieldset')).toBeNull();
    expect(body.querySelector('legend')).toBeNull();
    expect(body.querySelector('a')).toBeNull();
  });

  it("writes a list of swatch links its class names colours, each named by its title (El Corte Inglés' ul.color-list), and leaves lists of links no class names so", () => {
    const swatch = (name: string, href: string): string => `<li class="color-list-item"><a href="${href}" title="${name}" aria-label="${name}"><span class="swatch"></span></a></li>`;
    const body = bodyOf(`<div class="product_detail-colors"><ul class="color-list">${swatch('Negro', '#')}${swatch('Titanio', '/cafetera-titanio/')}</ul></div>`
      + '<ul class="share-options"><li><a href="https://facebook.example/share">Facebook</a></li><li><a href="https://x.example/share">X</a></li></ul>'
      + '<div class="related-links"><a href="/a">Cafeteras</a><a href="/b">Cápsulas</a></div>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(body.querySelector('.product_detail-colors')?.textContent?.trim()).toBe('options: Negro, Titanio');
    expect(body.querySelector('.color-list')).toBeNull();
    expect(Array.from(body.querySelectorAll('.share-options a, .related-links a'), (link) => link.textContent)).toEqual(['Facebook', 'X', 'Cafeteras', 'Cápsulas']);
  });

  it('writes a bare row of links its class names colours, and leaves a size list whose items hold a link beside another control', () => {
    const body = bodyOf('<ul class="size-list"><li><a href="/s">S</a><button type="button">Notify me</button></li><li><a href="/m">M</a></li></ul>'
      + '<div class="color-row"><a href="/black">Black</a><a href="/white">White</a></div>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toContain('options: Black, White');
    expect(Array.from(body.querySelectorAll('.size-list a'), (link) => link.textContent)).toEqual(['S', 'M']);
    expect(body.querySelector('.color-row')).toBeNull();
  });
});

describe('writeButtonPickers: a list box whose options hold links', () => {
  it("writes a list box of options that hold links to the variants' pages, named by its labelledby label without its colon, a disabled one marked (Castorama's Magento swatches)", () => {
    const option = (name: string, inner: string, extra: string): string => `<div class="swatch-option text${extra}" role="option" aria-checked="false" aria-label="${name}">${inner}</div>`;
    const body = bodyOf('<div class="swatch-attribute"><span id="option-label-steps" class="swatch-attribute-label">Liczba stopni:</span>'
      + '<div role="listbox" aria-labelledby="option-label-steps" class="swatch-attribute-options">'
      + `${option('3x6', '<a href="/drabina-3x6.html">3x6</a>', '')}${option('3x7', '<a href="/drabina-3x7.html">3x7</a>', '')}${option('3x9', '3x9', ' selected')}`
      + '<div class="swatch-option text disabled" role="option" aria-label="3x11" aria-disabled="true">3x11</div></div></div>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Liczba stopni; options: 3x6, 3x7, 3x9, 3x11 (unavailable)']);
    expect(body.querySelector('#option-label-steps')).toBeNull();
    expect(body.querySelector('[role="listbox"]')).toBeNull();
  });
});
