import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropOrphanTabNames, headWithTabName } from '../../../../../../adapters/outbound/extract/html/region/tab-panels.js';

const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;
const names = (document: Document): string[] => Array.from(document.querySelectorAll('p > strong'), (name) => (name.textContent ?? '').trim());

/** Kogan's product tabs: each hidden panel headed by its tab's bold name; a later step removes the reviews. */
const tabs = '<div class="tabs"><div id="specs"><p>Runtime: 70 min</p></div><div id="reviews"><p>Great vacuum, 5 stars</p></div><div id="qa"><p>Q: Can I buy bags?</p></div></div>';

describe('dropOrphanTabNames', () => {
  it('removes the bold name put before a panel a later step removed, and keeps the name of a panel still there', () => {
    const document = documentOf(tabs);
    for (const [id, name] of [['specs', 'Specifications'], ['reviews', 'Reviews (214)'], ['qa', 'Q&A (3)']] as const) headWithTabName(document.querySelector(`#${id}`) as Element, name);
    expect(names(document)).toEqual(['Specifications', 'Reviews (214)', 'Q&A (3)']);
    document.querySelector('#reviews')?.remove();
    expect(dropOrphanTabNames(document)).toBe(1);
    expect(names(document)).toEqual(['Specifications', 'Q&A (3)']);
    expect(document.body.textContent).not.toContain('Reviews (214)');
    expect((document.querySelector('#qa')?.previousElementSibling as Element).textContent).toBe('Q&A (3)');
  });

  it('removes the name of a panel a later step emptied, and reads each document\'s names once', () => {
    const document = documentOf(tabs);
    headWithTabName(document.querySelector('#reviews') as Element, 'Reviews (214)');
    headWithTabName(document.querySelector('#qa') as Element, 'Q&A (3)');
    (document.querySelector('#reviews') as Element).innerHTML = '';
    expect(dropOrphanTabNames(document)).toBe(1);
    expect(names(document)).toEqual(['Q&A (3)']);
    document.querySelector('#qa')?.remove();
    expect(dropOrphanTabNames(document)).toBe(0);
  });
});
