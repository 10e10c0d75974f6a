import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isPostFooter } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const footerIn = (html: string): Element => bodyOf(html).querySelector('[class*="footer"], footer') as Element;

describe("isPostFooter: a footer named as an entry's or a post's, outside any <article>", () => {
  it("reads Typepad's div.entry-footer and a div.post-footer as the post's", () => {
    expect(isPostFooter(footerIn('<div class="entry"><div class="entry-content"><p>Text.</p></div><div class="entry-footer"><p>Posted by Holly Fenwick at 10:11 AM</p></div></div>'))).toBe(true);
    expect(isPostFooter(footerIn('<div class="post"><p>Text.</p><div class="post-footer">Posted by Holly Fenwick</div></div>'))).toBe(true);
  });

  it("reads outside an <article> neither a <footer> nor a footer named otherwise as a post's; within one, any footer still is", () => {
    expect(isPostFooter(footerIn('<div class="entry"><p>Text.</p><div class="entry-footer">Posted by Holly Fenwick</div></div>'))).toBe(true);
    expect(isPostFooter(footerIn('<div class="page"><footer>© Crumb &amp; Coffee</footer></div>'))).toBe(false);
    expect(isPostFooter(footerIn('<div class="page"><div class="site-footer">Powered by Typepad</div></div>'))).toBe(false);
    expect(isPostFooter(footerIn('<article><p>Text.</p><div class="meta-footer">Posted by Holly Fenwick</div></article>'))).toBe(true);
  });
});
