import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unwrapHeadingBlocks } from '../../../../../../adapters/outbound/extract/html/region/heading-wrappers.js';

/**
 * Session 35, batch 3: a block set inside a heading that holds only a link saying "Edit", "More …",
 * "See all" (or the like, in at most three words), beside words of the heading's own, is the heading's
 * control (MyAnimeList's `<h2><div class="floatRightHeader"><a>Edit</a></div>Synopsis</h2>`): it goes.
 * A brand's link in a product's heading, or a heading whose whole text is the block's link, stays.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const headingsOf = (body: Element): Element[] => Array.from(body.querySelectorAll('h1, h2, h3'));
const squeezed = (element: Element | undefined): string => (element?.innerHTML ?? '').replace(/\s+/g, ' ').trim();

describe('unwrapHeadingBlocks: a heading\'s control set in a block inside it', () => {
  it("removes MyAnimeList's edit link beside the heading's words, leaving \"Synopsis\" and \"Background\"", () => {
    const body = bodyOf('<h2><div class="floatRightHeader"><a href="https://myanimelist.net/dbchanges.php?aid=58812&amp;t=synopsis">Edit</a></div>Synopsis</h2>'
      + '<h2 style="margin-top: 15px;"><div class="floatRightHeader"><a href="https://myanimelist.net/dbchanges.php?aid=58812&amp;t=background">Edit</a></div>Background</h2>');
    expect(unwrapHeadingBlocks(headingsOf(body))).toBe(2);
    expect(headingsOf(body).map(squeezed)).toEqual(['Synopsis', 'Background']);
    expect(body.querySelector('a')).toBeNull();
    expect(body.querySelector('.floatRightHeader')).toBeNull();
  });

  it('removes a "More characters", "See all" or "View All" link set in a heading, and keeps a brand\'s link in a product\'s heading', () => {
    const body = bodyOf('<h2><div class="floatRightHeader"><a href="/anime/58812/Hoshizora_Relay/characters">More characters</a></div>Characters &amp; Voice Actors</h2>'
      + '<h2>Reviews <div class="right"><a href="/reviews">See all</a></div></h2>'
      + '<h2><div class="floatRightHeader"><a href="/userrecs">View All</a></div>Recommendations</h2>'
      + '<h1 class="product-detail-info__header-name"><div class="brand"><a href="/es/bershka-n1.html">Bershka</a></div> Faux leather jacket</h1>');
    expect(unwrapHeadingBlocks(headingsOf(body))).toBe(4);
    const [characters, reviews, recommendations, product] = headingsOf(body);
    expect(squeezed(characters)).toBe('Characters &amp; Voice Actors');
    expect(squeezed(reviews)).toBe('Reviews');
    expect(squeezed(recommendations)).toBe('Recommendations');
    // A brand names the product: its link is part of the title, unwrapped, not removed.
    expect(squeezed(product)).toBe('<a href="/es/bershka-n1.html">Bershka</a> Faux leather jacket');
    expect(product?.querySelector('div')).toBeNull();
  });

  it('keeps the link of a heading whose whole text is the block\'s link ("More stories" as a section\'s linked title), while the same words beside a heading\'s own go and a longer link stays', () => {
    const body = bodyOf('<h3><div class="section-title"><a href="/stories">More stories</a></div></h3>'
      + '<h3>Latest news <div class="section-more"><a href="/news">More stories</a></div></h3>'
      + '<h3><div class="title"><a href="/archive">More from the archive</a></div> of 2019</h3>');
    expect(unwrapHeadingBlocks(headingsOf(body))).toBe(3);
    const [linked, news, archive] = headingsOf(body);
    expect(squeezed(linked)).toBe('<a href="/stories">More stories</a>');
    expect(squeezed(news)).toBe('Latest news');
    expect(news?.querySelector('a')).toBeNull();
    // Four words say more than a control: the link stays.
    expect(squeezed(archive)).toBe('<a href="/archive">More from the archive</a> of 2019');
  });
});
