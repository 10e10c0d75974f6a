import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepCalloutAsides } from '../../../../../../adapters/outbound/extract/html/region/callout-asides.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;

describe('keepCalloutAsides', () => {
  it("turns a documentation callout set in an <aside> (Starlight's tip) into a block headed by its label, and leaves a sidebar aside", () => {
    const body = bodyOf('<aside aria-label="Tip" class="starlight-aside starlight-aside--tip"><p class="starlight-aside__title" aria-hidden="true">Tip</p><div class="starlight-aside__content"><p>Start with <code>dev</code>.</p></div></aside>'
      + '<aside class="note"><p>A plain note.</p></aside><aside class="sidebar"><h2>Popular posts</h2></aside>');
    expect(keepCalloutAsides(Array.from(body.querySelectorAll('aside')))).toBe(2);
    expect(body.querySelectorAll('aside')).toHaveLength(1);
    const tip = body.querySelector('div.starlight-aside');
    expect(tip?.getAttribute('aria-label')).toBe('Tip');
    expect(tip?.firstElementChild?.outerHTML).toBe('<p><strong>Tip</strong></p>');
    expect(tip?.textContent).toContain('Start with dev.');
    expect(body.querySelector('div.note > p')?.textContent).toBe('A plain note.');
  });
});
