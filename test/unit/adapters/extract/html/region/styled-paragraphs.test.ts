import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeStyledParagraphs } from '../../../../../../adapters/outbound/extract/html/region/styled-paragraphs.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

describe('writeStyledParagraphs', () => {
  it("makes spans rendered as paragraphs (Mintlify's data-as=\"p\") paragraphs, a <div> where one holds blocks, and leaves other spans", () => {
    const body = bodyOf('<div><span data-as="p">Limits are counted per key.</span><span data-as="p">Three things <b>determine</b> the bucket.</span><span data-as="p"><ul><li>a</li></ul></span><span class="x">inline</span></div>');
    expect(writeStyledParagraphs(body)).toBe(3);
    expect(Array.from(body.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual(['Limits are counted per key.', 'Three things determine the bucket.']);
    expect(body.querySelector('div > div > ul')).not.toBeNull();
    expect(body.querySelector('span.x')?.textContent).toBe('inline');
  });
});
