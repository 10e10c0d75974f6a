import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';

/**
 * Session 37: ReadMe writes an API response as a button holding its status in an element of its own ("201")
 * before a block describing it (`div.markdown-body > p` "The refund was created and is pending."); the text
 * reads "201The refund…", the status flush against the next word, and is still a status that opens a description.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));
const text = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const ICON = '<svg class="Icon" role="img" viewBox="0 0 24 24"><path d="M12 22c5.5 0 10-4.5 10-10S17.5 2 12 2 2 6.5 2 12s4.5 10 10 10Z"></path></svg>';
const response = (status: string, description: string): string => `<div class="APIResponseSchemaPicker-option"><button aria-expanded="false" class="APIResponseSchemaPicker-option-toggle" type="button">`
  + `<div class="APIResponseSchemaPicker-label">${ICON}<span class="APIResponseSchemaPicker-label-status">${status}</span></div>`
  + `<div class="rm-Markdown markdown-body APIResponseSchemaPicker-description" data-testid="RDMD"><p>${description}</p></div></button></div>`;

describe("writeContentButtons: a response's status in an element of its own before its description", () => {
  it('writes "201" before "The refund was created and is pending." as content, the status and the paragraph kept', () => {
    const body = bodyOf(response('201', 'The refund was created and is pending.') + response('404', 'No payment with that identifier exists on your account.'));
    expect(writeContentButtons(controls(body))).toBe(2);
    expect(controls(body)).toHaveLength(0);
    expect(Array.from(body.querySelectorAll('.APIResponseSchemaPicker-label-status'), text)).toEqual(['201', '404']);
    expect(Array.from(body.querySelectorAll('p'), text)).toEqual(['The refund was created and is pending.', 'No payment with that identifier exists on your account.']);
    // The button holds blocks: it is written as a block, its description a paragraph still.
    expect(Array.from(body.querySelectorAll('.APIResponseSchemaPicker-option'), (option) => option.firstElementChild?.localName)).toEqual(['div', 'div']);
  });

  it('leaves a four-digit figure before a paragraph (a year, no status) a control, beside a status that is written', () => {
    const body = bodyOf(response('2015', 'The first release of the refunds endpoint.') + response('400', 'The amount is larger than what remains refundable.'));
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(controls(body).map(text)).toEqual(['2015The first release of the refunds endpoint.']);
    expect(text(body)).toContain('400The amount is larger than what remains refundable.');
  });
});
