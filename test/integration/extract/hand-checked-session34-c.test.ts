import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 34's helpers (invented text) for the metadata and aside rules of commit 3cc21ed:
 * the opening "By" line as the author, a blog's recommended-post date, a forum's fuller <h1>, MediaWiki's
 * namespaced title, version control's address after a name, sign-in links that are no profiles, thousands in
 * a rating count, and Norwegian asides and star labels.
 */

describe("a news agency's article that names its writer only in the opening line (<p>By Kim Seo-jin<br><br>SEOUL, …)", () => {
  it('names the writer as the author and starts the text at the dateline, without the "By" line', async () => {
    const doc = await extract('news-agency-opening-byline-article.html', 'https://en.yna.co.kr/view/AEN20240503003251320');
    expect(doc.author).toBe('Kim Seo-jin');
    expect(doc.title).toBe('(LEAD) S. Korea, Japan agree to expand joint tidal-energy research off southern coast');
    expect(doc.text).toMatch(/^SEOUL, May 3 \(Yonhap\) -- South Korea and Japan on Friday agreed to expand joint research into tidal and ocean-current power generation/);
    expect(doc.text).not.toContain('By Kim Seo-jin');
    expect(doc.removalNotes).toContain('1 dateline or byline removed (when and by whom the page was posted or updated; its date and author are in the page metadata)');
  });
});

describe("a Chinese blog's article under the date of the newest post it recommends (\"最新推荐文章于 2024-05-20 16:42:11 发布\")", () => {
  it('dates the article by its own "于 2024-03-12 10:15:30 发布", not by the recommended post\'s date', async () => {
    const doc = await extract('chinese-blog-recommended-post-date.html', 'https://blog.csdn.net/lin_yuanbo/article/details/136650218');
    expect(doc.publishedAt).toBe('2024-03-12T10:15:30');
    expect(doc.publishedAt).not.toContain('2024-05-20');
    expect(doc.title).toBe('Python 异步爬虫实战：用 asyncio + aiohttp 把抓取速度提升十倍');
  });
});

describe('a forum thread whose skin heads the page with <h1>Fossil Forum</h1>, its <title> "Fossil Forum: <thread>"', () => {
  it("takes the thread's own <h1> for the title, not the forum's name", async () => {
    const doc = await extract('forum-skin-heading-thread.html', 'https://fossil-scm.org/forum/forumpost/5c1e9a27b4');
    expect(doc.title).toBe('Autosync after commit hangs when the remote uses a self-signed certificate');
    expect(doc.title).not.toContain('Fossil Forum');
    // With its heading found, the first post's header dates the thread.
    expect(doc.publishedAt).toBe('2024-05-03T10:11:12');
    expect(doc.text).toContain('### (1) By Petra Lindqvist ([plindqvist](https://fossil-scm.org/forum/timeline?ss=v&y=f&vfx&u=plindqvist)) on 2024-05-03 10:11:12');
  });
});

describe("a MediaWiki page in a namespace (<h1> of span.mw-page-title-namespace, span.mw-page-title-separator and span.mw-page-title-main)", () => {
  it('titles the page "Key:shelter_exposure", as the wiki writes it, with no spaces around the colon', async () => {
    const doc = await extract('wiki-namespaced-key-page.html', 'https://wiki.openstreetmap.org/wiki/Key:shelter_exposure');
    expect(doc.title).toBe('Key:shelter_exposure');
    expect(doc.title).not.toContain(' : ');
    expect(doc.text).toContain("How much of a shelter's interior is exposed to wind and driving rain.");
  });
});

describe("a Mercurial changeset page (hgweb's table of th.author and td.author rows: the author, then the parents and children)", () => {
  it('names the author from the author row without the address, not the "parents" row\'s header', async () => {
    const doc = await extract('changeset-author-table-page.html', 'https://hg.tidewater.example/tidewater/rev/4f2c9e8a1b7d');
    expect(doc.author).toBe('Ingrid Vallmark');
    expect(doc.author).not.toBe('parents');
    expect(doc.text).toContain('| author | Ingrid Vallmark <ingrid@vallmark.example.net\\> |');
  });
});

describe('a Chinese Q&A page whose header and footer hold a sign-in link to /user/login ("注册登录")', () => {
  it('writes no member "in reply to 注册登录" after the posts\' authors', async () => {
    const doc = await extract('chinese-qa-sign-in-header-question.html', 'https://segmentfault.com/q/1010000044712038');
    expect(doc.text).toContain('陈木之 245 声望 [↗](https://segmentfault.com/u/chenmuzhi)\n\n- 你的 React 版本具体是多少？');
    expect(doc.text).not.toContain('in reply to 注册登录');
    expect(doc.text).not.toContain('注册登录');
  });
});

describe("a product page that states its rating only in microdata, the review count grouped by thousands (<span itemprop=\"reviewCount\">1,284</span>)", () => {
  it("says the reviews' removal rates the product from 1284 ratings, not 1.284", async () => {
    const doc = await extract('product-microdata-grouped-review-count.html', 'https://www.petco.com/shop/en/petcostore/product/wellness-complete-health-adult-chicken-and-oatmeal-recipe-dry-dog-food');
    expect(doc.removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4.7 out of 5 from 1284 ratings)");
    expect((doc.removalNotes ?? []).join(' ')).not.toContain('1.284 ratings');
  });
});

describe("a Norwegian electronics shop's product page (\"Kundeanmeldelser\", \"Passer godt sammen med\", \"Nylig sett\"; stars labelled \"Vurdert 4,6 av 5 stjerner\")", () => {
  const URL_ = 'https://www.elkjop.no/product/tv-lyd-og-smarthjem/tv/samsung-55-qn85f-4k-neo-qled-smart-tv-2025/912345';

  it('writes the star bar under the title as its label, with its review count', async () => {
    const doc = await extract('nordic-electronics-product-page.html', URL_);
    expect(doc.text).toContain('Art.nr.: 912345 Modell: TQ55QN85FATXXC\n\nVurdert 4,6 av 5 stjerner (38)\n\n- Neo QLED med Quantum Mini LED');
  });

  it('removes the customer reviews and the blocks of accessories and recently viewed products, and says so', async () => {
    const doc = await extract('nordic-electronics-product-page.html', URL_);
    expect(doc.removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4.6 out of 5 from 38 ratings)");
    expect(doc.removalNotes).toContain('2 blocks of recommended other products removed');
    for (const gone of ['## Kundeanmeldelser', 'Imponerende bilde for prisen', 'Tor Erik, Drammen', '## Passer godt sammen med', 'Samsung HW-Q700F lydplanke', '## Nylig sett']) expect(doc.text).not.toContain(gone);
    expect(doc.text).toContain('Vi tar forbehold om feil i spesifikasjonene.');
  });
});
