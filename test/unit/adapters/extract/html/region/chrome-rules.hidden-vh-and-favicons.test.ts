import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

/**
 * Session 37: a class ending in "vh", for visually hidden (Golem's `span.go-vh` "(öffnet im neuen Fenster)" in
 * every outside link, its `a.go-skiplink.go-vh`), names text only screen readers read; Bootstrap's
 * full-height utilities (`vh-100`, `min-vh-100`) do not. A site's small icon (`favicon`) is chrome.
 */

const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

describe('chromeName: classes ending in "vh"', () => {
  it("reads Golem's `go-vh` and a lone `vh` as text for screen readers only", () => {
    expect(chromeName(element('<span class="go-vh">(öffnet im neuen Fenster)</span>'))).toBe('hidden-text');
    expect(chromeName(element('<a class="go-skiplink go-vh" href="#go-main">Zum Inhalt springen</a>'))).toBe('hidden-text');
    expect(chromeName(element('<h2 class="go-vh">Themen</h2>'))).toBe('hidden-text');
    expect(chromeName(element('<span class="vh">Affiliate-Hinweis</span>'))).toBe('hidden-text');
    expect(chromeName(element('<span class="site-a11y-vh">Menu</span>'))).toBe('hidden-text');
  });

  it('does not read a full-height block (`vh-100`, `min-vh-100`) or a word that merely ends in "vh" as hidden text', () => {
    expect(chromeName(element('<span class="go-vh">Suchen</span>'))).toBe('hidden-text');
    expect(chromeName(element('<section class="hero vh-100 d-flex"><h1>Welcome</h1></section>'))).toBeUndefined();
    expect(chromeName(element('<div class="container min-vh-100"><p>Text.</p></div>'))).toBeUndefined();
    expect(chromeName(element('<span class="go-vhs-tape">VHS</span>'))).toBeUndefined();
  });
});

describe('chromeName: favicons', () => {
  it("reads a site's favicon (an img.favicon, a span.source-favicon) as chrome", () => {
    expect(chromeName(element('<img class="favicon" src="https://www.turris.com/favicon.ico" alt="">'))).toBe('chrome');
    expect(chromeName(element('<span class="source-favicon"><img src="/s2/favicons?domain=turris.com" alt=""></span>'))).toBe('chrome');
    expect(chromeName(element('<img class="entry-favicon" src="/f.png" alt="turris.com">'))).toBe('chrome');
    // A class that names something else (a list of the site's icons to download) is no favicon.
    expect(chromeName(element('<div class="favicons-gallery"><p>Icons</p></div>'))).toBeUndefined();
  });
});
