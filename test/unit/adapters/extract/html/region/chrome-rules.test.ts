import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName, isChromeElement, isSponsoredEntry } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

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

  it("names DocBook's navigation header and footer (div.navheader, div.navfooter: Prev, Up, Home and Next round a part) chrome", () => {
    const links = '<td><a accesskey="p" href="ddl-basics.html">Prev</a></td><td><a accesskey="u" href="sql.html">Up</a></td><td><a accesskey="n" href="ddl-default.html">Next</a></td>';
    expect(chromeName(element(`<div class="navheader"><table summary="Navigation header"><tr><th colspan="3">5.2. Default Values</th></tr><tr>${links}</tr></table><hr></div>`))).toBe('chrome');
    expect(chromeName(element(`<div class="navfooter"><hr><table summary="Navigation footer"><tr>${links}</tr></table></div>`))).toBe('chrome');
    // A header of the page's own part is no navigation.
    expect(chromeName(element('<div class="titlepage"><h1 class="title">5.2. Default Values</h1></div>'))).toBeUndefined();
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
  it("reads eBay's lone `clipped` class as text for screen readers only, not a class that merely ends in it", () => {
    expect(chromeName(element('<span class="clipped">Opens in a new window or tab</span>'))).toBe('hidden-text');
    expect(chromeName(element('<span class="title-clipped">A long title</span>'))).toBeUndefined();
  });

  it("does not read as chrome a tab panel's drawer body (Shopware's div.offcanvas-body) or a link that opens a dialog (Kickstarter's a.remote_modal_dialog); a drawer elsewhere still is", () => {
    const inPanel = (parseHTML('<!DOCTYPE html><html><head></head><body><div role="tabpanel"><div class="offcanvas-body"><p>Reviews</p></div></div></body></html>').document as unknown as Document).querySelector('.offcanvas-body') as Element;
    expect(chromeName(inPanel)).toBeUndefined();
    expect(chromeName(element('<a class="hero__link remote_modal_dialog" href="/profile/saltmarsh/about">Saltmarsh Works</a>'))).toBeUndefined();
    expect(chromeName(element('<div class="offcanvas-body"><p>Cart</p></div>'))).toBe('chrome');
    expect(chromeName(element('<a class="sidebar-modal" href="/x">Menu</a>'))).toBe('chrome');
    expect(chromeName(element('<div class="modal"><p>Sign in</p></div>'))).toBe('chrome');
  });

  it('reads a result its class marks as sponsored, beside like results, as one of them (Indeed, each alone in its list item); an advertisement slot alone stays chrome', () => {
    const list = (parseHTML('<!DOCTYPE html><html><head></head><body><ul><li><div class="cardOutline result sponsoredJob">A</div></li><li><div class="cardOutline result">B</div></li></ul><div class="card sponsored">C</div><div class="promo">D</div></body></html>').document as unknown as Document);
    expect(isSponsoredEntry(list.querySelector('.sponsoredJob') as Element)).toBe(true);
    expect(isSponsoredEntry(list.querySelector('.card.sponsored') as Element)).toBe(false);
    const siblings = (parseHTML('<!DOCTYPE html><html><head></head><body><div class="s-item s-item--sponsored">A</div><div class="s-item">B</div><div class="s-item sidebar">C</div></body></html>').document as unknown as Document).body;
    expect(isSponsoredEntry(siblings.children[0] as Element)).toBe(true);
    expect(isSponsoredEntry(siblings.children[2] as Element)).toBe(false);
  });
});

describe('chromeName: names that say where a block stands, where what it holds says otherwise', () => {
  const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;

  it("reads a sidebar that holds the page's one unlinked h1 (Adidas's buy box) as content, and a sidebar with the site's linked name as chrome", () => {
    const buyBox = documentOf('<div class="gallery"></div><div class="sidebar___29cCJ"><h1>Velora 3 Running Shoes</h1><p>$112</p></div>').querySelector('.sidebar___29cCJ') as Element;
    expect(chromeName(buyBox)).toBeUndefined();
    const blog = documentOf('<div class="sidebar"><h1><a href="/">Hyde</a></h1><p>A theme.</p></div><h1>Post</h1>').querySelector('.sidebar') as Element;
    expect(chromeName(blog)).toBe('chrome');
    // Two h1s: which one is the page's is not known, and the sidebar stays chrome.
    const two = documentOf('<div class="sidebar"><h1>Shop</h1></div><main><h1>Product</h1></main>').querySelector('.sidebar') as Element;
    expect(chromeName(two)).toBe('chrome');
    // Only "sidebar" is spared so: a menu holding the heading is still a menu.
    expect(chromeName(documentOf('<div class="sidebar-menu"><h1>Shoes</h1></div>').querySelector('div') as Element)).toBe('chrome');
  });

  it("reads an id that says it is a menu's target (Adidas's navigation-target-specifications) as the section it names, not as navigation", () => {
    expect(chromeName(element('<div class="gl-accordion" id="navigation-target-specifications"><h2>Specifications</h2><p>Weight: 8.6 oz</p></div>'))).toBeUndefined();
    expect(chromeName(element('<div id="navigation-menu"><h2>Menu</h2><a href="/">Home</a></div>'))).toBe('chrome');
  });

  it("reads a quotation's footer named so by class as its citation, and a footer elsewhere as chrome", () => {
    const quote = element('<blockquote><p>"Great neck."</p><footer class="sales-engineer-quote__footer"><cite>Jordan Reyes</cite></footer></blockquote>');
    expect(chromeName(quote.querySelector('footer') as Element)).toBeUndefined();
    expect(chromeName(element('<div class="site-footer"><p>© 2024</p></div>'))).toBe('chrome');
    expect(chromeName(element('<blockquote><div class="share-footer"><a href="/s">Share</a></div></blockquote>').firstElementChild as Element)).toBe('chrome');
  });
});

describe("chromeName: a heading's id", () => {
  it('reads a heading\'s own id as its anchor, however short ("related" on "Related resources"), and still its class', () => {
    expect(chromeName(element('<h2 id="related">Related resources</h2>'))).toBeUndefined();
    expect(chromeName(element('<h2 class="related-posts__title">Related posts</h2>'))).toBe('chrome');
    expect(chromeName(element('<div id="related"><a href="/a">Other stories</a></div>'))).toBe('chrome');
  });
});

describe('isChromeElement: role="button"', () => {
  it("reads a link given role=\"button\" around a card's paragraph or heading as content (Are.na's blocks), and other buttons as controls", () => {
    expect(isChromeElement(element('<a role="button" tabindex="0" href="/block/20411001"><div><p>A building that knows it will be dismantled.</p></div><div>Joints</div></a>'))).toBe(false);
    expect(isChromeElement(element('<a role="button" href="#">Load more</a>'))).toBe(true);
    expect(isChromeElement(element('<div role="button"><p>Open the menu</p></div>'))).toBe(true);
  });
});
