import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRadioInput, nameRadioTabs } from '../../../../../../adapters/outbound/extract/html/region/radio-tabs.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const radiosIn = (root: Element): Element[] => Array.from(root.querySelectorAll('input')).filter(isRadioInput);
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('nameRadioTabs', () => {
  it("heads each panel of a CSS-only tab set with its tab's name in bold and drops the row of labels (pymdownx, alternate style)", () => {
    const inputs = [1, 2, 3].map((index) => `<input${index === 1 ? ' checked' : ''} id="__tabbed_1_${index}" name="__tabbed_1" type="radio">`).join('');
    const body = bodyOf(`<div class="tabbed-set tabbed-alternate">${inputs}<div class="tabbed-labels"><label for="__tabbed_1_1">pip</label><label for="__tabbed_1_2">conda</label><label for="__tabbed_1_3">uv</label></div>`
      + '<div class="tabbed-content"><div class="tabbed-block"><pre>pip install tw</pre></div><div class="tabbed-block"><pre>conda install tw</pre></div><div class="tabbed-block"><pre>uv add tw</pre></div></div></div>');
    expect(nameRadioTabs(radiosIn(body))).toBe(1);
    expect(body.querySelector('.tabbed-labels')).toBeNull();
    expect(Array.from(body.querySelectorAll('.tabbed-block'), (block) => `${block.previousElementSibling?.outerHTML ?? ''} ${block.textContent ?? ''}`)).toEqual([
      '<p><strong>pip</strong></p> pip install tw', '<p><strong>conda</strong></p> conda install tw', '<p><strong>uv</strong></p> uv add tw',
    ]);
  });

  it('pairs each label with the panel right after it (pymdownx, classic style)', () => {
    const tab = (index: number, name: string): string => `<input id="t${index}" name="set" type="radio"><label for="t${index}">${name}</label><div class="tabbed-content"><p>Steps for ${name}.</p></div>`;
    const body = bodyOf(`<div class="tabbed-set">${tab(1, 'Linux')}${tab(2, 'macOS')}</div>`);
    expect(nameRadioTabs(radiosIn(body))).toBe(1);
    expect(text(body)).toBe('LinuxSteps for Linux.macOSSteps for macOS.');
    expect(body.querySelectorAll('label')).toHaveLength(0);
  });

  it("leaves a product's option picker (labels without panels) and radios without labels as they are", () => {
    const picker = bodyOf('<fieldset><legend>Size</legend><input type="radio" name="size" id="s"><label for="s">S</label><input type="radio" name="size" id="m"><label for="m">M</label></fieldset>');
    expect(nameRadioTabs(radiosIn(picker))).toBe(0);
    expect(text(picker)).toBe('SizeSM');
    const bare = bodyOf('<input type="radio" name="a" id="a1"><input type="radio" name="a" id="a2"><div><p>x</p></div>');
    expect(nameRadioTabs(radiosIn(bare))).toBe(0);
  });

  it("reads a row that holds the radio buttons beside their labels, panels in the element after it (VitePress's code groups)", () => {
    const tabs = ['npm', 'pnpm'].map((name, index) => `<input type="radio" name="group-1" id="tab-1${index}"${index === 0 ? ' checked' : ''}><label data-title="${name}" for="tab-1${index}">${name}</label>`).join('');
    const body = bodyOf(`<div class="vp-code-group"><div class="tabs">${tabs}</div><div class="blocks"><div class="language-sh active"><pre><code>npm add x</code></pre></div><div class="language-sh"><pre><code>pnpm add x</code></pre></div></div></div>`);
    expect(nameRadioTabs(radiosIn(body))).toBe(1);
    expect(body.querySelector('.tabs')).toBeNull();
    expect(text(body)).toBe('npmnpm add xpnpmpnpm add x');
  });
});
