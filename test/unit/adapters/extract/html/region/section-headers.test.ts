import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isSectionHeader } from '../../../../../../adapters/outbound/extract/html/region/section-headers.js';

/**
 * Session 37: a `<header>` whose parent is no `<section>` is a section's own header when it says only its
 * one section heading, a few words and no time (Morrisons' `header.gn-accordionElement__header` over
 * "Product information"); an article's header, with its date or byline, is not.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const headerIn = (html: string): Element => bodyOf(html).querySelector('header') as Element;

describe('isSectionHeader: a <header> that says only its heading', () => {
  it("reads Morrisons' accordion header over \"Product information\" (a <header> in a <div>, its <h2> a button) as its section's", () => {
    const header = headerIn('<section class="bop-section gn-accordion" id="productInformation"><div class="gn-accordionElement gn-accordionElement--open">'
      + '<header class="gn-accordionElement__header"><h2 class="gn-accordionElement__title"><button type="button" aria-expanded="true" aria-controls="bopProductInfo">Product information</button></h2></header>'
      + '<div class="gn-accordionElement__wrapper" id="bopProductInfo"><h6>Description</h6><p>Golden oat clusters baked with maple syrup.</p></div></div></section>');
    expect(isSectionHeader(header)).toBe(true);
    expect(isSectionHeader(headerIn('<div class="panel"><header><h3>Nutrition</h3></header><table><tr><td>Energy</td><td>1,790kJ</td></tr></table></div>'))).toBe(true);
  });

  it('reads a <header> outside a <section> as a section\'s only while it says its heading alone: not with a byline, a long heading, a time in its heading, or the page\'s <h1>', () => {
    expect(isSectionHeader(headerIn('<div class="post"><header><h2>Product information</h2></header><p>Text.</p></div>'))).toBe(true);
    expect(isSectionHeader(headerIn('<div class="post"><header><h2>Product information</h2><p>By Holly Fenwick</p></header><p>Text.</p></div>'))).toBe(false);
    expect(isSectionHeader(headerIn('<div class="post"><header><h2>Why oat clusters stay crunchy in cold milk for so much longer than flakes</h2></header><p>Text.</p></div>'))).toBe(false);
    expect(isSectionHeader(headerIn('<div class="post"><header><h2>Updated <time datetime="2025-03-09">9 March</time></h2></header><p>Text.</p></div>'))).toBe(false);
    expect(isSectionHeader(headerIn('<div class="post"><header><h1>Maple Pecan Clusters</h1></header><p>Text.</p></div>'))).toBe(false);
    // A menu of links under one heading is no section's header either.
    expect(isSectionHeader(headerIn('<div class="panel"><header><h2><a href="/offers">Offers</a></h2></header></div>'))).toBe(false);
  });
});
