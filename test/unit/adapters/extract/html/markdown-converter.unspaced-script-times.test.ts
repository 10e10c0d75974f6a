import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Chinese and Japanese set words without spaces: a `<time>` in their running text is part of the sentence. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a time in Chinese or Japanese running text', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("leaves a time flush in Japanese text (ZOZOTOWN's \"お届けは<time>4月下旬</time>頃\") and in Chinese text, with no spaces around it", async () => {
    const reserve = await convert('<div class="p-goods-information__reserve">予約商品のお届けは<time datetime="2024-04">4月下旬</time>頃を予定しています。</div>');
    expect(reserve).toBe('予約商品のお届けは4月下旬頃を予定しています。');
    expect(reserve).not.toContain(' 4月下旬 ');
    expect(await convert('<p>本店于<time datetime="2024-05-01">五月一日</time>开业</p>')).toBe('本店于五月一日开业');
  });

  it('spaces a time set flush between Latin words, and not one between Japanese words in the same paragraph', async () => {
    expect(await convert('<p>Posted<time datetime="2024-01-03">Jan 3</time>by the editor; お届けは<time datetime="2024-04">4月下旬</time>頃</p>')).toBe('Posted Jan 3 by the editor; お届けは4月下旬頃');
  });
});
