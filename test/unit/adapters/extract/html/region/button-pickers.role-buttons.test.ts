import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

/**
 * Session 37: option swatches drawn as `div[role="button"]` (AJIO's sizes, VTEX's SKU selector on Americanas) are
 * option buttons as `<button>`s are: every stage dropped them as controls, and the page said no size or colour.
 */
describe('writeButtonPickers: a row of elements with role="button"', () => {
  it("writes AJIO's size swatches (div.size-variant-item[role=button] in div.size-swatch), the one out of stock marked", () => {
    const swatch = (size: string, stock = 'size-instock', extra = ''): string => `<div class="circle size-variant-item ${stock}" role="button" tabindex="0"${extra}><span>${size}</span></div>`;
    const body = bodyOf(`<div class="size-selector"><p class="size-heading">Select Size</p><div class="size-swatch">${['S', 'M', 'L'].map((size) => swatch(size)).join('')}`
      + `${swatch('3XL', 'size-out-of-stock disabled', ' aria-disabled="true"')}</div></div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toContain('options: S, M, L, 3XL (unavailable)');
    expect(body.querySelector('[role="button"]')).toBeNull();
  });

  it("writes VTEX's SKU selector items (div.skuSelectorItem[role=button], each text in wrappers of its own)", () => {
    const item = (name: string): string => `<div class="vtex-store-components-3-x-skuSelectorItem" role="button" tabindex="0"><div class="vtex-store-components-3-x-skuSelectorInternalBox"><div class="vtex-store-components-3-x-valueWrapper">${name}</div></div></div>`;
    const body = bodyOf(`<div class="vtex-store-components-3-x-skuSelectorSubcontainer"><div class="vtex-store-components-3-x-skuSelectorName">Cor</div><div class="vtex-store-components-3-x-skuSelectorOptionsList">${item('Preto')}${item('Vermelho')}</div></div>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body).join('\n')).toContain('options: Preto, Vermelho');
  });

  it('leaves a row of role="button" elements no class names a picker (an accordion\'s toggles)', () => {
    const toggle = (name: string): string => `<div class="accordion-toggle" role="button" aria-expanded="false"><span>${name}</span></div>`;
    const body = bodyOf(`<div class="accordion-list">${toggle('Ingredients')}${toggle('How to use')}</div>`);
    expect(writeButtonPickers(body)).toBe(0);
    expect(body.querySelectorAll('[role="button"]')).toHaveLength(2);
  });
});
