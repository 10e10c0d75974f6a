import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('writeContentButtons: a button that ends the sentence its text runs into', () => {
  it("writes as text the store a reader presses to change, last in \"14 in stock at …\" (Canadian Tire's pickup line)", () => {
    const body = bodyOf('<div class="nl-fulfillment__availability"><span class="nl-fulfillment__qty">14 in stock</span> at <button class="nl-fulfillment__store-link">Toronto (Yonge &amp; Davisville), ON</button></div>');
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(controls(body)).toHaveLength(0);
    expect(text(body)).toBe('14 in stock at Toronto (Yonge & Davisville), ON');
    // It loses the class that named it a control.
    expect(body.querySelector('.nl-fulfillment__store-link')).toBeNull();
  });

  it('leaves a button the sentence goes on after, one after a single word or a mark, and a row of option buttons set apart by marks', () => {
    const sentence = bodyOf('<div class="avail"><span>3 in stock</span> at <button>Halifax Spryfield</button></div>');
    const others = bodyOf('<div>Pick up at <button>Toronto Yonge</button> today</div><div>Store: <button>Toronto Yonge</button></div>'
      + '<div class="sizes">Size <button>S</button> / <button>M</button> / <button>L</button></div>');
    expect(writeContentButtons(controls(sentence))).toBe(1);
    expect(text(sentence)).toBe('3 in stock at Halifax Spryfield');
    expect(writeContentButtons(controls(others))).toBe(0);
    expect(controls(others).map(text)).toEqual(['Toronto Yonge', 'Toronto Yonge', 'S', 'M', 'L']);
  });
});

describe("writeContentButtons: a schema field's name in the button that opens its parts", () => {
  it("writes as the field's name a button holding span.property-name (Redoc's \"recipient\", labelled \"collapse properties\"), but not one whose label names another field", () => {
    const field = (label: string, name: string): string => `<table><tbody><tr><td kind="field" title="${name}"><span class="sc-hzhJZQ"></span><button aria-label="${label}"><span class="property-name">${name}</span><svg aria-hidden="true"></svg></button><div>required</div></td></tr></tbody></table>`;
    const body = bodyOf(field('collapse properties', 'recipient') + field('expand destination', 'origin'));
    expect(writeContentButtons(controls(body))).toBe(1);
    expect(text(body.querySelector('td[title="recipient"]') as Element)).toBe('recipientrequired');
    expect(body.querySelector('td[title="recipient"] button')).toBeNull();
    expect(body.querySelector('td[title="recipient"] .property-name')?.parentElement?.localName).toBe('span');
    // "expand destination" on `origin`: the button is the other field's control, and stays one.
    expect(controls(body).map(text)).toEqual(['origin']);
  });
});
