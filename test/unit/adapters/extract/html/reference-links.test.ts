import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { referenceLinkShare } from '../../../../../adapters/outbound/extract/html/stages/reference-links.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const links = '<div class="ulist"><ul><li><a href="/a">Routing Rules</a></li><li><a href="/b">Dead-letter metrics</a></li></ul></div>';

describe('referenceLinkShare', () => {
  it('reads a section of links under a heading that names references as having none, whichever block of it is measured, a table cell\'s link too', () => {
    const body = bodyOf(`<div class="sect1"><h2>See also</h2><div class="sectionbody">${links}</div></div><div class="refs"><h3>Further reading</h3>${links}</div>`);
    for (const block of [body.querySelector('.sect1'), body.querySelector('.sect1 .ulist'), body.querySelector('.sect1 ul'), body.querySelector('.refs')]) expect(referenceLinkShare(block as Element, 1)).toBe(0);
    expect(referenceLinkShare(body.querySelector('.sect1') as Element, 0.1)).toBe(0);
    // cppreference's "See also" table: the heading stands before the table, five levels above each name.
    const table = bodyOf('<h3>See also</h3><table><tbody><tr><td><div class="t-dsc-member-div"><div><a href="/min">min</a></div></div></td><td>returns the smaller value</td></tr></tbody></table>');
    expect(referenceLinkShare(table.querySelector('.t-dsc-member-div > div') as Element, 1)).toBe(0);
  });

  it('leaves a list of links under another heading, or under a long heading that merely holds such a word, as measured', () => {
    const body = bodyOf(`<div class="a"><h2>Trending now</h2>${links}</div><div class="b"><h2>Why the sources of the river matter to the town</h2>${links}</div><div class="c">${links}</div>`);
    for (const name of ['.a', '.b', '.c']) expect(referenceLinkShare(body.querySelector(name) as Element, 0.9)).toBe(0.9);
  });
});
