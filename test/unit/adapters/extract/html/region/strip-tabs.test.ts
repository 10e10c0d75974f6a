import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { markStripTabs, mayBeStripTab } from '../../../../../../adapters/outbound/extract/html/region/strip-tabs.js';
import { revealTabPanels } from '../../../../../../adapters/outbound/extract/html/region/tab-panels.js';

/**
 * Session 39: tab sets scripted without ARIA's links. Rspress's `div.rspress-tabs` (a strip of `div.tab_…`, then a
 * `<div>` of panels, all but the first `style="display:none"`) kept only the first panel; VuePress 2's `.code-group`
 * (a nav of `button[aria-pressed]`s, then the `.code-group-item`s, all shown in the markup) lost its tabs' names.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** What the walk before the stages hands `markStripTabs`, then the tab step as the chain runs it; returns how many panels were shown. */
function markAndReveal(body: HTMLElement): number {
  const candidates = Array.from(body.querySelectorAll('*')).filter((element) => mayBeStripTab(element, element.localName, element.getAttribute('role')));
  return revealTabPanels(body, 'with-code', markStripTabs(candidates));
}

const COMMANDS = [['npm', 'npm install @fennel/plugin-mock -D'], ['yarn', 'yarn add @fennel/plugin-mock -D'], ['pnpm', 'pnpm add @fennel/plugin-mock -D']] as const;

/** Rspress's tabs: class-named tabs in a wrapper, the panels in the next `<div>`, those after the first hidden by an inline style. */
const rspressTabs = (extraPanel = ''): string => '<div class="container_a2b7d rspress-tabs"><div class=""><div class="tabList_a2b7d">'
  + COMMANDS.map(([tool], index) => `<div class="tab_a2b7d ${index === 0 ? 'selected_a2b7d' : 'notSelected_a2b7d'}"><div class="flex"><svg viewBox="0 0 8 8"></svg><span>${tool}</span></div></div>`).join('')
  + '</div></div><div>'
  + COMMANDS.map(([, command], index) => `<div style="display:${index === 0 ? 'block' : 'none'}"><div class="language-bash"><pre><code>${command}</code></pre></div></div>`).join('')
  + `${extraPanel}</div></div>`;

/** VuePress 2's code group: a nav list of buttons, the chosen one `aria-pressed="true"`, then one item per button, all shown in the markup. */
const vuepressGroup = '<div class="code-group"><div class="code-group__nav"><ul class="code-group__ul">'
  + COMMANDS.map(([tool], index) => `<li class="code-group__li"><button class="code-group__nav-tab${index === 0 ? ' code-group__nav-tab-active' : ''}" aria-pressed="${index === 0}">${tool}</button></li>`).join('')
  + '</ul></div>'
  + COMMANDS.map(([, command], index) => `<div class="code-group-item${index === 0 ? ' code-group-item__active' : ''}"><div class="language-bash"><pre><code>${command}</code></pre></div></div>`).join('')
  + '</div>';

describe('markStripTabs: tab sets without ARIA links', () => {
  it("shows Rspress's hidden panels, each after its tab's name in bold, and drops the strip of tabs", () => {
    const body = bodyOf(`<p>Install the helper:</p>${rspressTabs()}`);
    expect(markAndReveal(body)).toBe(2);
    expect(Array.from(body.querySelectorAll('p > strong'), text)).toEqual(['npm', 'yarn', 'pnpm']);
    expect(Array.from(body.querySelectorAll('p + [role="tabpanel"]'), text)).toEqual(COMMANDS.map(([, command]) => command));
    expect(body.querySelectorAll('[style*="none"]')).toHaveLength(0);
    expect(body.querySelector('.tabList_a2b7d')).toBeNull();
  });

  it("heads each of VuePress 2's shown code-group items with its button's name and drops the buttons' list", () => {
    const body = bodyOf(vuepressGroup);
    expect(markAndReveal(body)).toBe(0);
    expect(Array.from(body.querySelectorAll('.code-group-item > p:first-child > strong'), text)).toEqual(['npm', 'yarn', 'pnpm']);
    expect(body.querySelector('button')).toBeNull();
  });

  it('leaves a row of buttons over shown blocks when no button is the chosen tab (a code toolbar), a role other than tablist, and a set without code or table', () => {
    const toolbar = bodyOf('<div class="code"><div class="actions"><button>Copy</button><button>Wrap</button></div><pre><code>ls -la</code></pre><div class="output">total 0</div></div>');
    expect(markAndReveal(toolbar)).toBe(0);
    expect(toolbar.querySelector('[role]')).toBeNull();
    expect(toolbar.querySelector('p > strong')).toBeNull();

    const grouped = bodyOf(vuepressGroup.replace('class="code-group__ul"', 'class="code-group__ul" role="toolbar"'));
    markAndReveal(grouped);
    expect(grouped.querySelector('[role="tabpanel"]')).toBeNull();

    const slides = bodyOf('<div class="slider"><div class="dots"><button class="tab">One</button><button class="tab">Two</button></div>'
      + '<div class="slides"><div><p>First slide.</p></div><div style="display:none"><p>Second slide.</p></div></div></div>');
    expect(markAndReveal(slides)).toBe(0);
    expect(slides.querySelector('[style="display:none"]')).not.toBeNull();
    expect(slides.querySelector('[role]')).toBeNull();
  });

  it('leaves tabs an ARIA set already links (a tab with aria-controls), and a strip whose tabs do not pair up with the panels', () => {
    const linked = bodyOf('<div role="tablist"><button role="tab" aria-controls="p1">npm</button><button role="tab" aria-controls="p2">yarn</button></div>'
      + '<div><div id="p1"><pre><code>npm i</code></pre></div><div id="p2" hidden><pre><code>yarn add</code></pre></div></div>');
    expect(markStripTabs(Array.from(linked.querySelectorAll('button')))).toEqual([]);

    const unpaired = bodyOf(rspressTabs('<div style="display:none"><pre><code>bun add @fennel/plugin-mock -D</code></pre></div>'));
    expect(markAndReveal(unpaired)).toBe(0);
    expect(unpaired.querySelectorAll('[style="display:none"]')).toHaveLength(3);
    expect(unpaired.querySelector('[role]')).toBeNull();
  });
});
