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

  it('counts the scripts and modules a page preloads as scripts, not its preloaded styles or fonts', () => {
    const head = '<link rel="modulepreload" href="/a.js"><link rel="Preload" as="Script" href="/b.js"><link rel="preload" as="style" href="/c.css"><link rel="preload" as="font" href="/d.woff2"><link rel="stylesheet" href="/e.css">';
    expect(signalsOf(head, '<p>x</p>').scriptCount).toBe(2);
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
    const deep = `${'<div><p>x</p>'.repeat(30)}<section id="svelte"></section>${'</div>'.repeat(30)}<div id="application">text</div><section id='main'>\n</section>`;
    expect(signalsOf('', deep).emptyMountPoints).toEqual(['svelte', 'main']);
    expect(signalsOf('', '<p>plain page</p>').emptyMountPoints).toEqual([]);
  });

  it('does not count a password field in a hidden subtree (a display:none form kept for password managers, a closed dialog)', () => {
    const signals = signalsOf('', [
      '<section id="main"></section>',
      '<form style="display: none;"><input type="password"></form>',
      '<div hidden><form><input type="password"></form></div>',
      '<dialog aria-hidden="true"><input type="password"></dialog>',
    ].join(''));
    expect(signals.passwordFieldCount).toBe(0);
    expect(signalsOf('', '<form style="display: block"><input type="password"></form>').passwordFieldCount).toBe(1);
  });

  it('fills the visible text to its cap on a long page whose markup is indented by many spaces per line', () => {
    const indent = ' '.repeat(400);
    const paragraphs = Array.from({ length: 600 }, (_, i) => `${indent}<p>${indent}Paragraph ${i} of a long product description.${indent}</p>\n`).join('');
    const signals = signalsOf('', `<main>${paragraphs}</main>`);
    expect(signals.visibleText.length).toBe(20_000);
    expect(signals.visibleText.startsWith('Paragraph 0 of a long product description. Paragraph 1')).toBe(true);
  });
});
