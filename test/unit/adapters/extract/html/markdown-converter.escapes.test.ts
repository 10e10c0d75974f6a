import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Text the converter must not escape into something else: a "!" before a link, TeX a page writes as text, Documenter's formulas. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: escapes around links and maths', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("escapes a \"!\" right before a link (rustdoc's negative impl: impl !Freeze for Bucket), which made the link an image; a \"!\" followed by a space stays as it is", async () => {
    expect(await convert('<h3 class="code-header">impl !<a class="trait" href="/t.Freeze.html">Freeze</a> for <a href="/s.Bucket.html">Bucket</a></h3>'))
      .toBe('### impl \\![Freeze](https://example.com/t.Freeze.html) for [Bucket](https://example.com/s.Bucket.html)');
    expect(await convert('<p>Version 2 is out! <a href="/notes/2.0">Read the notes</a>.</p>')).toBe('Version 2 is out! [Read the notes](https://example.com/notes/2.0).');
  });

  it("keeps inline TeX an arXiv abstract writes as text (3.1$\\times$ less memory) with one backslash; Markdown in the words around it is escaped as before", async () => {
    const markdown = await convert('<blockquote class="abstract">Our router needs 3.1$\\times$ less memory, only $k$ of $E$ experts, and a_b *c* stays text.</blockquote>');
    expect(markdown).toBe('> Our router needs 3.1$\\times$ less memory, only $k$ of $E$ experts, and a_b \\*c\\* stays text.');
    // A backslash outside dollars is text, escaped as ever.
    expect(await convert('<p>Prices from $5 to $10, or type C:\\Users in *bold*.</p>')).toBe('Prices from $5 to $10, or type C:\\\\Users in \\*bold\\*.');
  });

  it("writes Documenter.jl's maths as TeX: a p.math-container's \\[…\\] as a $$ paragraph and a bare <span>$…$</span> inline, unescaped; a span with a class and dollars (prices) stays text", async () => {
    const markdown = await convert('<p class="math-container">\\[h_{i-1} M_{i-1} = 6\\]</p><p>Each lookup takes <span>$O(\\log n)$</span> steps, <span>$O(n_{k} \\log n)$</span> in all.</p>');
    expect(markdown).toBe('$$h_{i-1} M_{i-1} = 6$$\n\nEach lookup takes $O(\\log n)$ steps, $O(n_{k} \\log n)$ in all.');
    expect(await convert('<p>Tickets <span class="price-range">$5 to $10</span>, <span class="price">$12</span> at the door.</p>')).toBe('Tickets $5 to $10, $12 at the door.');
    // A paragraph of TeX delimiters that is not named a math container stays text.
    expect(await convert('<p class="note">\\[x_{1}\\]</p>')).toBe('\\\\[x\\_{1}\\\\]');
  });
});
