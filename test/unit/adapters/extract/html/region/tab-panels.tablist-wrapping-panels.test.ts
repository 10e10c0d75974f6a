import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { revealTabPanels } from '../../../../../../adapters/outbound/extract/html/region/tab-panels.js';

/**
 * Session 38: a tab list that wraps its panels too (Magento's Luma: `div.product.data.items role="tablist"` holding each
 * `div.data.item.title role="tab"` and the `div.data.item.content role="tabpanel"` after it) loses only its tabs once
 * the panels are named; the panels, which went with the list, stay. A list of tabs alone still goes whole.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Luma's tab set: titles and panels, one after another, inside the list; the panels after the first hidden by `hide`. */
function lumaTabs(hide: string): string {
  return '<div class="product data items" role="tablist">'
    + '<div class="data item title active" role="tab" aria-selected="true" aria-controls="description" id="tab-label-description"><a class="data switch" href="#description">Overview</a></div>'
    + '<div class="data item content" id="description" role="tabpanel" aria-labelledby="tab-label-description"><p>The IdeaPad Slim 5 pairs a slim aluminium chassis with a vivid OLED screen.</p></div>'
    + '<div class="data item title" role="tab" aria-selected="false" aria-controls="additional" id="tab-label-additional"><a class="data switch" href="#additional">Specifications</a></div>'
    + `<div class="data item content" id="additional" role="tabpanel" aria-labelledby="tab-label-additional" ${hide}><table><tr><th>Processor</th><td>Intel Core i7-13620H</td></tr><tr><th>RAM</th><td>16GB</td></tr></table></div>`
    + '</div>';
}

describe('revealTabPanels: a tab list that wraps its panels', () => {
  it("keeps Magento Luma's panels inside the role=\"tablist\" block, each headed by its tab's name in bold, and removes only the role=\"tab\" titles", () => {
    const body = bodyOf(lumaTabs('style="display:none"'));
    expect(revealTabPanels(body, 'with-code')).toBe(1);
    expect(body.querySelector('#description')?.isConnected).toBe(true);
    expect(body.querySelector('#additional')?.isConnected).toBe(true);
    expect(text(body)).toContain('The IdeaPad Slim 5 pairs a slim aluminium chassis');
    expect(text(body)).toContain('ProcessorIntel Core i7-13620H');
    expect(Array.from(body.querySelectorAll('[role="tablist"] > p > strong'), text)).toEqual(['Overview', 'Specifications']);
    expect(body.querySelector('p + #description')).not.toBeNull();
    expect(body.querySelector('p + #additional')).not.toBeNull();
    expect(body.querySelectorAll('[role="tab"]')).toHaveLength(0);
    expect(body.querySelector('a.data.switch')).toBeNull();
  });

  it('keeps the panels of a wrapping list whose panels are all shown (a stylesheet hides them), and still drops whole a list of tabs alone beside its panels', () => {
    const wrapping = bodyOf(lumaTabs(''));
    expect(revealTabPanels(wrapping, 'with-code')).toBe(0);
    expect(text(wrapping)).toContain('The IdeaPad Slim 5 pairs a slim aluminium chassis');
    expect(text(wrapping)).toContain('RAM16GB');
    expect(Array.from(wrapping.querySelectorAll('#description > p > strong, #additional > p > strong'), text)).toEqual(['Overview', 'Specifications']);
    expect(wrapping.querySelectorAll('[role="tab"]')).toHaveLength(0);

    const apart = bodyOf('<div role="tablist"><button role="tab" id="t1" aria-controls="p1">Overview</button><button role="tab" id="t2" aria-controls="p2">Specifications</button></div>'
      + '<div class="panels"><div role="tabpanel" id="p1" aria-labelledby="t1"><p>Slim and light.</p></div><div role="tabpanel" id="p2" aria-labelledby="t2" hidden><table><tr><th>RAM</th><td>16GB</td></tr></table></div></div>');
    expect(revealTabPanels(apart, 'with-code')).toBe(1);
    expect(apart.querySelector('[role="tablist"]')).toBeNull();
    expect(Array.from(apart.querySelectorAll('.panels > p > strong'), text)).toEqual(['Overview', 'Specifications']);
  });
});
