import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Links set back to back with nothing between them, and emoji set as pictures in the text. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: links back to back, emoji pictures', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("puts a space between links that follow each other with nothing between (mvnrepository's tags, spaced only by their style)", async () => {
    const markdown = await convert('<table><tr><th>License</th><td>Apache 2.0</td></tr><tr><th>Tags</th><td><a href="/tags/json" class="b tag">json</a><a href="/tags/serialization" class="b tag">serialization</a><a href="/tags/parser" class="b tag">parser</a></td></tr></table>');
    expect(markdown).toContain('| Tags | [json](https://example.com/tags/json) [serialization](https://example.com/tags/serialization) [parser](https://example.com/tags/parser) |');
    expect(markdown).not.toContain('](https://example.com/tags/json)[');
  });

  it('adds no second space where the first link already ends with one, nor where words stand between the links', async () => {
    const spaced = await convert('<p><a href="/a">alpha </a><a href="/b">beta</a><a href="/c">gamma</a></p>');
    expect(spaced).toContain('(https://example.com/b) [gamma](https://example.com/c)');
    expect(spaced).not.toMatch(/\) {2}\[|\]\(https:\/\/example\.com\/a\) {2}/);
    expect(await convert('<p><a href="/a">alpha</a>, <a href="/b">beta</a></p>')).toBe('[alpha](https://example.com/a), [beta](https://example.com/b)');
  });

  it("writes an emoji's picture (img.emoji) as its name in parentheses where the name is words (Ameblo's \"ニコニコ\"), not as a picture", async () => {
    const markdown = await convert('<p>こんにちは<img alt="ニコニコ" class="emoji" src="https://stat100.ameba.jp/blog/ucs/img/char/char3/002.png" width="24" height="24"><br>みかんです。</p>');
    expect(markdown).toContain('こんにちは(ニコニコ)');
    expect(markdown).not.toContain('002.png');
  });

  it("writes WordPress's emoji and smiley pictures (img.wp-smiley, img.emoji) as the emoji their alt holds, without parentheses", async () => {
    const markdown = await convert('<p>Shipped at last <img draggable="false" role="img" class="emoji" alt="🎉" src="https://s.w.org/images/core/emoji/15.0.3/svg/1f389.svg"> and <img src="https://blog.example/wp-includes/images/smilies/icon_smile.gif" alt=":)" class="wp-smiley"> thanks.</p>');
    expect(markdown).toBe('Shipped at last 🎉 and :) thanks.');
  });
});
