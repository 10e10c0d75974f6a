import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { placeStreamedSegments } from '../../../../../../adapters/outbound/extract/html/region/streamed-segments.js';

const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The texts of the leaf blocks under `element`, in order. */
const blocks = (element: Element): string[] => Array.from(element.querySelectorAll('h1, h2, p'), text);

describe('placeStreamedSegments', () => {
  it("puts each hidden S: segment where its B: or P: placeholder stands, as React's streaming script does", () => {
    const document = documentOf('<main><h1>Office chair</h1><template id="B:0"></template><div class="skeleton"></div><p>In stock.</p><template id="P:1"></template></main>'
      + '<footer>Footer</footer><div hidden id="S:0"><h2>Specifications</h2><p>Seat height: 20 in</p></div><div hidden id="S:1"><p>Warranty: 5 years</p></div>');
    expect(placeStreamedSegments(document)).toBe(2);
    const main = document.querySelector('main') as Element;
    expect(blocks(main)).toEqual(['Office chair', 'Specifications', 'Seat height: 20 in', 'In stock.', 'Warranty: 5 years']);
    expect(main.querySelector('h2')?.previousElementSibling?.localName).toBe('h1');
    expect(document.querySelectorAll('template, [hidden]')).toHaveLength(0);
    expect(text(document.body).endsWith('Footer')).toBe(true);
  });

  it('places a segment nested in another segment, whatever the order they come in', () => {
    for (const segments of ['<div hidden id="S:1"><p>Inner text</p></div><div hidden id="S:0"><p>Outer</p><template id="P:1"></template></div>', '<div hidden id="S:0"><p>Outer</p><template id="P:1"></template></div><div hidden id="S:1"><p>Inner text</p></div>']) {
      const document = documentOf(`<main><template id="B:0"></template></main>${segments}`);
      expect(placeStreamedSegments(document)).toBe(2);
      expect(blocks(document.querySelector('main') as Element)).toEqual(['Outer', 'Inner text']);
      expect(document.querySelectorAll('[hidden]')).toHaveLength(0);
    }
  });

  it('leaves other hidden elements, other templates and unmatched segments as they are', () => {
    const html = '<main><template id="row"><p>Row</p></template><template id="B:7"></template><div hidden id="menu">Menu</div></main><div hidden id="S:3"><p>Orphan</p></div><div id="S:7"><p>Not hidden</p></div>';
    const document = documentOf(html);
    expect(placeStreamedSegments(document)).toBe(0);
    expect(document.body.innerHTML).toBe(documentOf(html).body.innerHTML);
    expect(placeStreamedSegments(documentOf('<main><p>No template at all</p></main>'))).toBe(0);
  });
});
