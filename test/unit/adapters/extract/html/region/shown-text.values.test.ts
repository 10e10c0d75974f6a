import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { shownText, shownValues } from '../../../../../../adapters/outbound/extract/html/region/shown-text.js';

const elementOf = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

/** Session 39: an option's values each in an element of their own ("42" beside "S") are kept apart, however short. */
describe('shownValues', () => {
  it('keeps a one-letter value apart from the one before it, where shownText joins them', () => {
    const label = elementOf('<label><span>42</span><span>S</span></label>');
    expect(shownText(label)).toBe('42S');
    expect(shownValues(label)).toBe('42 S');
  });

  it('still joins a symbol to its figure and leaves out what only screen readers hear', () => {
    expect(shownValues(elementOf('<button><span>$</span><span>999</span></button>'))).toBe('$999');
    expect(shownValues(elementOf('<button><span>M</span><span class="sr-only">sold out</span></button>'))).toBe('M');
  });
});
