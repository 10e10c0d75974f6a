import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { revealTabPanels } from '../../../../../../adapters/outbound/extract/html/region/tab-panels.js';

/**
 * Session 35: a panel's heading nested in wrappers says the panel's name only when it opens the
 * panel: no text before it at any level. A heading after words ("Measured by us: Specifications")
 * does not, and the panel is still headed by its tab's name.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const bold = (body: Element): string[] => Array.from(body.querySelectorAll('[role="tabpanel"] > p:first-child > strong'), text);

/** Two shown panels of the WAI-ARIA pattern, Overview and Specifications, the second `specs` (each is headed inside by its tab's name, unless it opens with a heading that says it). */
function tabSet(specs: string): string {
  const names = ['Overview', 'Specifications'];
  const tabs = names.map((name, i) => `<button role="tab" id="tab-${i}" aria-controls="panel-${i}">${name}</button>`).join('');
  const panels = [`<p>The overview.</p>`, specs].map((panel, i) => `<div role="tabpanel" id="panel-${i}" aria-labelledby="tab-${i}">${panel}</div>`).join('');
  return `<div role="tablist">${tabs}</div><div class="panels">${panels}</div>`;
}

const TABLE = '<table><tr><td>Weight</td><td>2 kg</td></tr></table>';

describe('revealTabPanels: text before a nested heading', () => {
  it("heads by its tab's name a panel whose wrapper says words before its heading (<div>Measured by us: <h2>Specifications</h2></div>)", () => {
    const body = bodyOf(tabSet(`<div class="wrap">Measured by us: <h2>Specifications</h2>${TABLE}</div>`));
    revealTabPanels(body, 'with-code');
    expect(bold(body)).toEqual(['Overview', 'Specifications']);
    expect(text(body)).toContain('SpecificationsMeasured by us: SpecificationsWeight2 kg');
  });

  it('heads a panel whose own words come before its heading, and one whose heading three wrappers deep follows words', () => {
    const direct = bodyOf(tabSet(`Measured by us: <h2>Specifications</h2>${TABLE}`));
    revealTabPanels(direct, 'with-code');
    expect(bold(direct)).toEqual(['Overview', 'Specifications']);
    const deep = bodyOf(tabSet(`<div class="a"><div class="b"><div class="c">Measured by us: <h2>Specifications</h2>${TABLE}</div></div></div>`));
    revealTabPanels(deep, 'with-code');
    expect(bold(deep)).toEqual(['Overview', 'Specifications']);
  });

  it('still does not head again a panel whose nested heading has only white space before it', () => {
    const opening = bodyOf(tabSet(`<div class="wrap">\n  <div class="inner">\n    <h2>Specifications</h2>${TABLE}</div></div>`));
    revealTabPanels(opening, 'with-code');
    expect(bold(opening)).toEqual(['Overview']);
    const afterWords = bodyOf(tabSet(`<div class="wrap">Measured by us: <h2>Specifications</h2>${TABLE}</div>`));
    revealTabPanels(afterWords, 'with-code');
    expect(bold(afterWords)).toEqual(['Overview', 'Specifications']);
  });
});
