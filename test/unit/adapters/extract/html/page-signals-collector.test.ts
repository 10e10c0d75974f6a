import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { collectPageSignals } from '../../../../../adapters/outbound/extract/html/page-signals-collector.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const signalsOf = (head: string, body: string, removedScripts = 0) => collectPageSignals(documentOf(head, body), '', 0, removedScripts, 'https://app.example/a?b=1');

describe('collectPageSignals', () => {
  it('counts scripts anywhere (head, body, templates, and those the prefilter dropped) and password fields by trimmed, case-blind type', () => {
    const signals = signalsOf(
      '<script type="application/ld+json">{}</script>',
      '<div><script></script><template><script></script></template></div><input type=" PassWord "><input type="text"><form><input type="password"></form>',
      3,
    );
    expect(signals.scriptCount).toBe(6);
    expect(signals.passwordFieldCount).toBe(2);
    expect(signals.urlPath).toBe('/a?b=1');
  });

  it('joins every <noscript> text in document order, nested or not', () => {
    const signals = signalsOf('<noscript>first</noscript>', '<div><noscript>second <b>part</b></noscript><p><noscript>third</noscript></p></div><noscript>fourth</noscript>');
    expect(signals.noscriptText).toBe('first second part third fourth');
  });

  it('judges each mount-point id by its first element in document order, reports ids in their fixed order, then every empty <app-root>', () => {
    const signals = signalsOf('', [
      '<div id="app"> </div><div id="app">filled later</div>',
      '<div><div id="root">server-rendered text</div></div><div id="root"></div>',
      '<div id="__next"><span> </span></div>',
      '<app-root></app-root><app-root>rendered</app-root><app-root> </app-root>',
    ].join(''));
    expect(signals.emptyMountPoints).toEqual(['app', '__next', 'app-root', 'app-root']);
  });

  it('finds mount points nested deep below siblings, and reads nothing from a page without them', () => {
    const deep = `${'<div><p>x</p>'.repeat(30)}<section id="svelte"></section>${'</div>'.repeat(30)}<div id="application">text</div>`;
    expect(signalsOf('', deep).emptyMountPoints).toEqual(['svelte']);
    expect(signalsOf('', '<p>plain page</p>').emptyMountPoints).toEqual([]);
  });
});
