import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 37: a label that names no control with its value written flush after it as text (Trakt's
 * `<li><label>Status</label>ended</li>`), a phrase's full stop before a field that opens with a figure
 * (Kaufland's seller "Elektro Mahler e.K." before "95 % positiv"), and cents a class calls "fractional"
 * (Jumbo's `span.whole`, `span.fractional`).
 */
describe.each(Object.entries(parsers))('fields set flush: a label\'s text value, a full stop before a figure, "fractional" cents, on %s', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("spaces the text after a label that names no control (Trakt's \"Status\" \"ended\", \"Runtime\" \"52 mins\")", async () => {
    const out = await convert('<ul class="additional-stats"><li><label>Status</label>ended</li><li><label>Network</label>Northlight (GB)</li><li><label>Runtime</label>52 mins</li>'
      + '<li><label>Total Runtime</label>1d 10h 40m <span class="alt">(40 episodes)</span></li></ul>');
    expect(out).toBe('- Status ended\n- Network Northlight (GB)\n- Runtime 52 mins\n- Total Runtime 1d 10h 40m (40 episodes)');
    expect(out).not.toContain('Statusended');
    expect(out).not.toContain('Runtime52');
  });

  it('leaves flush the text after a label for a control (a `for`, or a field inside it), and spaces a value after a colon', async () => {
    expect(await convert('<p><label>Country:</label>United Kingdom</p>')).toBe('Country: United Kingdom');
    expect(await convert('<p><label>Languages</label>English, Welsh</p>')).toBe('Languages English, Welsh');
    expect(await convert('<p><label for="qty">Qty</label>pieces</p>')).toBe('Qtypieces');
    expect(await convert('<p><label><input type="checkbox" name="gift">Gift</label>wrapped</p>')).not.toContain('Gift wrapped');
  });

  it("spaces a phrase's full stop from a field that opens with a figure (Kaufland's seller \"Elektro Mahler e.K.\" \"95 % positiv (512)\")", async () => {
    const out = await convert('<div class="rd-offer__seller"><a href="/shops/elektro-mahler/" class="rd-link">Elektro Mahler e.K.</a><span class="rd-offer__seller-rating">95&nbsp;% positiv (512)</span></div>');
    expect(out).toBe('[Elektro Mahler e.K.](https://example.com/shops/elektro-mahler/) 95 % positiv (512)');
    expect(out).not.toContain(')95');
    expect(await convert('<p><span class="a">Versand in 2 Tagen.</span><span class="b">30 Tage Rückgabe</span></p>')).toBe('Versand in 2 Tagen. 30 Tage Rückgabe');
    // A one-word field's dot (an abbreviation, an identifier) stays flush against its figure.
    expect(await convert('<p><span class="a">Nr.</span><span class="b">12</span></p>')).toBe('Nr.12');
  });

  it('writes cents a class names "fractional" after the whole amount with a decimal comma ("12" "79" is 12,79)', async () => {
    const price = (whole: string, cents: string): string => `<div class="jum-product-price"><div class="current-price"><span class="whole">${whole}</span><span class="fractional">${cents}</span></div></div>`;
    expect(await convert(price('12', '79'))).toBe('12,79');
    expect(await convert(price('24', '49'))).toBe('24,49');
    expect(await convert(price('12', '79'))).not.toContain('12 79');
    // Two digits after an amount, in a class that names no cents, stay a second number.
    expect(await convert('<div><span class="whole">12</span><span class="fractions-note">79</span></div>')).toBe('12 79');
  });
});
