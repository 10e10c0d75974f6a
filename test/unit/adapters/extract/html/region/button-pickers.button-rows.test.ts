import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

describe('writeButtonPickers: a <div> of buttons alone', () => {
  it("writes a row of buttons its class names a picker (Lazada's div.sku-prop-content of sku buttons), and leaves a row of Buy Now and Add to Cart whose buttons' classes say pdp-button_size_xl", () => {
    const sku = (name: string, extra: string): string => `<button type="button" class="sku-variable-name${extra}"><span class="sku-name">${name}</span></button>`;
    const body = bodyOf(`<div class="section-content"><div class="sku-prop-content">${sku('Black', '-selected')}${sku('White', '')}<button type="button" class="sku-variable-name-disabled" disabled><span class="sku-name">Mint</span></button></div></div>`
      + '<div id="module_add_to_cart" class="pdp-block module"><div class="pdp-cart-concern"><button class="pdp-button pdp-button_theme_yellow pdp-button_size_xl"><span>Buy Now</span></button>'
      + '<button class="pdp-button pdp-button_theme_orange pdp-button_size_xl"><span>Add to Cart</span></button></div></div>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: Black, White, Mint (unavailable)']);
    expect(body.querySelector('.sku-prop-content')).toBeNull();
    // The cart's buttons are no options: they stay buttons, and no line names them.
    expect(Array.from(body.querySelectorAll('.pdp-cart-concern > button'), (button) => button.textContent)).toEqual(['Buy Now', 'Add to Cart']);
  });

  it("writes a row of buttons an ancestor names a picker by its aria-labelledby (Shopee's section[aria-labelledby=\"variation-size\"]), named by the heading it points at, which goes", () => {
    const size = (name: string): string => `<button class="sApkZm selection-box-unselected" aria-label="${name}"><span class="ZivAAW">${name}</span></button>`;
    const body = bodyOf('<section class="flex items-center" aria-labelledby="variation-size"><h3 class="Dagtcd" id="variation-size">Size</h3>'
      + `<div class="flex items-center j7HL5Q">${['S', 'M', 'L', 'XL'].map(size).join('')}</div></section>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Size; options: S, M, L, XL']);
    expect(body.querySelector('h3')).toBeNull();
  });
});

describe('writeButtonPickers: option names', () => {
  it("takes a label every option's name opens with (REI's swatches' alt \"Color: Oak Brown\") off the options and names the group with it, not one only some open with", () => {
    const swatch = (name: string): string => `<li><button role="radio" aria-checked="false"><img alt="Color: ${name}" src="s.jpg"></button></li>`;
    const body = bodyOf(`<ul class="color-swatches" role="radiogroup">${['Oak Brown', 'Black', 'Sage'].map(swatch).join('')}</ul>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Color; options: Oak Brown, Black, Sage']);
    expect(lines(body).join('\n')).not.toContain('Color: Oak Brown');
    // Labels the options do not all share stay theirs.
    const mixed = bodyOf(`<ul class="color-swatches" role="radiogroup">${['Color: Oak Brown', 'Color: Black', 'Finish: Matte'].map((alt) => `<li><button role="radio"><img alt="${alt}" src="s.jpg"></button></li>`).join('')}</ul>`);
    expect(writeButtonPickers(mixed)).toBe(1);
    expect(lines(mixed)).toEqual(['options: Color: Oak Brown, Color: Black, Finish: Matte']);
  });

  it("says once a name said twice, by a copy screen readers skip and one only they read (REI's \"XS - XL\"), but not a size such as \"XX\" or \"4040\"", () => {
    const size = (name: string): string => `<li><button role="radio" aria-checked="false"><span aria-hidden="true">${name}</span><span class="pdp-sr-only">${name}</span></button></li>`;
    const body = bodyOf(`<ul class="size-options" role="radiogroup">${size('XS - XL')}${size('1X - 3X')}</ul>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: XS - XL, 1X - 3X']);
    const sizes = bodyOf('<ul class="size-options" role="radiogroup"><li><button role="radio">XX</button></li><li><button role="radio">4040</button></li><li><button role="radio">XXXX</button></li></ul>');
    expect(writeButtonPickers(sizes)).toBe(1);
    expect(lines(sizes)).toEqual(['options: XX, 4040, XXXX']);
  });
});
