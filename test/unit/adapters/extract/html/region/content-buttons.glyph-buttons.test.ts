import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('writeContentButtons: a glyph button at the end of a sentence', () => {
  it('leaves as a control the help button "?" after "Earn 25 My Nintendo Platinum Points", and a close "×" or an info "i" so placed', () => {
    const body = bodyOf('<p class="points">Earn <strong>25</strong> My Nintendo Platinum Points <button type="button" aria-label="Learn more about My Nintendo Points">?</button></p>'
      + '<div class="notice">Free shipping on orders over $50 <button aria-label="Close">×</button></div>'
      + '<div class="fee">Includes a service fee <button aria-label="About the fee">i</button></div>');
    expect(writeContentButtons(controls(body))).toBe(0);
    expect(controls(body).map(text)).toEqual(['?', '×', 'i']);
  });

  it('still writes as text a button of a word or a figure that ends its sentence, beside a glyph button that stays one', () => {
    const body = bodyOf('<p class="points">Earn <strong>25</strong> My Nintendo Platinum Points <button aria-label="Learn more">?</button></p>'
      + '<div class="avail"><span>3 in stock</span> at <button>Halifax Spryfield</button></div><div class="aisle">Find it in aisle <button>7</button></div>');
    expect(writeContentButtons(controls(body))).toBe(2);
    expect(text(body)).toContain('3 in stock at Halifax Spryfield');
    expect(text(body)).toContain('Find it in aisle 7');
    expect(controls(body).map(text)).toEqual(['?']);
  });
});
