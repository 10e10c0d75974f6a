import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** A disclosure's `<summary>`: the title of its block. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: disclosure summaries', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a summary as a bold paragraph over its block, the bold inside it taken into that one (GitBook's expandable, its icon and permalink left out)", async () => {
    const html = '<details id="active-seat"><summary class="cursor-pointer"><svg class="gb-icon"></svg>What counts as an <strong>active seat</strong>?<a href="#active-seat" aria-label="Direct link to heading"><svg></svg></a></summary>'
      + '<div class="px-10"><p>A member who signed in during the period.</p></div></details>';
    expect(await convert(html)).toBe('**What counts as an active seat?**\n\nA member who signed in during the period.');
  });

  it('sets a summary apart from loose text after it, and keeps its code and links', async () => {
    expect(await convert('<details><summary>Why does <code>sync --all</code> stop?</summary>It waits for the lock.</details>')).toBe('**Why does `sync --all` stop?**\n\nIt waits for the lock.');
    expect(await convert('<details><summary>See <a href="/limits">the limits</a></summary><p>Ten per minute.</p></details>')).toBe('**See [the limits](https://example.com/limits)**\n\nTen per minute.');
  });

  it('leaves a summary that holds a heading as the heading, and an empty one out', async () => {
    expect(await convert('<details><summary><h3>Ingredients</h3></summary><p>Oats, peas.</p></details>')).toBe('### Ingredients\n\nOats, peas.');
    expect(await convert('<details><summary><svg></svg></summary><p>Hidden note.</p></details>')).toBe('Hidden note.');
  });

  it("leaves a summary of links only as it is, no title (rustdoc's \"Source\" link, which later steps drop, would leave bold marks round nothing)", async () => {
    const html = '<details><summary><section id="impl-str"><a class="src rightside" href="/src/core/str/mod.rs.html#130">Source</a></section></summary><div><p>Methods.</p></div></details>';
    expect(await convert(html)).toBe('[Source](https://example.com/src/core/str/mod.rs.html#130)\n\nMethods.');
  });
});
