import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Session 36: a price set as a heading for its size, and a price struck by a utility class alone. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a price alone in a heading or a striking class', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a heading whose whole text is one price in bold, out of the outline (KaBuM!'s h4.finalPrice \"R$ 379,99\")", async () => {
    const out = await convert('<div class="box"><s>R$ 549,99</s><h4 class="finalPrice">R$ 379,99</h4><p>À vista no PIX</p></div>');
    expect(out).toContain('**R$ 379,99**');
    expect(out).not.toContain('#### R$ 379,99');
    expect(out).not.toMatch(/^#+ /m);
    expect(await convert('<h2>₹349</h2>')).toBe('**₹349**');
  });

  it('keeps a heading that says words beside its price a heading', async () => {
    expect(await convert('<h4>R$ 379,99</h4><h3>Save $5 today</h3>')).toBe('**R$ 379,99**\n\n### Save $5 today');
  });

  it("strikes an inline element whose class strikes it and that states one price, with no price word in the class and no price beside (Falabella's span.crossed \"$ 499.990\")", async () => {
    const out = await convert('<ol><li><span class="copy10 primary">$ 349.990</span></li><li><span class="copy10">$ 379.990</span></li><li><span class="copy3 crossed">$ 499.990</span></li></ol>');
    expect(out).toContain('3. ~~$ 499.990~~');
    expect(out).not.toMatch(/3\. \$ 499\.990/);
    expect(await convert('<p><span class="text-sm line-through">€ 20,00</span></p>')).toBe('~~€ 20,00~~');
    expect(await convert('<p><span class="strikethrough">£8.60</span></p>')).toBe('~~£8.60~~');
  });

  it('does not strike a striking class over words, over two prices, or over a price and its label', async () => {
    const out = await convert('<p><span class="crossed">$ 499.990</span> <span class="crossed">Sold out</span> <span class="line-through">$5 or $6</span> <span class="crossed">Regular Price $19.99</span></p>');
    expect(out).toBe('~~$ 499.990~~ Sold out $5 or $6 Regular Price $19.99');
  });
});
