import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';

/**
 * Session 33's content buttons: an API reference's operation button (Redoc's method and path, set apart
 * by a stylesheet), a response's status described in paragraphs, and a schema field's disclosure that
 * names the field are written as text; a button that names an action stays a control.
 */

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));
const text = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const CHEVRON = '<svg class="sc-dIsUp" viewBox="0 0 24 24" aria-hidden="true"><polygon points="17.3 8.3 12 13.6 6.7 8.3"></polygon></svg>';

describe('writeContentButtons: an operation\'s method and path', () => {
  it('writes "post" and "/shipments" in spans of their own as "POST /shipments"', () => {
    const body = bodyOf('<div><button><span>post</span><span>/shipments</span></button></div>');
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(controls(body)).toHaveLength(0);
    expect(text(body)).toBe('POST /shipments');
  });

  it("writes Redoc's operation button, its chevron gone, and any method's, however it is spelt", () => {
    const body = bodyOf(`<div class="sc-EZqKI"><button class="sc-eEVmNe ilvUMs"><span type="get" class="http-verb get">get</span><span class="sc-jXcxbT">/shipments/{shipment_id}</span>${CHEVRON}</button></div>`
      + '<div><button><span class="http-verb delete">DELETE</span> <span>/shipments/{shipment_id}</span></button></div><div><button><span>Patch</span><span>/v2/webhooks/{id}</span></button></div>');
    expect(writeContentButtons(controls(body))).toBe(3);
    expect(Array.from(body.children).map(text)).toEqual(['GET /shipments/{shipment_id}', 'DELETE /shipments/{shipment_id}', 'PATCH /v2/webhooks/{id}']);
    expect(body.querySelector('svg')).toBeNull();
  });

  it('leaves a method without a path, and a path after a word that is no method', () => {
    const body = bodyOf('<button><span>post</span></button><button><span>Share</span><span>/shipments</span></button>');
    expect(writeContentButtons(controls(body))).toBe(0);
    expect(controls(body)).toHaveLength(2);
  });
});

describe("writeContentButtons: a response's status described in paragraphs", () => {
  it('keeps "404 No shipment with that identifier exists for this account." as text, its paragraph a block', () => {
    const body = bodyOf(`<div><button class="sc-htmcrh NAUPn">${CHEVRON}<strong class="sc-fWWYYk">404 </strong><span class="sc-jcwpoC"><p>No shipment with that identifier exists for this account.</p></span></button></div>`);
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(controls(body)).toHaveLength(0);
    expect(text(body)).toBe('404 No shipment with that identifier exists for this account.');
    expect(body.querySelector('p')?.textContent).toBe('No shipment with that identifier exists for this account.');
    expect(body.querySelector('div > div')).not.toBeNull();
  });

  it('writes the same button plainly: "404 <p>…</p>"', () => {
    const body = bodyOf('<button>404 <p>No shipment with that identifier exists for this account.</p></button>');
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(text(body)).toBe('404 No shipment with that identifier exists for this account.');
  });

  it('leaves a description without paragraphs, one past eighty words, and a number that is no status', () => {
    const long = `<button>404 <p>${'The shipment was removed after its retention period ended. '.repeat(9)}</p></button>`;
    const body = bodyOf(`<button>404 No shipment with that identifier exists for this account.</button>${long}<button>999 <p>No shipment with that identifier exists for this account.</p></button>`);
    expect(writeContentButtons(controls(body))).toBe(0);
    expect(controls(body)).toHaveLength(3);
  });
});

describe("writeContentButtons: a schema field's disclosure", () => {
  const field = (label: string, name: string): string => `<td kind="field" title="${name}"><span class="sc-iemWCZ"></span><button aria-label="${label}"><span class="property-name">${name}</span>${CHEVRON}</button><div>required</div></td>`;

  it("keeps a table cell's \"expand origin\" button on the field `origin` as the field's name", () => {
    const body = bodyOf(`<table><tbody><tr>${field('expand origin', 'origin')}<td>object (Address)</td></tr><tr>${field('collapse destination', 'destination')}<td>object (Address)</td></tr></tbody></table>`);
    expect(writeContentButtons(controls(body))).toBe(2);
    expect(controls(body)).toHaveLength(0);
    expect(Array.from(body.querySelectorAll('td[kind="field"]')).map(text)).toEqual(['originrequired', 'destinationrequired']);
    expect(body.querySelector('.property-name')?.textContent).toBe('origin');
  });

  it('leaves such a button outside a table, and one whose label names another field', () => {
    const body = bodyOf(`<div><button aria-label="expand origin"><span>origin</span></button></div><table><tbody><tr>${field('expand destination', 'origin')}</tr><tr><td><button><span>origin</span></button></td></tr></tbody></table>`);
    expect(writeContentButtons(controls(body))).toBe(0);
    expect(controls(body)).toHaveLength(3);
  });
});

describe('writeContentButtons: an action', () => {
  it('leaves a "Subscribe" button as it was', () => {
    const body = bodyOf('<div class="cta"><button class="btn btn-primary" type="button">Subscribe</button></div>');
    const before = body.innerHTML;
    expect(writeContentButtons(controls(body))).toBe(0);
    expect(body.innerHTML).toBe(before);
  });
});
