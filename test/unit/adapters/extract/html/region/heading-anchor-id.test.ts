import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';
import { isCodeMemberId, isHeadingAnchorId } from '../../../../../../adapters/outbound/extract/html/region/heading-anchor-id.js';

const element = (html: string): Element => {
  const { document } = parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`);
  return (document as unknown as Document).body.firstElementChild as Element;
};

describe('isHeadingAnchorId', () => {
  it.each([
    ['a Sphinx section', '<section id="file-menu-shell-and-editor"><h3>File menu (Shell and Editor)<a class="headerlink" href="#file-menu-shell-and-editor">¶</a></h3><p>New File</p></section>'],
    ['a section whose heading follows an empty anchor target', '<section id="format-menu-editor-window-only"><span id="format-menu"></span><h3>Format menu (Editor window only)</h3><dl></dl></section>'],
    ['a heading that carries its own slug', '<h2 id="related-work">Related work</h2>'],
    ['a camel-case anchor', '<h3 id="respondToReviewComments">Respond to review comments</h3>'],
    ['a generator\'s de-duplicated anchor', '<h2 id="comments-2">Comments</h2>'],
    ['a heading whose anchor has a generator\'s prefix (xml2rfc)', '<h3 id="name-fixed-header"><a href="#section-3.1">3.1. </a><a href="#name-fixed-header">Fixed Header</a></h3>'],
    ['a heading whose apostrophe and slash its anchor drops (mdBook, GitHub)', '<h3 id="dont-indent-strings-in-comments"><a class="header" href="#dont-indent-strings-in-comments">Don’t indent strings in comments</a></h3>'],
    ['a de-duplicated anchor of such a heading', '<h3 id="end-returnbreakcontinue-in-comments-1">End return/break/continue in comments</h3>'],
    ['a section whose id has a one-letter prefix before its heading\'s words (Django\'s documentation)', '<div class="section" id="s-adding-related-objects"><span id="adding-related-objects"></span><h2>Adding related objects<a class="headerlink" href="#adding-related-objects">¶</a></h2><p>Yet.</p></div>'],
    ['a wrapper of a numbered section (xml2rfc\'s anchor round its section)', '<div id="fixed-header"><section id="section-3.1"><h3 id="name-fixed-header">3.1. Fixed Header</h3><p>The fixed header is 24 octets long.</p></section></div>'],
  ])('is true for %s', (_name, html) => {
    expect(isHeadingAnchorId(element(html))).toBe(true);
  });

  it.each([
    ['no id', '<section><h2>Menus</h2></section>'],
    ['an id that names something else than the heading', '<div id="sidebar"><h2>Popular posts</h2></div>'],
    ['a heading that is not the first thing in the element', '<section id="menus"><p>Intro text</p><h2>Menus</h2></section>'],
    ['an id with more words than the heading', '<div id="footer-menu"><h2>Menu</h2></div>'],
    ['a section whose id puts words before its heading\'s (only a heading\'s own id may)', '<div id="post-comments"><h3>Comments</h3><ol></ol></div>'],
    ['a section whose id puts a two-letter word before its heading\'s', '<div id="my-comments"><h3>Comments</h3><ol></ol></div>'],
    ['a heading whose id has more than two words before its words', '<h2 id="site-page-top-menu">Menu</h2>'],
    ['a wrapper of a section that does not open with its heading', '<div id="header"><section><p>Logo</p><h2>Header</h2></section></div>'],
    ['an empty heading', '<section id="menu"><h2><img src="x.png" alt=""></h2></section>'],
  ])('is false for %s', (_name, html) => {
    expect(isHeadingAnchorId(element(html))).toBe(false);
  });
});

describe('chromeName with a heading anchor', () => {
  it('reads only the class when the id is the section heading\'s anchor', () => {
    expect(chromeName(element('<section id="file-menu"><h2>File menu</h2><p>New, Open and Save.</p></section>'))).toBeUndefined();
    expect(chromeName(element('<section id="related-work" class="sidebar"><h2>Related work</h2></section>'))).toBe('chrome');
    // The same words as an id that is not an anchor still name chrome.
    expect(chromeName(element('<div id="main-menu"><ul><li>File</li></ul></div>'))).toBe('chrome');
  });
});

describe('isCodeMemberId and chromeName with an API member\'s id', () => {
  it.each(['http.cookies.BaseCookie', 'module-django.middleware.cache', 'method.share', 'shouldAccept(java.net.URI,java.net.HttpCookie)', 'tkinter.Menu'])('is true for %s', (id) => {
    expect(isCodeMemberId(id)).toBe(true);
  });

  it.each(['cookie-banner', 'onetrust-consent-sdk', 'share_bar', 'mainMenu', 'ad-slot-2', 'v1.'])('is false for %s', (id) => {
    expect(isCodeMemberId(id)).toBe(false);
  });

  it('reads only the class when the id names an API member (Javadoc\'s method, Python\'s http.cookies classes)', () => {
    expect(chromeName(element('<section class="detail" id="shouldAccept(java.net.URI,java.net.HttpCookie)"><h3>shouldAccept</h3><p>Will be called.</p></section>'))).toBeUndefined();
    expect(chromeName(element('<dt class="sig sig-object py" id="http.cookies.SimpleCookie"><span class="sig-name">SimpleCookie</span></dt>'))).toBeUndefined();
    expect(chromeName(element('<div class="cookie-notice" id="http.cookies"><p>We use cookies.</p></div>'))).toBe('chrome');
  });
});
