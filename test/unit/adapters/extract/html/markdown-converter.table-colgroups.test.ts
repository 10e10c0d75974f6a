import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Data tables whose columns a `<colgroup>` styles: one GFM table, its header row right above its rows. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: tables with a colgroup', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it('writes a captioned table of row headers only, after a <colgroup>, as one table: its empty header row directly followed by the rows', async () => {
    // Indented as a page's source is: the whitespace between the <col> elements is what had split the table.
    const html = '<table class="specs">\n  <caption>Technical specifications</caption>\n'
      + '  <colgroup>\n    <col style="width: 40%">\n    <col style="width: 60%">\n  </colgroup>\n'
      + '  <tbody>\n    <tr><th scope="row">Volume</th><td>28 L</td></tr>\n    <tr><th scope="row">Weight</th><td>1.02 kg</td></tr>\n    <tr><th scope="row">Fabric</th><td>Recycled nylon</td></tr>\n  </tbody>\n</table>';
    expect(await convert(html)).toBe('Technical specifications\n\n|  |  |\n| --- | --- |\n| Volume | 28 L |\n| Weight | 1.02 kg |\n| Fabric | Recycled nylon |');
  });

  it('keeps a table that has a header row of its own, after a <colgroup>, without an empty header row added', async () => {
    const html = '<table><caption>Release dates</caption>\n<colgroup>\n  <col span="1" class="version">\n  <col span="1">\n</colgroup>\n'
      + '<thead><tr><th>Version</th><th>Released</th></tr></thead>\n<tbody><tr><td>3.12</td><td>2023-10-02</td></tr><tr><td>3.13</td><td>2024-10-07</td></tr></tbody></table>';
    expect(await convert(html)).toBe('Release dates\n\n| Version | Released |\n| --- | --- |\n| 3.12 | 2023-10-02 |\n| 3.13 | 2024-10-07 |');
  });

  it('writes such a table between two paragraphs as one table, a blank line parting it from each paragraph', async () => {
    const html = '<p>Measured on the 2024 model.</p><table>\n<colgroup>\n<col>\n<col>\n</colgroup>\n<tr><th>Height</th><td>52 cm</td></tr><tr><th>Width</th><td>31 cm</td></tr></table><p>Weights vary by colour.</p>';
    expect(await convert(html)).toBe('Measured on the 2024 model.\n\n|  |  |\n| --- | --- |\n| Height | 52 cm |\n| Width | 31 cm |\n\nWeights vary by colour.');
  });
});
