import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 33's script links: a link to a bare `#` that runs a script when pressed leads nowhere. One that
 * names a thing (Acalog's prerequisites, `<a href="#" onclick="showCourse(…)">GEOL 1110</a>`, which open the
 * course in a pop-up) is text of its sentence, written without the link; one that says an action (phpBB's
 * "Select all" above a code box, "Print-Friendly Page", "Add to My Favorites") is a button and goes.
 */

const course = (id: string, name: string): string => `<a href="#" onclick="showCourse('41', '${id}', this, 'a:2:{s:8:~location~;s:8:~template~;}'); return false;">${name}</a>`;

const PREREQUISITES = `<p><strong>Prerequisite(s):</strong> ${course('187102', 'GEOL 1110')} and ${course('187220', 'MATH 1350')}, each with a grade of C or better.<br>`
  + `<strong>Corequisite(s):</strong> ${course('187145', 'GEOL 2141')}<br><strong>Typically Offered:</strong> Fall, Summer</p>`;

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: links to "#" that run a script', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a script link that names a course (Acalog's showCourse) as the sentence's plain text", async () => {
    expect(await convert(PREREQUISITES)).toBe('**Prerequisite(s):** GEOL 1110 and MATH 1350, each with a grade of C or better.\n**Corequisite(s):** GEOL 2141\n**Typically Offered:** Fall, Summer');
  });

  it('writes no link and no "#" for it', async () => {
    const markdown = await convert(`<p>Students must complete ${course('187102', 'GEOL 1110')} first.</p>`);
    expect(markdown).toBe('Students must complete GEOL 1110 first.');
    expect(markdown).not.toContain('](');
    expect(markdown).not.toContain('#');
  });

  it('keeps the markup inside the named link (emphasis)', async () => {
    expect(await convert(`<p>See <a href="#" onclick="showCatalog(12); return false;"><em>Appendix B</em></a> for the fees.</p>`)).toBe('See *Appendix B* for the fees.');
  });

  it.each(['Selection criteria', 'Showcase projects', 'Copyright notice', 'Editorial policy'])('reads %j as a name, not an action: an action word opens a label only as a word of its own', async (name) => {
    expect(await convert(`<p>Read the <a href="#" onclick="openPolicy(3); return false;">${name}</a> first.</p>`)).toBe(`Read the ${name} first.`);
  });

  it.each([
    ['"Select all" above a code box (phpBB)', '<a href="#" onclick="selectCode(this); return false;">Select all</a>'],
    ['"Print-Friendly Page" (Acalog)', `<a href="#" onclick="acalogPopup('preview_course.php?catoid=41&amp;coid=187344&amp;print', 'print', 770, 530); return false;"><span class="print_link">Print-Friendly Page</span></a>`],
    ['"Add to My Favorites" (Acalog)', '<a href="#" onclick="acalogPortfolio(187344); return false;">Add to My Favorites</a>'],
    ['"Show more"', '<a href="#" onclick="expand(this)">Show more</a>'],
    ['"» Expand" after a mark', '<a href="#" onclick="expand(this)">» Expand</a>'],
    ['a mark alone', '<a href="#" onclick="toggle(this)">▾</a>'],
  ])('drops a script link that says an action: %s', async (_label, link) => {
    expect(await convert(`<div class="codebox"><p>Code: ${link}</p><pre><code>x = 1</code></pre></div>`)).toBe('Code:\n\n```\nx = 1\n```');
  });

  it('keeps a link to a bare "#" without a script, and a real link with a script, as they were', async () => {
    expect(await convert('<p>Read <a href="https://catalog.example.edu/course/187102" onclick="track(this)">GEOL 1110</a> first.</p>')).toBe('Read [GEOL 1110](https://catalog.example.edu/course/187102) first.');
  });
});
