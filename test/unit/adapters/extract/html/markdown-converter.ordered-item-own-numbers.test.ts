import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 37: an ordered list's item that opens with its own number (Kurashiru's steps,
 * `<li><span class="step-number">1.</span><div>長ねぎは…</div></li>`) read "1. 1." over the step; the
 * number that is the item's position is written once, as the list's marker. Any other number is the item's text.
 */
describe.each(Object.entries(parsers))("createMarkdownConverter on %s: an ordered item's own number", (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);
  const step = (number: string, text: string): string => `<li class="instruction-list-item"><span class="step-number">${number}</span><div class="content">${text}</div></li>`;

  it('writes the number of a step that opens with its position once (Kurashiru\'s span.step-number "1." before the step\'s block)', async () => {
    const out = await convert(`<ol class="instruction-list">${step('1.', '長ねぎはみじん切りにします。')}${step('2.', '鶏むね肉は皮を取り除き、一口大のそぎ切りにします。')}${step('3.', '2に片栗粉をまぶします。')}</ol>`);
    expect(out).toBe('1. 長ねぎはみじん切りにします。\n\n2. 鶏むね肉は皮を取り除き、一口大のそぎ切りにします。\n\n3. 2に片栗粉をまぶします。');
    expect(out).not.toContain('1. 1.');
    expect(out).not.toMatch(/^ {3}長ねぎ/m);
  });

  it("counts the position from the list's start, and takes the number set inline before the item's words or in a paragraph of its own", async () => {
    expect(await convert('<ol start="3"><li>3) Preheat the oven.</li><li><span>4.</span> Grease the tin.</li></ol>')).toBe('3. Preheat the oven.\n4. Grease the tin.');
    const paragraphs = await convert('<ol><li><p>1.</p><p>Whisk the eggs with the sugar.</p></li></ol>');
    expect(paragraphs).toBe('1. Whisk the eggs with the sugar.');
    expect(paragraphs).not.toContain('1. 1.');
  });

  it("keeps a number that is not the item's position, and a figure that only begins with it", async () => {
    const out = await convert('<ol><li><span>1.</span> Sift the flour.</li><li>5. Mentioned as the fifth rule of the house.</li><li>3.5 kg of flour in all.</li></ol>');
    expect(out).toBe('1. Sift the flour.\n2. 5\\. Mentioned as the fifth rule of the house.\n3. 3.5 kg of flour in all.');
    expect(out).not.toContain('1. 1.');
    // A number without its full stop or bracket is the item's own amount, even at its position.
    expect(await convert('<ol><li>1 cup flour</li><li>2 eggs</li></ol>')).toBe('1. 1 cup flour\n2. 2 eggs');
    expect(await convert('<ol><li>1</li><li>2</li></ol>')).toBe('1. 1\n2. 2');
    // An unordered item's number is its text.
    expect(await convert('<ul><li>1. Bullet that says a number</li></ul>')).toBe('- 1\\. Bullet that says a number');
  });
});
