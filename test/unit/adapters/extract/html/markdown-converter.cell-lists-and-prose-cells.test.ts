import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 35's table rules: a list inside a data table's cell is written on the cell's one line, its
 * items apart by "; " and without their markers (a price comparison's "Rodzaj" cell of two `<li>`s read
 * "- Bezprzewodowy - Myjący"); a table without header cells whose cell holds paragraphs of prose
 * (Invision 1's post rows) is read as layout, not as a table.
 */

/** Prose of a forum post: a few sentences, well over the 300 characters a cell of prose says. */
const sentences = (stem: string): string => `${stem} walked beside the lead cart rather than riding in it, because the map in his satchel was wrong again `
  + 'and he preferred to see the ground for himself. Where the chart promised a dry riverbed there was only a shallow basin of cracked white crust.';
const REPLY = 'Sorrel was already in the shade, sitting cross-legged on an upturned crate with a ledger open on her knees, and did not look up.';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: lists in cells and cells of prose', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it('writes a list in a data table\'s cell on one line, its items apart by "; ", without "-" markers', async () => {
    const markdown = await convert('<table><tr><th>Producent</th><td><ul><li><a href="/p/vireo">Vireo</a></li></ul></td></tr>'
      + '<tr><th>Rodzaj</th><td><ul><li>Bezprzewodowy</li><li>Myjący</li></ul></td></tr><tr><th>Kod producenta</th><td>CMX9-PL</td></tr></table>');
    expect(markdown).toContain('| Rodzaj | Bezprzewodowy; Myjący |');
    expect(markdown).toContain('| Producent | [Vireo](https://example.com/p/vireo) |');
    expect(markdown).toContain('| Kod producenta | CMX9-PL |');
    expect(markdown).not.toContain('- Bezprzewodowy');
    expect(markdown).not.toContain('| - ');
  });

  it("joins a numbered list's items the same way, and keeps the text before the list apart from its first item by a space (a room rate's features cell)", async () => {
    const markdown = await convert('<table><thead><tr><th>Benefits</th><th>Sleeps</th></tr></thead><tbody>'
      + '<tr><td><ul><li>Breakfast for 2</li><li>Free cancellation before 12 Mar 2025</li><li>Free Wi-Fi</li></ul></td><td>2 adults</td></tr>'
      + '<tr><td>Includes: <ol><li>Airport transfer</li><li>Late check-out</li></ol></td><td>4 adults</td></tr></tbody></table>');
    expect(markdown).toContain('| Breakfast for 2; Free cancellation before 12 Mar 2025; Free Wi-Fi | 2 adults |');
    expect(markdown).toContain('| Includes: Airport transfer; Late check-out | 4 adults |');
    expect(markdown).not.toMatch(/\d\. Airport transfer/);
    expect(markdown).not.toContain('- Free Wi-Fi');
  });

  it('reads a table without header cells whose cell holds two paragraphs of prose as layout: the post\'s paragraphs, no "|" rows', async () => {
    const markdown = await convert('<table class="tablebasic"><tr><td class="row4"><a href="/u/22">Sorrel Anwick</a></td><td class="row4">Posted: Jun 2 2024, 09:15 PM</td></tr>'
      + `<tr><td class="post2">Group: Merchants<br>Posts: 87</td><td class="post2"><p>${sentences('Idris')}</p><p>${REPLY}</p></td></tr></table>`);
    expect(markdown).not.toContain('|');
    expect(markdown).toContain(sentences('Idris'));
    expect(markdown).toMatch(new RegExp(`\\.\\n\\n${REPLY.slice(0, 40)}`));
    expect(markdown).toContain('Sorrel Anwick');
  });

  it('reads a header-less table whose cell parts its prose by a blank line of two <br>s as layout, while a table with <th> and such a long cell stays a table', async () => {
    const post = `${sentences('Wren')}<br />\n<br />\n${REPLY}`;
    const layout = await convert(`<table><tr><td>Wren of the Ridge</td><td>Posted: Jun 3 2024</td></tr><tr><td>Group: Wanderers</td><td>${post}</td></tr></table>`);
    expect(layout).not.toContain('|');
    expect(layout).toContain(sentences('Wren'));
    expect(layout).toContain(REPLY);
    // A specification table's long "Features" cell has its header cell beside it: a datum, not a post.
    const specs = await convert(`<table><tr><th>Model</th><td>CMX9</td></tr><tr><th>Features</th><td>${post}</td></tr></table>`);
    expect(specs).toContain('| Model | CMX9 |');
    expect(specs).toMatch(/\| Features \| Wren walked beside the lead cart .* Sorrel was already in the shade, .* \|/);
  });
});
