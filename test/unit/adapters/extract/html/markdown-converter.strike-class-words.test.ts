import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Session 38: a class holding the word "strike" (PlayStation Store's `psw-t-strike`) or "struck" strikes a price alone through, with no price word in the class. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: "strike" and "struck" class words', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("strikes PlayStation Store's span.psw-c-t-2.psw-t-strike \"$69.99\" after the sale price", async () => {
    const out = await convert('<div class="psw-l-line-left"><span class="psw-body-2 psw-badge__text">-30%</span> <span class="psw-t-title-m">$48.99</span> <span data-qa="originalPrice" class="psw-c-t-2 psw-t-strike">$69.99</span></div>');
    expect(out).toBe('\\-30% $48.99 ~~$69.99~~');
    expect(await convert('<p><span class="price is-struck">£5.00</span></p>')).toBe('~~£5.00~~');
  });

  it('strikes a "strike" class flush after the sale price apart from it, and not over words or a percentage', async () => {
    const out = await convert('<p><span class="psw-t-title-m">$41.99</span><span class="psw-t-strike">$69.99</span> <span class="psw-t-strike">Sold out</span> <span class="psw-t-strike">-40%</span></p>');
    expect(out).toBe('$41.99 ~~$69.99~~ Sold out -40%');
  });
});
