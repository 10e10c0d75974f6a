import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeNonContent } from '../../../../../../adapters/outbound/extract/html/region/non-content-removal.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('removeNonContent', () => {
  it('removes chrome by tag, role and hidden markup, and page headers and footers outside the article', () => {
    const body = bodyOf('<header>Site</header><nav>Menu</nav><article><header>Story head</header><p>Story</p><p hidden>Secret</p><div role="search">Find</div></article><footer>Rights</footer>');
    removeNonContent(body);
    expect(text(body)).toBe('Story headStory');
  });

  it("judges a label beside the control it names before the control goes: a control's label goes, a field name stays", () => {
    const body = bodyOf('<div><input type="checkbox"><label>Remember me</label></div><div><label for="q">Search</label></div>'
      + '<dl><dt><label>Status:</label></dt><dd>RESOLVED</dd></dl>');
    removeNonContent(body);
    expect(text(body)).toBe('Status:RESOLVED');
  });
});
