import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findNamedElements } from '../../../../../adapters/outbound/extract/html/stages/named-elements.js';
import { ElementCensus } from '../../../../../adapters/outbound/extract/html/element-census.js';

/** The selectors the lists stand for: each list must hold exactly what its selector matches, in document order. */
const SELECTORS = {
  header: '[class*="header"], [class*="Header"], [id*="header"], [id*="Header"]',
  contact: '[class*="contact" i], [id*="contact" i]',
  misread: '[class*="media" i], [id*="mediate" i], [class*="com-" i], [id*="com-" i], [class*="overflow-" i], [class*="scroll" i]',
  menu: '[class*="menu" i], [id*="menu" i]',
  meta: '[class*="meta" i]',
  footer: '[class*="footer" i], blockquote > [id*="footer" i]',
} as const;

const PAGE = `<!DOCTYPE html><html><head><title>t</title></head><body>
<header class="site-header" id="top"><nav class="MainMenu">m</nav><div id="siteHeader">h</div><div class="HEADER">upper</div></header>
<main><article class="post"><div class="post-meta Metadata">by</div><h2 id="section-header">s</h2>
<div class="social-media" id="immediate-help">x</div><div id="com-1" class="overflow-x">y</div><div class="custom-Scroll">z</div>
<div id="Contact-us">c</div><p class="contactForm">c2</p><div class="media">only media</div><div id="intermediate">mediate in id</div>
<blockquote><p>q</p><div id="quote-footer">who</div></blockquote><div id="page-footer">id footer outside a quote</div>
<footer class="Footer-links">f</footer><div class="recom-box">recom-</div><div id="menu" class="">empty class</div></article></main>
<svg class="icon-menu"><use href="#i"></use></svg></body></html>`;

describe('findNamedElements', () => {
  it('sorts the elements named "header", "contact", "media", "menu", "meta" and "footer" as the selectors they stand for match them', () => {
    const { document } = parseHTML(PAGE);
    const named = findNamedElements(ElementCensus.of(document as unknown as Document));
    for (const [list, selector] of Object.entries(SELECTORS)) {
      const expected = Array.from(document.querySelectorAll(selector));
      expect(named[list as keyof typeof SELECTORS], list).toEqual(expected);
      expect(expected.length, list).toBeGreaterThan(0);
    }
  });

  it('reads "header" in two spellings only, and an id named "footer" only in a quotation', () => {
    const { document } = parseHTML(PAGE);
    const named = findNamedElements(ElementCensus.of(document as unknown as Document));
    expect(named.header.map((element) => element.getAttribute('class') || element.getAttribute('id'))).toEqual(['site-header', 'siteHeader', 'section-header']);
    expect(named.footer.map((element) => element.getAttribute('id') || element.getAttribute('class'))).toEqual(['quote-footer', 'Footer-links']);
  });
});
