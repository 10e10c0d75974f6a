import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseContent, CONTENT_CHOICE_THRESHOLDS } from '../../../../domain/page/content-choice.policy.js';

const nothing = { article: false, collection: false };

describe('chooseContent', () => {
  it('keeps Readability when it has at least the coverage share of the region', () => {
    expect(chooseContent({ readabilityWords: 800, regionWords: 1_000 }, nothing)).toEqual({ source: 'readability', reason: "readability has 80 % of the region's words" });
    expect(chooseContent({ readabilityWords: 1_200, regionWords: 1_000 }, { article: false, collection: true }).source).toBe('readability');
  });

  it('below the coverage: region for declared collections, Readability for declared articles, region otherwise', () => {
    const candidates = { readabilityWords: 300, regionWords: 1_000 };
    expect(chooseContent(candidates, { article: true, collection: true })).toEqual({ source: 'region', reason: "readability has 30 % of the region's words; the page declares a thread, product or listing" });
    expect(chooseContent(candidates, { article: true, collection: false })).toEqual({ source: 'readability', reason: "readability has 30 % of the region's words; the page declares an article" });
    expect(chooseContent(candidates, nothing)).toEqual({ source: 'region', reason: "readability has 30 % of the region's words; the page declares no article" });
  });

  it("on a declared listing, gives Readability's cut up for the region when the region lists at least three more linked item titles", () => {
    const listing = { article: false, collection: true, listing: true };
    const candidates = (listed: number, kept: number) => ({ readabilityWords: 840, regionWords: 1_000, readabilityLinkedTitles: () => kept, regionLinkedTitles: () => listed });
    expect(chooseContent(candidates(12, 0), listing)).toEqual({ source: 'region', reason: "readability has 84 % of the region's words but 0 of its 12 linked item titles; the page declares a listing" });
    expect(chooseContent(candidates(2, 0), listing).source).toBe('readability');
    expect(chooseContent(candidates(12, 0), { article: false, collection: true }).source).toBe('readability');
    expect(chooseContent({ ...candidates(12, 0), readabilityWords: 1_100 }, listing).source).toBe('readability');
  });

  it('a declared article gives way to the region when Readability kept a run of linked item titles', () => {
    const article = { article: true, collection: false };
    const teasers = { readabilityWords: 300, regionWords: 1_000, readabilityLinkedTitles: () => 3 };
    expect(chooseContent(teasers, article)).toEqual({ source: 'region', reason: "readability has 30 % of the region's words and 3 linked item titles; the page declares an article but lists items" });
    // An article's prose around a few linked lines is still the article.
    expect(chooseContent({ ...teasers, readabilityWords: 451 }, article).source).toBe('readability');
    expect(chooseContent({ ...teasers, readabilityLinkedTitles: () => 2 }, article).source).toBe('readability');
    expect(chooseContent(teasers, article, CONTENT_CHOICE_THRESHOLDS, { rule: undefined }).source).toBe('readability');
    // Read only where the declared article decides.
    let reads = 0;
    const counted = { ...teasers, readabilityWords: 900, readabilityLinkedTitles: () => ++reads };
    expect(chooseContent(counted, article).source).toBe('readability');
    expect(chooseContent({ ...counted, readabilityWords: 300 }, { article: true, collection: true }).source).toBe('region');
    expect(chooseContent({ ...counted, readabilityWords: 300 }, { article: false, collection: false }).source).toBe('region');
    expect(reads).toBe(0);
  });

  it("gives Readability's index up for the region when the region, with more words, has item titles Readability left out", () => {
    // Readability kept 6 of a list's 7 linked titles (it dropped a card whose markup differed from its neighbours').
    const index = { readabilityWords: 312, regionWords: 355, readabilityLinkedTitles: () => 6, regionLinkedTitles: () => 7 };
    expect(chooseContent(index, nothing)).toEqual({ source: 'region', reason: "readability has 88 % of the region's words but 6 of its 7 linked item titles" });
    expect(chooseContent(index, { article: true, collection: false }).source).toBe('region');
    // The same titles on both sides: the tighter cut.
    expect(chooseContent({ ...index, regionLinkedTitles: () => 6 }, nothing).source).toBe('readability');
    // Readability's output is an article, not an index (a few linked lines in prose): the rule does not apply.
    expect(chooseContent({ ...index, readabilityWords: 1_000, regionWords: 1_100 }, nothing).source).toBe('readability');
    // Readability holds more words than the region: it kept something the region's cut dropped.
    expect(chooseContent({ ...index, readabilityWords: 400 }, nothing).source).toBe('readability');
    // The region's extra words cannot hold one more linked title (three words): its Markdown is not even read.
    let converted = 0;
    expect(chooseContent({ ...index, readabilityWords: 353, regionLinkedTitles: () => ++converted + 7 }, nothing).source).toBe('readability');
    expect(converted).toBe(0);
    expect(chooseContent({ ...index, readabilityWords: 352 }, nothing).source).toBe('region');
    // Off, or a larger minimum.
    expect(chooseContent(index, nothing, CONTENT_CHOICE_THRESHOLDS, { rule: undefined, missed: undefined }).source).toBe('readability');
    expect(chooseContent(index, nothing, CONTENT_CHOICE_THRESHOLDS, { rule: undefined, missed: { minMissed: 2 } }).source).toBe('readability');
    // With the index rule off, production's index shape still decides what an index is.
    expect(chooseContent(index, nothing, CONTENT_CHOICE_THRESHOLDS, { rule: undefined }).source).toBe('region');
    // The region's Markdown is read only when Readability's output is an index.
    let reads = 0;
    expect(chooseContent({ ...index, readabilityLinkedTitles: () => 1, regionLinkedTitles: () => ++reads }, nothing).source).toBe('readability');
    expect(reads).toBe(0);
  });

  it('on a page declaring a schema.org product, Readability needs the product coverage: its tighter cut there keeps one part of the product', () => {
    const product = { article: false, collection: true, product: true, productSchema: true };
    const openGraphOnly = { article: false, collection: true, product: true };
    const candidates = { readabilityWords: 900, regionWords: 1_000 };
    expect(chooseContent(candidates, product)).toEqual({ source: 'region', reason: "readability has 90 % of the region's words; the page declares a thread, product or listing" });
    expect(chooseContent({ readabilityWords: 1_000, regionWords: 1_000 }, product).source).toBe('region');
    // More words than the region holds: Readability kept what the region's cut left out (the page is not only its main element).
    expect(chooseContent({ readabilityWords: 1_100, regionWords: 1_000 }, product).source).toBe('readability');
    // A product page that also declares an article (a review with a Product in its markup) keeps the general coverage.
    expect(chooseContent(candidates, { ...product, article: true }).source).toBe('readability');
    // og:type product alone is set by category pages too: the general coverage holds there.
    expect(chooseContent(candidates, openGraphOnly).source).toBe('readability');
    expect(chooseContent(candidates, nothing).source).toBe('readability');
    // Without a product setting, the general coverage holds on product pages too.
    expect(chooseContent(candidates, product, { coverage: 0.8 }).source).toBe('readability');
    expect(chooseContent(candidates, product, { coverage: 0.8, productCoverage: 0.85 }).source).toBe('readability');
  });

  it('with productInside, Readability\'s longer cut on a product page wins only when that share of its words are the region\'s too', () => {
    const product = { article: false, collection: true, product: true, productSchema: true };
    const thresholds = { coverage: 0.8, productCoverage: 1.1, productInside: 0.5 };
    let reads = 0;
    const longer = (share: number) => ({ readabilityWords: 2_570, regionWords: 1_000, readabilityShareInRegion: () => { reads += 1; return share; } });
    // eBay: the region is the item, Readability's cut mostly the cookie notice outside it (6 % of its words are the region's).
    expect(chooseContent(longer(0.06), product, thresholds)).toEqual({ source: 'region', reason: "readability has 257 % of the region's words but only 6 % of its words are the region's; the page declares a product" });
    expect(chooseContent(longer(0.84), product, thresholds).source).toBe('readability');
    expect(chooseContent(longer(0.06), product, { coverage: 0.8, productCoverage: 1.1 }).source).toBe('readability');
    // Other pages, and product pages where the coverage already decides for the region, never read the share.
    reads = 0;
    expect(chooseContent(longer(0.06), { article: false, collection: false }, thresholds).source).toBe('readability');
    expect(chooseContent({ ...longer(0.06), readabilityWords: 900 }, product, thresholds).source).toBe('region');
    expect(reads).toBe(0);
  });

  it("a declared article gives way to the region when Readability's cut is one post of a series (a thread that states its first post's date)", () => {
    const article = { article: true, collection: false };
    const thread = { readabilityWords: 300, regionWords: 1_000, readabilityPostSeries: () => 6 };
    expect(chooseContent(thread, article)).toEqual({ source: 'region', reason: "readability has 30 % of the region's words, one of 6 posts; the page declares an article but is a thread" });
    expect(chooseContent({ ...thread, readabilityPostSeries: () => 0 }, article).source).toBe('readability');
    // Read only where the declared article decides: not when Readability covers the region, nor on a declared collection.
    let reads = 0;
    const counted = { ...thread, readabilityPostSeries: () => ++reads };
    expect(chooseContent({ ...counted, readabilityWords: 900 }, article).source).toBe('readability');
    expect(chooseContent(counted, { article: true, collection: true }).source).toBe('region');
    expect(chooseContent(counted, nothing).source).toBe('region');
    expect(reads).toBe(0);
  });

  it('an article declared by a stated date alone gives way to the region when Readability left out a thread of dated posts (a bug report apart from its comments)', () => {
    const dated = { article: true, collection: false, dateOnly: true };
    const report = { readabilityWords: 210, regionWords: 1_000, readabilityLeftOutPosts: () => 7 };
    expect(chooseContent(report, dated)).toEqual({ source: 'region', reason: "readability has 21 % of the region's words and left out 7 posts of a thread; only a stated date declares an article" });
    expect(chooseContent({ ...report, readabilityLeftOutPosts: () => 2 }, dated).source).toBe('readability');
    // An article type or og:type keeps Readability's cut (an article over its comments), and the posts are not even read.
    let reads = 0;
    expect(chooseContent({ ...report, readabilityLeftOutPosts: () => ++reads }, { article: true, collection: false }).source).toBe('readability');
    expect(reads).toBe(0);
  });

  it("Readability's cut that covers the region gives way to it when it left out posts of a series it kept (a thread's short answer)", () => {
    const thread = { readabilityWords: 930, regionWords: 1_000, readabilityMissedPosts: () => 1 };
    expect(chooseContent(thread, nothing)).toEqual({ source: 'region', reason: "readability has 93 % of the region's words but left out 1 of a series' posts" });
    expect(chooseContent({ ...thread, readabilityMissedPosts: () => 0 }, nothing).source).toBe('readability');
    // Read only where Readability would win.
    let reads = 0;
    expect(chooseContent({ ...thread, readabilityWords: 300, readabilityMissedPosts: () => ++reads }, nothing).source).toBe('region');
    expect(reads).toBe(0);
  });

  it("Readability's cut that covers the region gives way to it when it left out three or more questions of the page's declared FAQ", () => {
    const post = { readabilityWords: 900, regionWords: 1_000, readabilityMissedQuestions: () => 5 };
    expect(chooseContent(post, { article: true, collection: false })).toEqual({ source: 'region', reason: "readability has 90 % of the region's words but left out 5 questions of the FAQ the page declares" });
    expect(chooseContent({ ...post, readabilityMissedQuestions: () => 3 }, nothing).source).toBe('region');
    expect(chooseContent({ ...post, readabilityMissedQuestions: () => 2 }, { article: true, collection: false }).source).toBe('readability');
    // Below the coverage too, where a declared article would keep Readability's cut: the page's own FAQ is no comment.
    expect(chooseContent({ ...post, readabilityWords: 610 }, { article: true, collection: false })).toEqual({ source: 'region', reason: "readability has 61 % of the region's words and left out 5 questions of the FAQ the page declares; the page declares an article" });
    expect(chooseContent({ ...post, readabilityWords: 610, readabilityMissedQuestions: () => 2 }, { article: true, collection: false }).source).toBe('readability');
    // Read only where Readability would win (here the region wins anyway: the page declares nothing).
    let reads = 0;
    expect(chooseContent({ ...post, readabilityWords: 300, readabilityMissedQuestions: () => ++reads }, nothing).source).toBe('region');
    expect(reads).toBe(0);
  });

  it('never keeps an output without words', () => {
    expect(chooseContent({ readabilityWords: 0, regionWords: 10 }, { article: true, collection: false }).source).toBe('region');
    expect(chooseContent({ readabilityWords: 10, regionWords: 0 }, { article: false, collection: true }).source).toBe('readability');
  });

  it('uses the thresholds it is given and is monotonic in the coverage threshold', () => {
    expect(CONTENT_CHOICE_THRESHOLDS.coverage).toBe(0.8);
    expect(CONTENT_CHOICE_THRESHOLDS.productCoverage).toBe(1.1);
    fc.assert(fc.property(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 5_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (readabilityWords, regionWords, coverage) => {
      const strict = chooseContent({ readabilityWords, regionWords }, nothing, { coverage });
      const looser = chooseContent({ readabilityWords, regionWords }, nothing, { coverage: coverage / 2 });
      if (strict.source === 'readability') expect(looser.source).toBe('readability');
    }));
  });
  it("on a declared listing, gives Readability's cut up for the region when the region links at least three more of the items the page's list names, however short their titles", () => {
    const listing = { article: false, collection: true, listing: true };
    const candidates = (listed: number, kept: number) => ({ readabilityWords: 940, regionWords: 1_000, readabilityLinkedTitles: () => 0, regionLinkedTitles: () => 0, readabilityListedItems: () => kept, regionListedItems: () => listed });
    expect(chooseContent(candidates(6, 0), listing)).toEqual({ source: 'region', reason: "readability has 94 % of the region's words but links 0 of the 6 items the page lists that the region links" });
    expect(chooseContent(candidates(6, 4), listing).source).toBe('readability');
    expect(chooseContent(candidates(2, 0), listing).source).toBe('readability');
    expect(chooseContent(candidates(6, 0), { article: false, collection: true }).source).toBe('readability');
    expect(chooseContent({ ...candidates(6, 0), readabilityWords: 1_100 }, listing).source).toBe('readability');
  });

  it("on a page that declares nothing, gives Readability's cut up for the region when the region's lines above it hold the lead's words outside links", () => {
    let reads = 0;
    const lead = CONTENT_CHOICE_THRESHOLDS.lead as number;
    const candidates = (words: number) => ({ readabilityWords: 900, regionWords: 1_000, regionLeadWords: () => { reads += 1; return words; } });
    // A documentation page's synopsis above the section Readability began at.
    expect(chooseContent(candidates(lead), nothing)).toEqual({ source: 'region', reason: `readability has 90 % of the region's words but ${lead} words of the region's stand above its first line; the page declares no article` });
    expect(chooseContent(candidates(lead - 1), nothing).source).toBe('readability');
    expect(chooseContent(candidates(300), nothing, { coverage: 0.8 }).source).toBe('readability');
    // An article's standfirst or a thread's opening above the cut is the page's own business: never read there.
    reads = 0;
    expect(chooseContent(candidates(300), { article: true, collection: false }).source).toBe('readability');
    expect(chooseContent(candidates(300), { article: false, collection: true }).source).toBe('readability');
    expect(chooseContent({ ...candidates(300), readabilityWords: 500 }, nothing)).toEqual({ source: 'region', reason: "readability has 50 % of the region's words; the page declares no article" });
    expect(reads).toBe(0);
  });
});
