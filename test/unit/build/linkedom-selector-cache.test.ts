import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DOMParser, parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkedomSelectorCache, SELECTOR_CACHE_LIMIT, selectorCacheSource } from '../../../scripts/linkedom-selector-cache.mjs';
import { bundledLinkedom, type BundledLinkedom } from '../../support/bundled-linkedom.js';

// The bundle's linkedom keeps the matchers it compiled for selectors (scripts/linkedom-selector-cache.mjs).
// These tests bundle the installed linkedom with that edit and ask it what the installed one is asked:
// every answer must be the same, the first time a selector is asked and every time after.

const linkedomRoot = dirname(createRequire(import.meta.url).resolve('linkedom/package.json'));
const pinned = (format: 'esm' | 'cjs'): string => readFileSync(join(linkedomRoot, format, 'shared', 'matches.js'), 'utf8');

let cached: BundledLinkedom;
beforeAll(async () => {
  cached = await bundledLinkedom([linkedomSelectorCache]);
});

const PAGE = `<!doctype html><html><head><title>t</title></head><body>
<main id="main"><article class="post lead"><h1>Title</h1><p class="intro">One <a href="/a" hreflang="de">de</a></p>
<ul class="list"><li class="item">a</li><li class="item new">b</li><li>c <span class="icon">x</span></li></ul></article>
<aside class="post"><p>Side</p><div class="language-ts"><span class="lang">ts</span><pre><code>x</code></pre></div></aside></main>
<footer><p class="intro">Foot</p></footer></body></html>`;

const SELECTORS = ['p', '.post', 'li.item', 'main > article p', 'a[hreflang]', 'li:not(.new)', 'article, aside', 'div:has(> pre)', 'ul li + li', '[class~="new"]', 'h1 ~ ul', 'P.INTRO', 'footer .intro'];

/** Each element's position in document order, so answers of two parses compare. */
function positions(document: Document, elements: Iterable<Element>): number[] {
  const all = Array.from(document.querySelectorAll('*'));
  return Array.from(elements, (element) => all.indexOf(element));
}

describe('selectorCacheSource', () => {
  it('edits both builds of the installed linkedom', () => {
    for (const format of ['esm', 'cjs'] as const) {
      const patched = selectorCacheSource(pinned(format));
      expect(patched).not.toBe(pinned(format));
      expect(patched).toContain('cachedMatcher(0, element, selectors');
      expect(patched).toContain('cachedMatcher(1, element, selectors');
    }
  });

  it('fails loudly when linkedom no longer has the expected text', () => {
    expect(() => selectorCacheSource(pinned('esm').replace('CSSselect.is(', 'CSSselect.matches('))).toThrow(/no longer has the expected text/);
  });
});

describe('the bundled linkedom with kept matchers', () => {
  it('finds what the installed linkedom finds, for every selector, asked twice, from the document and from an element', () => {
    const plain = parseHTML(PAGE).document as unknown as Document;
    const kept = cached.parseHTML(PAGE).document as unknown as Document;
    for (let round = 0; round < 2; round += 1) {
      for (const selector of SELECTORS) {
        expect(positions(kept, kept.querySelectorAll(selector)), selector).toEqual(positions(plain, plain.querySelectorAll(selector)));
        const keptMain = kept.getElementById('main') as Element;
        const plainMain = plain.getElementById('main') as Element;
        expect(positions(kept, keptMain.querySelectorAll(selector)), selector).toEqual(positions(plain, plainMain.querySelectorAll(selector)));
        expect(positions(kept, [kept.querySelector(selector)].filter((element): element is Element => element !== null)), selector).toEqual(positions(plain, [plain.querySelector(selector)].filter((element): element is Element => element !== null)));
      }
    }
  });

  it('answers matches and closest as the installed linkedom does', () => {
    const plain = parseHTML(PAGE).document as unknown as Document;
    const kept = cached.parseHTML(PAGE).document as unknown as Document;
    const plainElements = Array.from(plain.querySelectorAll('*'));
    const keptElements = Array.from(kept.querySelectorAll('*'));
    for (let round = 0; round < 2; round += 1) {
      for (const selector of SELECTORS) {
        expect(keptElements.map((element) => element.matches(selector)), selector).toEqual(plainElements.map((element) => element.matches(selector)));
        expect(positions(kept, keptElements.map((element) => element.closest(selector)).filter((element): element is Element => element !== null)), selector).toEqual(positions(plain, plainElements.map((element) => element.closest(selector)).filter((element): element is Element => element !== null)));
      }
    }
  });

  it('compiles a :scope selector against the element it is asked from, each time', () => {
    const kept = cached.parseHTML(PAGE).document as unknown as Document;
    const list = kept.querySelector('ul') as Element;
    const article = kept.querySelector('article') as Element;
    expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(article.querySelectorAll(':scope > li')).toHaveLength(0);
    expect(article.querySelectorAll(':scope > p')).toHaveLength(1);
    expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
  });

  it('keeps HTML and XML matchers apart: a tag name matches in any case in HTML, in its own case in XML', () => {
    const html = cached.parseHTML('<html><body><Item>a</Item><item>b</item></body></html>').document as unknown as Document;
    const xml = new cached.DOMParser().parseFromString('<root><Item>a</Item><item>b</item></root>', 'text/xml') as unknown as Document;
    const plainXml = new DOMParser().parseFromString('<root><Item>a</Item><item>b</item></root>', 'text/xml') as unknown as Document;
    const texts = (document: Document): string[] => Array.from(document.querySelectorAll('Item'), (element) => element.textContent ?? '');
    expect(texts(html)).toEqual(['a', 'b']);
    expect(texts(xml)).toEqual(texts(plainXml));
    expect(texts(xml)).toEqual(['a']);
    expect(texts(html)).toEqual(['a', 'b']);
  });

  it('answers correctly past the cache bound, with more distinct selectors than it keeps', () => {
    const ids = Array.from({ length: SELECTOR_CACHE_LIMIT + 40 }, (_, index) => `n${index}`);
    const markup = `<html><body>${ids.map((id) => `<p id="${id}">${id}</p>`).join('')}</body></html>`;
    const kept = cached.parseHTML(markup).document as unknown as Document;
    for (let round = 0; round < 2; round += 1) {
      for (const id of ids) expect(kept.querySelector(`#${id}`)?.textContent).toBe(id);
    }
  });
});
