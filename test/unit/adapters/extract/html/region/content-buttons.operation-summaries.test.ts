import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';

/**
 * Session 38: Swagger UI shows each operation as a toggle (`button.opblock-summary-control aria-expanded`) holding
 * the method, the path after a zero-width space (`span.opblock-summary-path`) and what it does
 * (`div.opblock-summary-description`); as text it read as three lines, or went as a control.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));
const text = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const ZWSP = '\u200b';
const summary = (method: string, path: string, description: string, expanded = ' aria-expanded="false"'): string => `<div class="opblock-summary"><button${expanded} class="opblock-summary-control">`
  + `<span class="opblock-summary-method">${method}</span><div class="opblock-summary-path-description-wrapper"><span class="opblock-summary-path"><a class="nostyle" href="#/op">${path}</a></span>`
  + `<div class="opblock-summary-description">${description}</div></div><svg class="arrow" width="20" height="20" aria-hidden="true"><use href="#large-arrow-down"></use></svg></button></div>`;

describe("writeContentButtons: an operation's summary toggle (Swagger UI)", () => {
  it('writes "GET /shipments List shipments visible to the caller" as one paragraph, the method and path as code, with no zero-width space', () => {
    const body = bodyOf(summary('GET', `<span>${ZWSP}/shipments</span>`, 'List shipments visible to the caller', ' aria-expanded="true"') + summary('DELETE', `<span>${ZWSP}/shipments${ZWSP}/{shipmentId}</span>`, 'Cancel a shipment'));
    expect(writeContentButtons(controls(body))).toBe(2);
    expect(controls(body)).toHaveLength(0);
    const paragraphs = Array.from(body.querySelectorAll('.opblock-summary > p'));
    expect(paragraphs.map(text)).toEqual(['GET /shipments List shipments visible to the caller', 'DELETE /shipments/{shipmentId} Cancel a shipment']);
    expect(paragraphs.map((paragraph) => paragraph.firstElementChild?.outerHTML)).toEqual(['<code>GET /shipments</code>', '<code>DELETE /shipments/{shipmentId}</code>']);
    expect(body.innerHTML).not.toContain(ZWSP);
  });

  it('joins a path set a segment a span ("/carriers", "/{carrierCode}", "/rates") into one path', () => {
    const body = bodyOf(summary('GET', `<span>${ZWSP}/carriers</span><span>${ZWSP}/{carrierCode}</span><span>${ZWSP}/rates</span>`, 'Get the negotiated rate card'));
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(body.querySelector('p > code')?.textContent).toBe('GET /carriers/{carrierCode}/rates');
    expect(text(body.querySelector('p'))).toBe('GET /carriers/{carrierCode}/rates Get the negotiated rate card');
  });

  it('leaves a control a toggle whose text opens with a lower-case "get", and a button without aria-expanded, beside a summary that is written', () => {
    const body = bodyOf(summary('get', '/shipments', 'List shipments') + summary('POST', `${ZWSP}/shipments`, 'Book a new shipment', '') + summary('PUT', `${ZWSP}/shipments`, 'Replace a shipment'));
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(controls(body).map(text)).toEqual([`get/shipmentsList shipments`, `POST${ZWSP}/shipmentsBook a new shipment`]);
    expect(Array.from(body.querySelectorAll('p'), text)).toEqual(['PUT /shipments Replace a shipment']);
  });
});
