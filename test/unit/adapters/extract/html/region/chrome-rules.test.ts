import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

describe('chromeName', () => {
  it('reads a word after "with", "has", "no" or "without" in a modifier class as what the element has, not what it is', () => {
    expect(chromeName(element('<div class="phui-timeline-title phui-timeline-title-with-menu"><a class="phui-handle">gerritbot</a> added a comment.</div>'))).toBeUndefined();
    expect(chromeName(element('<main class="layout has-sidebar no-footer"><p>Text.</p></main>'))).toBeUndefined();
    // The same words name chrome where nothing says the element only has them.
    expect(chromeName(element('<div class="timeline-menu"><a href="/x">Edit</a></div>'))).toBe('chrome');
    expect(chromeName(element('<aside class="sidebar with-ads"><p>x</p></aside>'))).toBe('chrome');
    // A lone name is what the element is: a wrapper with a sidebar holds it.
    expect(chromeName(element('<div class="SharedViewStyles_wrapperWithSidebar__mgB8H"><p>x</p></div>'))).toBe('chrome');
  });

  it("names a wiki's navigation box (navbox) chrome", () => {
    expect(chromeName(element('<table class="navbox mw-collapsible"><tr><th class="navbox-title">Bosses</th></tr></table>'))).toBe('chrome');
  });

  it("does not read as navigation a section the page's jump links lead to (AliExpress's div#nav-specification under \"Specifications\"), only a menu a \"skip to navigation\" link names", () => {
    const page = (section: string, links: string): Element => {
      const document = parseHTML(`<!DOCTYPE html><html><head></head><body>${links}${section}</body></html>`).document as unknown as Document;
      return document.body.lastElementChild as Element;
    };
    const specification = '<div id="nav-specification" class="specification--wrap"><h2>Specifications</h2><ul><li>Brand Name: Velkin</li></ul></div>';
    expect(chromeName(page(specification, '<a href="#nav-review">Reviews</a><a href="#nav-specification">Specifications</a>'))).toBeUndefined();
    expect(chromeName(page(specification, ''))).toBe('chrome');
    expect(chromeName(page('<div id="nav-main"><h2>Shop</h2><a href="/a">A</a></div>', '<a href="#nav-main">Skip to navigation</a>'))).toBe('chrome');
  });
});
