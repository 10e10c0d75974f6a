import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { showLabelledFigures } from '../../../../../../adapters/outbound/extract/html/region/labelled-figures.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const labelledImages = (body: Element): Element[] => Array.from(body.querySelectorAll('[role="img"][aria-label]'));

describe('showLabelledFigures', () => {
  it("shows the hidden parts of a labelled image that draw a figure (Mercado Libre's prices), as a sighted reader sees them", () => {
    const body = bodyOf('<span role="img" class="andes-money-amount" aria-label="189999 pesos"><span aria-hidden="true">$</span><span class="andes-money-amount__fraction" aria-hidden="true">189.999</span></span>');
    showLabelledFigures(labelledImages(body));
    expect(body.querySelector('[aria-hidden]')).toBeNull();
    expect(body.textContent).toBe('$189.999');
  });

  it("leaves an icon's hidden glyph name, and a labelled image that shows text of its own", () => {
    const body = bodyOf('<span role="img" aria-label="Search"><span aria-hidden="true">search</span></span>'
      + '<span role="img" aria-label="Price 12 euros">12 € <span aria-hidden="true">(12.00)</span></span>');
    showLabelledFigures(labelledImages(body));
    expect(body.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
  it("shows a price whose label states it and whose parts are all hidden, on any element (Lowe's main price)", () => {
    const body = bodyOf('<div class="main-price" aria-label="Price: $149.00"><span aria-hidden="true">$149</span><sup aria-hidden="true">.00</sup></div>');
    showLabelledFigures(Array.from(body.querySelectorAll('[aria-label]')));
    expect(body.querySelector('[aria-hidden]')).toBeNull();
  });
});
