import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRepeatedItem } from '../../../../../../adapters/outbound/extract/html/region/repeated-items.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

describe('isRepeatedItem', () => {
  it("reads a card marked by one modifier more than its siblings as one of their series (G2's sponsored listing beside the others, each with modifiers of its own)", () => {
    const card = (extra: string) => `<div class="paper paper--white paper--box product-listing${extra}"><h3>Name</h3></div>`;
    const body = bodyOf(`<div>${card(' product-listing--sponsored')}${card('')}${card('')}${card('')}</div>`);
    expect(isRepeatedItem(body.querySelector('.product-listing--sponsored') as Element)).toBe(true);
  });
  it("does not read a menu's levels, each with a modifier of its own, as a series", () => {
    const body = bodyOf('<ul><li class="menu__item menu__item--level1">A</li><li class="menu__item menu__item--level2">B</li><li class="menu__item menu__item--level3">C</li></ul>');
    expect(isRepeatedItem(body.querySelector('.menu__item--level1') as Element)).toBe(false);
  });
});
