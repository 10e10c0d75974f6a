import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { revealDisclosures } from '../../../../../../adapters/outbound/extract/html/region/disclosure-widgets.js';
import { isHidden } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

/** One item of Chakra UI's accordion: the heading's button names the `role="region"` panel, which a `div.chakra-collapse` set to `display:none` wraps. */
const ITEM = (key: string, title: string, panel: string, wrapperContent = (region: string): string => region): string =>
  `<div class="chakra-accordion__item"><h2 class="chakra-heading"><button type="button" id="accordion-button-${key}" aria-expanded="false" aria-controls="accordion-panel-${key}" class="chakra-accordion__button">${title}</button></h2>`
  + `<div class="chakra-collapse" style="overflow:hidden;display:none;opacity:0;height:0px">${wrapperContent(`<div role="region" id="accordion-panel-${key}" aria-labelledby="accordion-button-${key}" class="chakra-accordion__panel"><div class="css-1xyv1f6">${panel}</div></div>`)}</div></div>`;

const hiddenAround = (body: Element, selector: string): boolean => {
  for (let element = body.querySelector(selector); element !== null && element !== body; element = element.parentElement) if (isHidden(element)) return true;
  return false;
};

describe('revealDisclosures: a collapse wrapper around a panel', () => {
  it("shows the display:none wrapper that holds a named panel alone (Chakra UI's div.chakra-collapse round a pet food's Ingredients and Guaranteed Analysis)", () => {
    const body = bodyOf(ITEM('ingredients', 'Ingredients', '<p>Deboned Chicken, Chicken Meal, Oatmeal, Ground Barley, Peas.</p>')
      + ITEM('analysis', 'Guaranteed Analysis', '<table><tr><td>Crude Protein</td><td>24.0% min</td></tr><tr><td>Crude Fat</td><td>12.0% min</td></tr></table>'));
    revealDisclosures(body);
    expect(hiddenAround(body, '#accordion-panel-ingredients')).toBe(false);
    expect(hiddenAround(body, '#accordion-panel-analysis')).toBe(false);
    expect(Array.from(body.querySelectorAll('.chakra-collapse'), (wrapper) => wrapper.getAttribute('style'))).toEqual(['overflow:hidden;opacity:0;height:0px', 'overflow:hidden;opacity:0;height:0px']);
  });

  it('leaves hidden a wrapper that holds more than the panel, and the panel in it with it', () => {
    const body = bodyOf(ITEM('ingredients', 'Ingredients', '<p>Deboned Chicken, Chicken Meal, Oatmeal, Ground Barley, Peas.</p>')
      + ITEM('promo', 'Offers', '<p>Save on your first repeat delivery order of this food today.</p>', (region) => `${region}<div class="upsell"><p>Subscribe for a free bowl with every order.</p></div>`));
    revealDisclosures(body);
    expect(hiddenAround(body, '#accordion-panel-ingredients')).toBe(false);
    expect(hiddenAround(body, '.upsell')).toBe(true);
  });
});
