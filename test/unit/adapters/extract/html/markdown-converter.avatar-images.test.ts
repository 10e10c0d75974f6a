import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: avatars', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("leaves out an avatar whose text only calls it one (ProBoards' \"[Avatar]\" in div.avatar > div.avatar-wrapper), or repeats the name beside it", async () => {
    const proboards = '<div class="mini-profile"><a href="/user/118">brambleacre</a><div class="avatar"><div class="avatar-wrapper"><img src="/avatar/118.jpg" alt="[Avatar]" title="brambleacre"></div></div></div><p>The post.</p>';
    expect(await convert(proboards)).toBe('[brambleacre](https://example.com/user/118)\n\nThe post.');
    const named = '<div class="comment-author"><div class="avatar"><a href="/u/ines"><img src="/p/ines.png" alt="@ines"></a></div><a href="/u/ines">ines</a> replied:</div>';
    expect(await convert(named)).toBe('[ines](https://example.com/u/ines) replied:');
    expect(await convert('<div class="avatar"><img src="/p/olek.png" alt="Zdjęcie profilowe"></div><p>Olek wrote this.</p>')).toBe('Olek wrote this.');
    // A linked avatar set before the name in a line goes with its link and leaves no space opening the line (GitHub's timeline).
    const line = '<div class="TimelineItem"><a class="d-inline-block" href="/mira-okafor"><img class="avatar avatar-user" src="/u/6183.png" alt="@mira-okafor"></a> <a class="author" href="/mira-okafor">mira-okafor</a> added 2 commits</div>';
    expect(await convert(line)).toBe('[mira-okafor](https://example.com/mira-okafor) added 2 commits');
  });

  it('keeps an avatar whose text is the only place that names its member, and a picture not named an avatar', async () => {
    expect(await convert('<div class="post-head"><div class="avatar"><img src="/p/theo.png" alt="Theo Marchetti"></div><span>2 days ago</span></div>'))
      .toBe('![Theo Marchetti](https://example.com/p/theo.png)\n\n2 days ago');
    expect(await convert('<div class="card"><img src="/p/film.png" alt="Avatar poster"></div>')).toBe('![Avatar poster](https://example.com/p/film.png)');
  });
});
