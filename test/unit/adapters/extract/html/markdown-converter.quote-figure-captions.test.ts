import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: the caption of a quotation\'s figure', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes the caption as the quote's last line, \"— name, role\", its spans parted by commas (vc.ru's figure.block-quote)", async () => {
    const figure = '<figure class="block-quote"><blockquote class="block-quote__text"><p>The buyer never reads the whole size chart.</p></blockquote>'
      + '<figcaption class="block-quote__author"><span class="block-quote__name">Igor Nazarov</span><span class="block-quote__subline">pattern maker</span></figcaption></figure>';
    expect(await convert(`<p>Before.</p>${figure}<p>After.</p>`)).toBe('Before.\n\n> The buyer never reads the whole size chart.\n\n> — Igor Nazarov, pattern maker\n\nAfter.');
    expect(await convert(`<p>Before.</p>${figure}<p>After.</p>`)).not.toContain('Igor Nazarovpattern maker');
  });

  it('writes a caption that brings its own dash once, and one of plain words as they stand', async () => {
    expect(await convert('<figure><blockquote><p>Ship it on Friday.</p></blockquote><figcaption>— Ann Lee, editor</figcaption></figure>')).toBe('> Ship it on Friday.\n\n> — Ann Lee, editor');
    expect(await convert('<figure><blockquote><p>Ship it on Friday.</p></blockquote><figcaption><cite>Ann Lee</cite></figcaption></figure>')).toBe('> Ship it on Friday.\n\n> — Ann Lee');
  });

  it("leaves the caption of a figure that also holds a picture or code to the figure's own rules", async () => {
    const markdown = await convert('<figure><blockquote><p>Ship it on Friday.</p></blockquote><pre><code>git push</code></pre><figcaption>Ann Lee</figcaption></figure>');
    expect(markdown).toContain('Ann Lee');
    expect(markdown).not.toContain('— Ann Lee');
    // A quotation's figure beside it still has its source written as one.
    expect(await convert('<figure><blockquote><p>Ship it.</p></blockquote><figcaption>Ann Lee</figcaption></figure>')).toBe('> Ship it.\n\n> — Ann Lee');
  });
});
