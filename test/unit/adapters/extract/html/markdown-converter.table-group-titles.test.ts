import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 39: a row of one cell that spans every column titles the group of rows under it (a data
 * sheet's `tbody.spec-group > tr.spec-group-title > th colspan="2"`): written bold, and the first
 * group's title is not the header row of the whole table.
 */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: tables of titled groups of rows', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);
  const group = (title: string, rows: string): string => `<tbody class="spec-group"><tr class="spec-group-title"><th colspan="2">${title}</th></tr>${rows}</tbody>`;
  const row = (name: string, value: string): string => `<tr><td class="attribute-name">${name}</td><td class="attribute-values">${value}</td></tr>`;

  it('writes each group title bold in a table with an empty header row', async () => {
    const markdown = await convert(`<table>${group('Display', row('Screen Size', '14"') + row('Panel Type', 'IPS'))}${group('Physical', row('Weight', '1.38kg'))}</table>`);
    expect(markdown).toBe('|  |  |\n| --- | --- |\n| **Display** | |\n| Screen Size | 14" |\n| Panel Type | IPS |\n| **Physical** | |\n| Weight | 1.38kg |');
  });

  it("keeps a table's one title over all its rows, or over its column heads, as its header, and a closing note under the rows as it was", async () => {
    const titled = await convert(`<table><tr><th colspan="2">Qty Discounts</th></tr>${row('1-9', '$10')}${row('10+', '$9')}<tr><td colspan="2">Prices include GST.</td></tr></table>`);
    expect(titled).toBe('| Qty Discounts | |\n| --- | --- |\n| 1-9 | $10 |\n| 10+ | $9 |\n| Prices include GST. | |');
    const headed = await convert('<table><tr><th colspan="2">Results</th></tr><tr><th>Team</th><th>Wins</th></tr><tr><td>North</td><td>4</td></tr><tr><th colspan="2">Cup</th></tr><tr><td>North</td><td>1</td></tr></table>');
    expect(headed).toBe('| Results | |\n| --- | --- |\n| Team | Wins |\n| North | 4 |\n| **Cup** | |\n| North | 1 |');
  });
});
