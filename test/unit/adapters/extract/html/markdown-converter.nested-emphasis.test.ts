import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Emphasis nested inside emphasis of its kind: its own marks would close the outer ones. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: emphasis inside emphasis of its kind', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a bold name inside a bold link once bold (Forumotion's <strong><a><span><strong>name</strong></span></a></strong>), not as **[**name**](…)**", async () => {
    const markdown = await convert('<p class="author">by <strong><a href="/u87"><span style="color:#339933"><strong>Marnie_K</strong></span></a></strong> Sat Feb 10, 2024 6:14 pm</p>');
    expect(markdown).toBe('by **[Marnie_K](https://example.com/u87)** Sat Feb 10, 2024 6:14 pm');
    expect(markdown).not.toContain('**[**');
  });

  it('adds no marks for <b> in <strong> nor <i> in <em>, however deep, but still marks the other kind inside', async () => {
    expect(await convert('<p><strong>Read <span><b>this</b></span> first</strong>.</p>')).toBe('**Read this first**.');
    expect(await convert('<p><em>A <i>quiet</i> word</em> and <em>a <strong>loud</strong> one</em>.</p>')).toBe('*A quiet word* and *a **loud** one*.');
  });
});
