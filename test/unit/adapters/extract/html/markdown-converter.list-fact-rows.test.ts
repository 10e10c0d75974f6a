import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: list items of a label and a value', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes list items of a span label over a block value as name–value rows (Lazada's li.key-li: span.key-title \"Brand\", div.key-value \"Kintaro\")", async () => {
    const row = (name: string, value: string): string => `<li class="key-li"><span class="key-title">${name}</span><div class="html-content key-value">${value}</div></li>`;
    const markdown = await convert(`<ul class="specification-keys">${row('Brand', 'Kintaro')}${row('Model', 'KT-55')}${row('Capacity (L)', '5.5')}${row('Product Size (cm)', '32 x 28 x 34')}</ul>`);
    expect(markdown).toBe('- Brand: Kintaro\n- Model: KT-55\n- Capacity (L): 5.5\n- Product Size (cm): 32 x 28 x 34');
    expect(markdown).not.toMatch(/- Brand\n/);
  });

  it('leaves a list item of two runs of text the line it is ("<strong>Color:</strong> <span>Black</span>"), while a block label over a span value becomes a row', async () => {
    const inline = await convert('<ul><li><strong>Color:</strong> <span>Black</span></li><li><strong>Size:</strong> <span>M</span></li><li><strong>Fit:</strong> <span>Regular</span></li></ul>');
    expect(inline).toBe('- **Color:** Black\n- **Size:** M\n- **Fit:** Regular');
    const blockLabel = await convert('<ul><li><div>Weight</div><span>1.2 kg</span></li><li><div>Colour</div><span>Grey</span></li><li><div>Material</div><span>Steel</span></li></ul>');
    expect(blockLabel).toBe('- Weight: 1.2 kg\n- Colour: Grey\n- Material: Steel');
  });
});
