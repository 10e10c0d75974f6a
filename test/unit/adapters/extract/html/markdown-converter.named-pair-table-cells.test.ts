import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** A table row of two data cells, classes as given. */
const tr = (label: string, value: string, labelClass = 'spec-table__name', valueClass = 'spec-table__value'): string =>
  `<tr><td class="${labelClass}">${label}</td><td class="${valueClass}">${value}</td></tr>`;

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: tables of data cells their classes name a label and a value', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a table of td.spec-table__name beside td.spec-table__value under an empty header row, its first row a row of data (Elgiganten's spec groups)", async () => {
    const markdown = await convert(`<table class="spec-table w-full"><tbody>${tr('Skärmstorlek (tum)', '65')}${tr('Upplösning', '3840 x 2160 (4K UHD)')}${tr('Uppdateringsfrekvens', '120 Hz')}</tbody></table>`);
    expect(markdown).toBe('|  |  |\n| --- | --- |\n| Skärmstorlek (tum) | 65 |\n| Upplösning | 3840 x 2160 (4K UHD) |\n| Uppdateringsfrekvens | 120 Hz |');
    expect(markdown).not.toContain('| Skärmstorlek (tum) | 65 |\n| --- | --- |');
    // Reliance Digital's td.pdp__tab-info__list__name and …__list__value: two rows are a table too.
    expect(await convert(`<table class="pdp__specification-table"><tbody>${tr('Processor Brand', 'Intel', 'pdp__tab-info__list__name', 'pdp__tab-info__list__value')}${tr('RAM', '16 GB', 'pdp__tab-info__list__name', 'pdp__tab-info__list__value')}</tbody></table>`))
      .toBe('|  |  |\n| --- | --- |\n| Processor Brand | Intel |\n| RAM | 16 GB |');
  });

  it('writes a one-row such table, and a layout table of such rows, as name–value lines ("- Garanti: 2 år")', async () => {
    const one = await convert(`<table class="spec-table w-full"><tbody>${tr('Garanti', '2 år')}</tbody></table>`);
    expect(one).toBe('- Garanti: 2 år');
    expect(one).not.toMatch(/^2 år$/m);
    expect(await convert(`<table role="presentation"><tbody>${tr('Weight', '1.2 kg')}${tr('Colour', 'Grey')}</tbody></table>`)).toBe('- Weight: 1.2 kg\n- Colour: Grey');
  });

  it('keeps the first row as the header where only one cell is named (a name beside a price, a plain cell beside a value), and the one-row table of them as paragraphs, while named pairs lose it', async () => {
    expect(await convert(`<table><tbody>${tr('Product', 'Price', 'name', 'price')}${tr('Tea', '2', 'name', 'price')}</tbody></table>`)).toBe('| Product | Price |\n| --- | --- |\n| Tea | 2 |');
    expect(await convert(`<table><tbody>${tr('Product', 'Price', 'cell', 'spec-value')}${tr('Tea', '2', 'cell', 'spec-value')}</tbody></table>`)).toBe('| Product | Price |\n| --- | --- |\n| Tea | 2 |');
    expect(await convert(`<table><tbody>${tr('Garanti', '2 år', 'name', 'price')}</tbody></table>`)).toBe('Garanti\n\n2 år');
    expect(await convert(`<table><tbody>${tr('Product', 'Tea', 'name', 'value')}${tr('Price', '2', 'name', 'value')}</tbody></table>`)).toBe('|  |  |\n| --- | --- |\n| Product | Tea |\n| Price | 2 |');
  });
});
