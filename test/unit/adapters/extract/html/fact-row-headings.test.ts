import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { liftFactRowHeadings } from '../../../../../adapters/outbound/extract/html/markdown/fact-rows-rule.js';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE } from './markdown-converter-parsers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const row = (name: string, value: string): string => `<div class="item"><p class="item-name">${name}</p><p class="item-value">${value}</p></div>`;

describe('liftFactRowHeadings', () => {
  it("sets a heading that opens a block of fact rows before the block, so the rows read as pairs (Sony's spec groups)", async () => {
    const body = bodyOf(`<div class="group"><h3>Battery</h3>${row('Battery Charge Time', 'Approx. 3.5 hrs')}${row('Quick Charging', '5 min for 4 hrs')}${row('Battery Type', 'Lithium-ion')}</div>`
      + `<div class="section"><h3>About</h3><p>One paragraph of prose about the headphones and their case.</p><p>Another.</p></div>`);
    expect(liftFactRowHeadings(Array.from(body.querySelectorAll('h3')))).toBe(1);
    expect(await (await createMarkdownConverter(BASE))(body)).toBe('### Battery\n\n- Battery Charge Time: Approx. 3.5 hrs\n- Quick Charging: 5 min for 4 hrs\n- Battery Type: Lithium-ion\n\n### About\n\nOne paragraph of prose about the headphones and their case.\n\nAnother.');
  });
});
