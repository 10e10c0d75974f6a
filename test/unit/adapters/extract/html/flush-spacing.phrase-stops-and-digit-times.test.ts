import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Session 36: a phrase's full stop set flush against the next field's capital, and a time in digits after a Japanese name. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a phrase ending in a full stop and a time in digits after Japanese', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("spaces a field of several words ending in a full stop from a field starting with a capital (Ozon's \"Заказов 38 тыс.\" \"Работает с Ozon 4 года\")", async () => {
    const out = await convert('<div class="seller"><span class="a1">Заказов 38 тыс.</span><span class="a2">Работает с Ozon 4 года</span></div>');
    expect(out).toBe('Заказов 38 тыс. Работает с Ozon 4 года');
    expect(out).not.toContain('тыс.Работает');
    expect(await convert('<p><span class="a">Ships in 2 days.</span><span class="b">Free returns</span></p>')).toBe('Ships in 2 days. Free returns');
  });

  it('leaves an identifier\'s dot flush against its name, a capital one or a small one ("readline." "ReadLine", "readline." "parse")', async () => {
    expect(await convert('<p><span class="a">Ends here.</span><span class="b">Next</span> <span class="mod">readline.</span><span class="name">ReadLine</span> <span class="mod">readline.</span><span class="name">parse</span></p>'))
      .toBe('Ends here. Next readline.ReadLine readline.parse');
  });

  it('spaces a time written in digits after a Japanese name ("みかん 2024/03/18"), and leaves one written in Japanese flush', async () => {
    const out = await convert('<p>みかん<time datetime="2024-03-18">2024/03/18</time></p>');
    expect(out).toBe('みかん 2024/03/18');
    expect(out).not.toContain('みかん2024/03/18');
    expect(await convert('<p>りんご<time datetime="2024-03-18">3月18日</time>に入荷</p>')).toBe('りんご3月18日に入荷');
    expect(await convert('<ul><li>みかん<time datetime="2024-03-18">2024/03/18</time></li><li>お届けは<time datetime="2024-04">4月下旬</time>頃</li></ul>')).toBe('- みかん 2024/03/18\n- お届けは4月下旬頃');
  });
});
