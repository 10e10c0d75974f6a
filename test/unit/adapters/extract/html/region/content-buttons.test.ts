import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeContentButtons } from '../../../../../../adapters/outbound/extract/html/region/content-buttons.js';
import { unwrapProseInPre } from '../../../../../../adapters/outbound/extract/html/region/prose-in-pre.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const controls = (body: Element): Element[] => Array.from(body.querySelectorAll('button, [role="button"]'));
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('writeContentButtons', () => {
  it("writes as text the buttons that state facts: a calendar's slots and days, an endpoint's address, a response's status, an author's name", () => {
    const body = bodyOf('<div class="availabilities"><div class="Tappable-inactive availabilities-slot" role="button" tabindex="0" aria-label="lundi 9 décembre 09:20">09:20</div></div>'
      + '<ol><li><button data-test="timeslot-picker-day"><span>Tomorrow Dec 6</span><span>3 appts</span></button></li></ol>'
      + '<button><span class="font-mono"><span>https://</span><span>api.lumen.ai</span><span>/</span><span>v1</span><span>/</span><span>transcriptions</span></span></button>'
      + '<button class="fern-endpoint-error"><div class="flex"><span class="fern-docs-badge">400</span><span>Bad Request Error</span></div></button>'
      + '<button class="button-link" type="button"><span class="button-link-text"><span class="given-name">Ivana</span> <span class="surname">Kovačević</span></span></button>');
    expect(writeContentButtons(controls(body))).toBe(5);
    expect(controls(body)).toHaveLength(0);
    expect(text(body)).toBe('09:20Tomorrow Dec 63 apptshttps://api.lumen.ai/v1/transcriptions400Bad Request ErrorIvana Kovačević');
    // A status's block inside is kept as a block; the name's parts lose the class that named them a control.
    expect(body.querySelector('div.flex')?.parentElement?.localName).toBe('div');
    expect(body.querySelector('.button-link-text, .button-link')).toBeNull();
  });

  it('leaves the buttons that name an action, open a menu, or stand in a form, a menu or a tab list', () => {
    const body = bodyOf('<button>Add to cart</button><button><span>Take a closer look</span><span>- MacBook Air</span></button><button aria-haspopup="listbox">Dec 6</button>'
      + '<form><button>10:30</button></form><nav><button>12:00</button></nav><div role="tablist"><button role="tab">Jan 3</button></div><button>Save this event: STEM Clinic</button>');
    expect(writeContentButtons(controls(body))).toBe(0);
    expect(controls(body)).toHaveLength(7);
  });
});

describe('unwrapProseInPre', () => {
  it("writes as blocks a <pre> of paragraphs and lists (Wix Stores' product description), and leaves code", () => {
    const body = bodyOf('<pre data-hook="description"><p>We sewed the first Juniper apron for our own kitchen in the spring of 2019.</p><ul><li><p>Full length: 34 in</p></li></ul></pre>'
      + '<pre><p>Linen softens with every wash and never needs ironing, we promise.</p><p>Each apron is cut and sewn in our studio in Porto.</p></pre>'
      + '<pre><code>npm install\nnpm test</code></pre><pre><p>x = 1</p><p>y = 2</p></pre>');
    expect(unwrapProseInPre(Array.from(body.querySelectorAll('pre')))).toBe(2);
    expect(body.querySelectorAll('pre')).toHaveLength(2);
    expect(body.querySelector('div[data-hook="description"] > ul')).not.toBeNull();
  });
});
