import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

/** An archive's post cards: a linked title, an excerpt and a meta line of author and date. */
const card = (index: number, meta: string): string => `<article class="post"><h2><a href="/posts/${index}/">Post number ${index} about compost heaps</a></h2><p>${PARAGRAPH.repeat(2)}</p>${meta}</article>`;

describe("leanReadability: an archive's post cards", () => {
  it("keeps each card's date and author line, set in a footer or a block named meta (Ghost's footer.post-card-meta, Astra's div.entry-meta), which Readability drops", async () => {
    const footer = (index: number): string => `<footer class="post-card-meta"><a href="/author/elin/">Elin Vasquez</a> <time datetime="2024-04-${10 + index}">${10 + index} Apr 2024</time> • 9 min read</footer>`;
    const meta = (index: number): string => `<div class="entry-meta">By <span class="author-name">Harriet Okafor</span> / <span class="published">April ${index}, 2024</span> / <a href="/category/compost/">Composting</a>, <a href="/category/soil/">Soil</a></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Archive</title></head><body><main>${[1, 2, 3].map((index) => card(index, footer(index))).join('')}${[4, 5, 6].map((index) => card(index, meta(index))).join('')}</main></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('13 Apr 2024');
    const text = (lean as { textContent: string }).textContent;
    for (const date of ['11 Apr 2024', '12 Apr 2024', '13 Apr 2024', 'April 4, 2024', 'April 6, 2024']) expect(text).toContain(date);
    // Hugo PaperMod's footer says its date only in words.
    const said = (index: number): string => `<footer class="entry-footer"><span title="2024-04-2${index} 09:30:00 +0000 UTC">April 2${index}, 2024</span>&nbsp;·&nbsp;9 min&nbsp;·&nbsp;Mira Castellanos</footer>`;
    const [, papermod] = await both(`<!DOCTYPE html><html><head><title>Posts</title></head><body><main>${[1, 2, 3].map((index) => card(index, said(index))).join('')}</main></body></html>`);
    expect((papermod as { textContent: string }).textContent).toContain('April 23, 2024');
  });

  it("leaves a lone article's footer and a page's footer to Readability", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Post</title></head><body><main>${card(1, '<footer class="entry-footer"><time datetime="2024-04-01">April 1, 2024</time> · Share this</footer>')}</main><footer class="site-footer"><time>2024</time> Site</footer></body></html>`;
    const [, lean] = await both(markup);
    expect((lean as { textContent: string }).textContent).not.toContain('Share this');
  });
});
