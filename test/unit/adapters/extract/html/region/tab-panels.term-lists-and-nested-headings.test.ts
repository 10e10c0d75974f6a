import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { revealTabPanels } from '../../../../../../adapters/outbound/extract/html/region/tab-panels.js';

/**
 * Session 35: a product's specifications written as a list of terms (JB Hi-Fi's `dl` in a hidden
 * panel) mark a tab set whose hidden panels are content; a panel whose heading is nested in a wrapper
 * (noon's `section > div.specsWrapper > h3`) says its name already.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A tab set of the WAI-ARIA pattern: tabs that control panels, every panel but the first hidden (`hide`; none when empty). */
function tabSet(names: readonly string[], panel: (name: string) => string, hide = 'hidden'): string {
  const tabs = names.map((name, i) => `<button role="tab" id="tab-${i}" aria-controls="panel-${i}">${name}</button>`).join('');
  const panels = names.map((name, i) => `<div role="tabpanel" id="panel-${i}" aria-labelledby="tab-${i}" ${i === 0 ? '' : hide}>${panel(name)}</div>`).join('');
  return `<div role="tablist">${tabs}</div><div class="panels">${panels}</div>`;
}

const SPECS = '<h2>Specifications</h2><h3>Display</h3><dl><dt>Screen Size</dt><dd>65"</dd><dt>Refresh Rate</dt><dd>144Hz</dd></dl>';

describe('revealTabPanels: term lists and nested headings', () => {
  it("shows the hidden panels of a tab set holding a term list (a product's specifications in a <dl>), and still leaves a set of prose alone", () => {
    const panel = (name: string): string => (name === 'Specifications' ? SPECS : `<p>The ${name.toLowerCase()} of the Lumora S9 television.</p>`);
    const body = bodyOf(tabSet(['Overview', 'Specifications', 'Reviews'], panel));
    expect(revealTabPanels(body, 'with-code')).toBe(2);
    expect(body.querySelector('#panel-1')?.hasAttribute('hidden')).toBe(false);
    expect(text(body)).toContain('SpecificationsDisplayScreen Size65"Refresh Rate144Hz');
    expect(text(body)).toContain('The reviews of the Lumora S9 television.');
    // The specifications panel opens with its own heading: no bold name above it.
    expect(Array.from(body.querySelectorAll('.panels > p > strong'), text)).toEqual(['Overview', 'Reviews']);
    const prose = bodyOf(tabSet(['Overview', 'Reviews'], (name) => `<p>The ${name.toLowerCase()}.</p>`));
    expect(revealTabPanels(prose, 'with-code')).toBe(0);
    expect(prose.querySelector('#panel-1')?.hasAttribute('hidden')).toBe(true);
  });

  it("does not head a shown panel again by its tab's name where its heading is nested in a wrapper (noon's section > div.specsWrapper > h3)", () => {
    const panel = (name: string): string => (name === 'Specifications'
      ? '<div class="sc-966c8510-0 specsWrapper"><h3 class="heading">Specifications</h3><table><tr><td>Battery Life</td><td>45 Hours</td></tr></table></div>'
      : '<div class="highlights"><h3>Highlights</h3><ul><li>Adaptive noise cancelling</li></ul></div>');
    const body = bodyOf(tabSet(['Overview', 'Specifications'], panel, ''));
    expect(revealTabPanels(body, 'with-code')).toBe(0);
    expect(text(body)).toBe('OverviewHighlightsAdaptive noise cancellingSpecificationsBattery Life45 Hours');
    expect(Array.from(body.querySelectorAll('strong'), text)).toEqual(['Overview']);
    expect(body.querySelectorAll('h3')).toHaveLength(2);
  });

  it('does not head a revealed panel whose heading is two wrappers deep, but heads one whose nested heading sits in a wrapper after text', () => {
    const nested = bodyOf(tabSet(['Overview', 'Specifications'], (name) => (name === 'Specifications' ? '<div class="wrap"><div class="inner"><h2>Specifications</h2><table><tr><td>Refresh Rate</td><td>144Hz</td></tr></table></div></div>' : '<p>The overview.</p>')));
    expect(revealTabPanels(nested, 'with-code')).toBe(1);
    expect(Array.from(nested.querySelectorAll('strong'), text)).toEqual(['Overview']);
    expect(text(nested)).toBe('OverviewThe overview.SpecificationsRefresh Rate144Hz');
    const afterText = bodyOf(tabSet(['Overview', 'Specifications'], (name) => (name === 'Specifications' ? '<div class="wrap">Measured by us: <div class="inner"><h2>Specifications</h2><table><tr><td>Weight</td><td>2 kg</td></tr></table></div></div>' : '<p>The overview.</p>')));
    revealTabPanels(afterText, 'with-code');
    expect(Array.from(afterText.querySelectorAll('strong'), text)).toEqual(['Overview', 'Specifications']);
  });
});
