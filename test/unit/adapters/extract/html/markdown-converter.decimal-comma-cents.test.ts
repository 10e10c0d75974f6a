import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** A price's cents set as a superscript that opens with its own decimal sign. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: cents after a decimal comma in a superscript', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes cents the superscript opens with a comma as the price's cents (eMAG's \"1.749<sup>,99</sup> Lei\"), not as a power", async () => {
    expect(await convert('<p class="product-new-price">1.749<sup><small class="mf-decimal">,</small>99</sup> <span>Lei</span></p>')).toBe('1.749,99 Lei');
    expect(await convert('<p>Acum 1.749<sup>,99</sup> Lei, era <s>2.199<sup>,00</sup> Lei</s>.</p>')).toBe('Acum 1.749,99 Lei, era ~~2.199,00 Lei~~.');
  });

  it('leaves as powers a superscript of a comma and one digit, and of digits alone after no price', async () => {
    expect(await convert('<p>Fold x<sup>,5</sup> into 10<sup>2</sup> cells, 1.749<sup>,99</sup> Lei.</p>')).toBe('Fold x^(,5) into 10^2 cells, 1.749,99 Lei.');
  });
});
