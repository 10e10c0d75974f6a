import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { revealTabPanels } from '../../../../../../adapters/outbound/extract/html/region/tab-panels.js';
import { isBootstrapTab, markBootstrapTabs } from '../../../../../../adapters/outbound/extract/html/region/bootstrap-tabs.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A tab set of the WAI-ARIA pattern: tabs that control panels, every panel but the first hidden (`hide`). */
function tabSet(names: readonly string[], panel: (name: string) => string, hide = 'hidden', id = 's'): string {
  const tabs = names.map((name, i) => `<button role="tab" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}">${name}</button>`).join('');
  const panels = names.map((name, i) => `<div role="tabpanel" id="${id}-panel-${i}" aria-labelledby="${id}-tab-${i}" ${i === 0 ? '' : hide}>${panel(name)}</div>`).join('');
  return `<div role="tablist">${tabs}</div><div class="panels">${panels}</div>`;
}
const codePanel = (name: string): string => `<p>Install the SDK for ${name}:</p><pre><code>install-sdk --${name.toLowerCase()}</code></pre>`;
const prosePanel = (name: string): string => `<p>Our ${name} team answers every call.</p>`;

describe('revealTabPanels', () => {
  it('shows every hidden panel of a tab set holding code, however hidden, each headed by its tab\'s name', () => {
    for (const hide of ['hidden', 'aria-hidden="true"', 'style="display: none"', 'class="p-4 hidden"']) {
      const body = bodyOf(tabSet(['Python', 'Go', 'Ruby'], codePanel, hide));
      expect(revealTabPanels(body, 'with-code'), hide).toBe(2);
      expect(text(body)).toContain('install-sdk --go');
      expect(Array.from(body.querySelectorAll('.panels > p > strong'), text)).toEqual(['Python', 'Go', 'Ruby']);
      for (const panel of Array.from(body.querySelectorAll('[role="tabpanel"]'))) {
        expect(panel.hasAttribute('hidden') || panel.getAttribute('aria-hidden') === 'true' || /display/.test(panel.getAttribute('style') ?? '') || /\bhidden\b/.test(panel.getAttribute('class') ?? ''), hide).toBe(false);
      }
    }
  });

  it('with-code leaves a tab set without code as it is; all shows it too', () => {
    const markup = tabSet(['Mission', 'Passion'], prosePanel);
    const withCode = bodyOf(markup);
    expect(revealTabPanels(withCode, 'with-code')).toBe(0);
    expect(withCode.querySelector('#s-panel-1')?.hasAttribute('hidden')).toBe(true);
    expect(withCode.querySelector('strong')).toBeNull();
    const all = bodyOf(markup);
    expect(revealTabPanels(all, 'all')).toBe(1);
    expect(Array.from(all.querySelectorAll('strong'), text)).toEqual(['Mission', 'Passion']);
    expect(revealTabPanels(bodyOf(markup), 'none')).toBe(0);
  });

  it("shows a product's hidden specifications panel (a table), not heading it twice where it opens with its own heading", () => {
    const panel = (name: string): string => (name === 'Description'
      ? '<h2>Description</h2><p>A roll-top day pack cut from waxed cotton duck.</p>'
      : `<h2>${name}</h2><table><tr><th>Weight</th><td>1.05 kg</td></tr><tr><th>Capacity</th><td>18 L, 24 L</td></tr></table>`);
    const body = bodyOf(tabSet(['Description', 'Additional information'], panel, 'style="display: none;"'));
    expect(revealTabPanels(body, 'with-code')).toBe(1);
    expect(text(body)).toContain('Weight1.05 kg');
    expect(body.querySelectorAll('.panels > p > strong')).toHaveLength(0);
    expect(body.querySelector('[role="tablist"]')).toBeNull();
  });

  it('judges each tab set by its own panels, and leaves panels inside a closed dialog hidden with it', () => {
    const body = bodyOf(tabSet(['Python', 'Go'], codePanel, 'hidden', 'a') + tabSet(['Chrome', 'Safari'], prosePanel, 'hidden', 'b')
      + `<div role="dialog" hidden>${tabSet(['Linux', 'macOS'], codePanel, 'hidden', 'c')}</div>`);
    expect(revealTabPanels(body, 'with-code')).toBe(2);
    expect(body.querySelector('#a-panel-1')?.hasAttribute('hidden')).toBe(false);
    expect(body.querySelector('#b-panel-1')?.hasAttribute('hidden')).toBe(true);
    expect(body.querySelector('[role="dialog"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('names a panel by aria-label or by the tab whose aria-controls names it, and not by a label too long to be a tab', () => {
    const body = bodyOf('<div><a role="tab" aria-controls="p1">Windows</a><a role="tab" aria-controls="p2">macOS</a></div>'
      + '<div><section role="tabpanel" id="p1"><pre>msiexec /i tools.msi</pre></section><section role="tabpanel" id="p2" hidden><pre>brew install tools</pre></section>'
      + `<section role="tabpanel" aria-label="Linux" hidden><pre>apt install tools</pre></section><section role="tabpanel" aria-label="${'very long label '.repeat(5)}" hidden><pre>make install</pre></section></div>`);
    expect(revealTabPanels(body, 'with-code')).toBe(3);
    expect(Array.from(body.querySelectorAll('strong'), text)).toEqual(['Windows', 'macOS', 'Linux']);
  });

  it('finds a tab whose id holds spaces (built from its name) by the whole aria-labelledby value', () => {
    const body = bodyOf(tabSet(['Python', 'C# (.NET Core)'], codePanel).replaceAll('s-tab-1', 'tab-C# (.NET Core)').replaceAll(' aria-controls="s-panel-1"', ''));
    expect(revealTabPanels(body, 'with-code')).toBe(1);
    expect(Array.from(body.querySelectorAll('strong'), text)).toEqual(['Python', 'C# (.NET Core)']);
  });

  it("names the panels by position from the tab list before them when no tab controls a panel (Docusaurus's tabs), and drops the list", () => {
    const tabs = ['npm', 'Yarn', 'pnpm'].map((name, i) => `<li role="tab" tabindex="${i === 0 ? 0 : -1}" aria-selected="${i === 0}" class="tabs__item">${name}</li>`).join('');
    const panels = ['npm install x', 'yarn add x', 'pnpm add x'].map((command, i) => `<div role="tabpanel" class="tabItem"${i === 0 ? '' : ' hidden'}><pre><code>${command}</code></pre></div>`).join('');
    const body = bodyOf(`<div class="tabs-container"><ul role="tablist" class="tabs">${tabs}</ul><div class="margin-top--md">${panels}</div></div>`);
    expect(revealTabPanels(body, 'with-code')).toBe(2);
    expect(body.querySelector('[role="tablist"]')).toBeNull();
    expect(text(body)).toBe('npmnpm install xYarnyarn add xpnpmpnpm add x');
    // A list with another count of tabs than panels names none of them and stays.
    const uneven = bodyOf(`<ul role="tablist"><li role="tab">One</li></ul><div>${panels}</div>`);
    revealTabPanels(uneven, 'with-code');
    expect(uneven.querySelector('[role="tablist"]')).not.toBeNull();
    expect(uneven.querySelectorAll('strong')).toHaveLength(0);
  });

  it("drops the tab list once every panel is headed by the name its tab gives (Starlight's a[role=tab] list)", () => {
    const body = bodyOf(tabSet(['npm', 'pnpm'], codePanel));
    revealTabPanels(body, 'with-code');
    expect(body.querySelector('[role="tablist"]')).toBeNull();
    expect(Array.from(body.querySelectorAll('.panels > p > strong'), text)).toEqual(['npm', 'pnpm']);
  });

  it("removes a hidden panel with nothing in it (headless UI's inactive tabs, filled by a script) instead of heading it with its tab's name", () => {
    const body = bodyOf(tabSet(['pnpm', 'npm', 'yarn'], (name) => (name === 'pnpm' ? codePanel(name) : '<span></span>')));
    expect(revealTabPanels(body, 'with-code')).toBe(0);
    expect(body.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
    expect(text(body)).not.toMatch(/\bnpm\b.*\byarn\b.*Install/);
    expect(text(body)).toContain('install-sdk --pnpm');
  });

  it("heads each panel of a tab set the page shows whole (a stylesheet hides all but one: Bootstrap's tab-pane) with its tab's name inside it, and drops the tab list", () => {
    const tabs = ['Product Details', 'Specifications', 'Reviews'].map((name, i) => `<li role="presentation"><a href="#t${i}" aria-controls="t${i}" role="tab" id="t${i}-link">${name}</a></li>`).join('');
    const panels = ['Details text.', 'Brand Halvik.', 'Great TV.'].map((words, i) => `<div role="tabpanel" class="tab-pane fade${i === 0 ? ' in active' : ''}" id="t${i}" aria-labelledby="t${i}-link"><p>${words}</p></div>`).join('');
    const body = bodyOf(`<ul class="nav nav-tabs" role="tablist">${tabs}</ul><div class="tab-content">${panels}</div>`);
    expect(revealTabPanels(body, 'with-code')).toBe(0);
    expect(body.querySelector('[role="tablist"]')).toBeNull();
    expect(body.querySelector('#t1')?.firstElementChild?.textContent).toBe('Specifications');
    expect(text(body)).toBe('Product DetailsDetails text.SpecificationsBrand Halvik.ReviewsGreat TV.');
    // Where a panel has no name, the set stays as it is.
    const unnamed = bodyOf('<div class="tab-content"><div role="tabpanel" id="x"><p>One.</p></div><div role="tabpanel" id="y"><p>Two.</p></div></div>');
    revealTabPanels(unnamed, 'with-code');
    expect(text(unnamed)).toBe('One.Two.');
  });
});

describe('revealTabPanels: a tab set shown whole whose tabs name no panel', () => {
  it("heads each panel by the tab at its position (an airline's fee table per route), and drops the tab list", () => {
    const body = bodyOf('<ul class="tabs-heading" role="tablist"><li role="tab"><div class="field-heading">U.S. &amp; Canada</div></li><li role="tab"><div class="field-heading">Mexico</div></li></ul>'
      + '<div class="tabs-container"><div class="tab active" role="tabpanel"><table><tr><td>1st bag</td><td>$35</td></tr></table></div><div class="tab" role="tabpanel"><table><tr><td>1st bag</td><td>$40</td></tr></table></div></div>');
    expect(revealTabPanels(body, 'with-code', Array.from(body.querySelectorAll('[role="tabpanel"]')))).toBe(0);
    expect(body.querySelector('[role="tablist"]')).toBeNull();
    expect(Array.from(body.querySelectorAll('strong'), (name) => name.textContent)).toEqual(['U.S. & Canada', 'Mexico']);
  });
});

describe('markBootstrapTabs', () => {
  it("gives Bootstrap's tabs (data-toggle, data-bs-toggle) the roles of ARIA tabs, so each pane is headed by its tab's name (OXID's Flow theme)", () => {
    const body = bodyOf('<ul id="itemTabs" class="nav nav-tabs"><li class="active"><a href="#description" data-toggle="tab">Description</a></li><li><a href="#attributes" data-toggle="tab">Specification</a></li><li><button data-bs-toggle="tab" data-bs-target="#media">Media</button></li></ul>'
      + '<div class="tab-content"><div id="description" class="tab-pane active"><p>A kiteboard for light wind.</p></div><div id="attributes" class="tab-pane"><dl><dt>Length</dt><dd>138 cm</dd></dl></div><div id="media" class="tab-pane"><p>Owner\'s manual</p></div></div>');
    const tabs = Array.from(body.querySelectorAll('a, button')).filter(isBootstrapTab);
    expect(tabs).toHaveLength(3);
    const panes = markBootstrapTabs(tabs);
    expect(panes.map((pane) => pane.id)).toEqual(['description', 'attributes', 'media']);
    expect(revealTabPanels(body, 'with-code', panes)).toBe(0);
    expect(body.querySelector('#itemTabs')).toBeNull();
    expect(Array.from(body.querySelectorAll('.tab-pane > p:first-child strong'), (name) => name.textContent)).toEqual(['Description', 'Specification', 'Media']);
  });

  it('leaves a tab whose target is no tab pane, or already has a role, and a link that toggles something else', () => {
    const body = bodyOf('<a href="#faq" data-toggle="tab">FAQ</a><div id="faq"><p>Answers.</p></div><a href="#more" data-toggle="collapse">More</a><div id="more" class="tab-pane" role="region"></div>');
    const tabs = Array.from(body.querySelectorAll('a')).filter(isBootstrapTab);
    expect(tabs).toHaveLength(1);
    expect(markBootstrapTabs(tabs)).toEqual([]);
    expect(body.querySelector('#faq')?.hasAttribute('role')).toBe(false);
  });
});
