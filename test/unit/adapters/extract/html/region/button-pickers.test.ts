import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

describe('writeButtonPickers', () => {
  it("writes a radio group of buttons as its name and options, sold-out ones marked (Otto's colour tiles, Samsung's storage chips)", () => {
    const body = bodyOf('<ul class="tiles" role="radiogroup" aria-label="Farbe"><li><button role="radio" aria-checked="true" title="anthrazit"><img alt="anthrazit" src="a.jpg"></button></li>'
      + '<li><button role="radio" title="beige"><img alt="beige" src="b.jpg"></button></li><li><button role="radio" title="senfgelb" disabled><img alt="senfgelb" src="c.jpg"></button></li></ul>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Farbe; options: anthrazit, beige, senfgelb (unavailable)']);
  });

  it("writes a list of buttons a class names as a size picker, each option's note with it, and one that says more as a list (Zara's sizes)", () => {
    const size = (label: string, note: string, extra: string): string => `<li class="size-selector-list__item" role="option"><button class="size-selector-list__item-button"${extra}><div>${label}</div><div>${note}</div></button></li>`;
    const body = bodyOf(`<ul class="size-selector-list">${size('S', '', '')}${size('M', 'Few items left', '')}${size('L', 'Coming soon', ' data-qa-action="size-out-of-stock"')}</ul>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: S, M Few items left, L Coming soon (unavailable)']);
  });

  it('leaves a list of buttons that is no picker (a gallery, share buttons), a list holding links, and a menu', () => {
    const body = bodyOf('<ul class="gallery"><li><button><img alt="Image 1"></button></li><li><button><img alt="Image 2"></button></li></ul>'
      + '<ul class="size-list"><li><button>S</button><a href="/s">S</a></li><li><button>M</button></li></ul>'
      + '<nav><ul role="radiogroup" aria-label="Sort"><li><button role="radio">Newest</button></li><li><button role="radio">Oldest</button></li></ul></nav>');
    expect(writeButtonPickers(body)).toBe(0);
    expect(body.querySelectorAll('button')).toHaveLength(6);
  });
});

describe('writeButtonPickers in a fieldset', () => {
  it("writes a radio group of buttons inside a fieldset of buttons alone (Nordstrom's colour swatches under \"Color: Camel\"), and leaves a fieldset of radio inputs to its own rule", () => {
    const body = bodyOf('<fieldset><legend>Color: <span>Camel</span></legend><ul role="radiogroup" aria-label="Color"><li><button role="radio" aria-checked="true" aria-label="Camel"><img alt="Camel swatch" src="c.jpg"></button></li>'
      + '<li><button role="radio" aria-checked="false" aria-label="Black"><img alt="Black swatch" src="b.jpg"></button></li><li><button role="radio" aria-checked="false" aria-label="Forest Green - sale"><img alt="" src="g.jpg"></button></li></ul></fieldset>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toContain('Color; options: Camel, Black, Forest Green - sale');
    const radios = bodyOf('<fieldset><legend>Size</legend><input type="radio" name="s" id="s1"><label for="s1">S</label><ul role="radiogroup" aria-label="Size"><li><button role="radio">S</button></li><li><button role="radio">M</button></li></ul></fieldset>');
    expect(writeButtonPickers(radios)).toBe(0);
  });
});

describe('writeButtonPickers in an add-to-cart form', () => {
  it("writes the group before the form, which the region and Readability drop whole (REI's colour chips), and takes the label it is named by (Wayfair's \"Color: Dark Gray\")", () => {
    const body = bodyOf('<h1>Ashby Sofa</h1><form action="/cart"><p id="option-label-fabric">Color: Dark Gray</p><div role="radiogroup" aria-labelledby="option-label-fabric">'
      + '<button role="radio" aria-checked="true">Dark Gray</button><button role="radio">Oatmeal</button></div><button type="submit">Add to Cart</button></form>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(body.querySelector('form')?.previousElementSibling?.textContent).toBe('Color: Dark Gray; options: Dark Gray, Oatmeal');
    expect(body.querySelector('#option-label-fabric')).toBeNull();
    expect(body.querySelector('form')?.textContent).toBe('Add to Cart');
  });
});

describe('writeButtonPickers: options that are links', () => {
  it("writes a radio group whose options link to each variant's page (Sony's colour swatches), not one with another link beside its options", () => {
    const swatch = (name: string, checked: boolean): string => `<a role="radio" aria-checked="${checked}" href="/p/${name}" aria-label="${name}"></a>`;
    const body = bodyOf(`<p id="colorLabel">Color: Black</p><div role="radiogroup" aria-labelledby="colorLabel">${swatch('Black', true)}${swatch('Off White', false)}${swatch('Forest Gray', false)}</div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Color: Black; options: Black, Off White, Forest Gray']);
    const guide = bodyOf(`<div role="radiogroup" aria-label="Size">${swatch('S', true)}${swatch('M', false)}<a href="/size-guide">Size guide</a></div>`);
    expect(writeButtonPickers(guide)).toBe(0);
  });

  it("does not read Tailwind's state styles (aria-disabled:opacity-50 on every option) as a sold-out mark (Saleor's storefront)", () => {
    const option = (name: string, disabled: boolean): string => `<a role="radio" aria-checked="false" aria-disabled="${disabled}" href="?variant=${name}" class="flex border aria-disabled:cursor-not-allowed aria-disabled:opacity-50 disabled:bg-neutral-100">${name}</a>`;
    const body = bodyOf(`<div role="radiogroup" aria-label="Variants">${option('S', false)}${option('M', false)}${option('XL', true)}</div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Variants; options: S, M, XL (unavailable)']);
  });
});
