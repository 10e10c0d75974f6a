import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('writeContentButtons: a price alone in a button', () => {
  it("writes as text a button whose text is only a price (Galaxus' <strong><button>CHF 549.–</button></strong>, the price a reader presses for its breakdown)", () => {
    const body = bodyOf('<div class="yPrice18"><strong class="yPriceMain19"><button type="button" class="yPriceBtn20">CHF 549.–</button></strong> statt <del>CHF 629.–</del></div>'
      + '<p><button type="button">$19.99</button></p><p><span role="button" tabindex="0">€ 1.299,00</span></p>');
    expect(writeContentButtons(controls(body))).toBe(3);
    expect(controls(body)).toHaveLength(0);
    expect(body.querySelector('strong.yPriceMain19 > span')?.textContent).toBe('CHF 549.–');
    expect(body.querySelector('.yPriceBtn20')).toBeNull();
    expect(text(body)).toBe('CHF 549.– statt CHF 629.–$19.99€ 1.299,00');
  });

  it('writes only the price alone: a button whose price comes with an action\'s words ("Add to cart $19.99", "From $19.99") or stands in a form stays a control', () => {
    const body = bodyOf('<div class="buy"><button type="button">$19.99</button><button type="button">Add to cart $19.99</button><button type="button">From $19.99</button></div><form><button type="submit">$19.99</button></form>');
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(controls(body).map(text)).toEqual(['Add to cart $19.99', 'From $19.99', '$19.99']);
    expect(body.querySelector('div.buy > span')?.textContent).toBe('$19.99');
  });
});
