import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: list items of two spans whose second span its class names a value', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes them as name–value rows, the label said without a colon (Worten's span.specifications__title \"Wi-Fi\" beside span.specifications__value \"Wi-Fi 6E\")", async () => {
    const row = (name: string, value: string): string => `<li class="specifications__row"><span class="specifications__title">${name}</span><span class="specifications__value">${value}</span></li>`;
    const markdown = await convert(`<ul class="specifications__list">${row('Wi-Fi', 'Wi-Fi 6E')}${row('Bluetooth', '5.3')}${row('Portas USB-C', '2 (Thunderbolt 4)')}${row('Saída HDMI', 'HDMI 2.1')}</ul>`);
    expect(markdown).toBe('- Wi-Fi: Wi-Fi 6E\n- Bluetooth: 5.3\n- Portas USB-C: 2 (Thunderbolt 4)\n- Saída HDMI: HDMI 2.1');
    expect(markdown).not.toContain('Wi-Fi Wi-Fi 6E');
  });

  it('takes a value named by a short class word too ("val"), and leaves a second span named otherwise the line it is', async () => {
    const short = await convert('<ul><li><span class="k">Weight</span><span class="val">1.2 kg</span></li><li><span class="k">Colour</span><span class="val">Grey</span></li><li><span class="k">Material</span><span class="val">Steel</span></li></ul>');
    expect(short).toBe('- Weight: 1.2 kg\n- Colour: Grey\n- Material: Steel');
    const other = await convert('<ul><li><span class="tag">New</span> <span class="note">Ships today</span></li><li><span class="tag">Sale</span> <span class="note">Ends Friday</span></li><li><span class="tag">Hot</span> <span class="note">Few left</span></li></ul>');
    expect(other).toBe('- New Ships today\n- Sale Ends Friday\n- Hot Few left');
  });
});
