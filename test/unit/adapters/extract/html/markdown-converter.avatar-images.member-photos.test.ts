import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: members\' photos named by class', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("leaves out a member's photo a class names so (Invision's a.ipsUserPhoto, an img.author-image) whose text is the name beside it", async () => {
    const invision = '<div class="ipsPhotoPanel"><a href="/profile/1204-reedwarbler/" class="ipsUserPhoto ipsUserPhoto_mini" title="Go to Reedwarbler\'s profile"><img src="/p/reedwarbler.jpg" alt="Reedwarbler"></a>'
      + '<div><p>By <a href="/profile/1204-reedwarbler/">Reedwarbler</a>, April 11, 2023</p></div></div>';
    expect(await convert(invision)).toBe('By [Reedwarbler](https://example.com/profile/1204-reedwarbler/), April 11, 2023');
    expect(await convert('<div class="byline"><img class="author-image" src="/a/jd.jpg" alt="Jane Doe"><span>By Jane Doe</span></div>')).toBe('By Jane Doe');
  });

  it("keeps a member's photo whose text names no one beside it, and a photo of a thing a class names a product's", async () => {
    expect(await convert('<div class="card"><a class="ipsUserPhoto" href="/profile/9-x/"><img src="/p/x.png" alt="Theo Marchetti"></a><p>2 days ago</p></div>'))
      .toBe('[![Theo Marchetti](https://example.com/p/x.png)](https://example.com/profile/9-x/)\n\n2 days ago');
    expect(await convert('<div class="product-photo"><img src="/p/drill.png" alt="Bench drill"></div><p>Bench drill, 1950s.</p>')).toBe('![Bench drill](https://example.com/p/drill.png)\n\nBench drill, 1950s.');
  });
});
