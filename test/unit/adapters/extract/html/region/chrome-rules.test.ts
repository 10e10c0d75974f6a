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
});
