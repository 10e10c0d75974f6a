import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeAriaHeadings } from '../../../../../../adapters/outbound/extract/html/region/aria-headings.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const ariaHeadings = (body: Element): Element[] => Array.from(body.querySelectorAll('[role="heading"]'));

describe('writeAriaHeadings', () => {
  it("writes a role=\"heading\" element as the heading of its aria-level (eBay's result titles), level 2 when it names none", () => {
    const body = bodyOf('<a href="/itm/1"><div class="s-item__title"><span role="heading" aria-level="3" class="t">Keychron Q1 Pro</span></div></a><div role="heading">Choose color</div>');
    expect(writeAriaHeadings(ariaHeadings(body))).toBe(2);
    expect(body.querySelector('a h3.t')?.textContent).toBe('Keychron Q1 Pro');
    expect(body.querySelector('h3')?.hasAttribute('role')).toBe(false);
    expect(body.querySelector('h2')?.textContent).toBe('Choose color');
  });

  it('leaves one that holds a heading, says nothing or says more than a title, and elements that are not set in text tags', () => {
    const long = 'word '.repeat(60);
    const body = bodyOf(`<div role="heading"><h2>Inner</h2></div><span role="heading" aria-level="2"> </span><div role="heading">${long}</div><li role="heading">Item</li>`);
    expect(writeAriaHeadings(ariaHeadings(body))).toBe(0);
    expect(body.querySelectorAll('[role="heading"]')).toHaveLength(4);
  });

  it("sets a link marked as a heading in that heading (idealista's result titles), its link kept", () => {
    const body = bodyOf('<article class="item"><a href="/inmueble/104512877/" role="heading" aria-level="2" class="item-link">Piso en calle de Fuencarral, Madrid</a><span class="item-price">1.250€/mes</span></article>');
    expect(writeAriaHeadings(ariaHeadings(body))).toBe(1);
    const heading = body.querySelector('h2');
    expect(heading?.firstElementChild?.outerHTML).toBe('<a href="/inmueble/104512877/" class="item-link">Piso en calle de Fuencarral, Madrid</a>');
  });
});
