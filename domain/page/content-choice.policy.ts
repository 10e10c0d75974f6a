import { MISSED_QUESTIONS } from './declared-questions.policy.js';
import { isLinkedTitleIndex, LINKED_TITLE_INDEX, MISSED_INDEX_ITEMS, TITLE_MIN_WORDS, type LinkedTitleIndex, type MissedIndexItems } from './linked-title-index.policy.js';

/** Thresholds of {@link chooseContent} (shares, 0–1). */
export interface ContentChoiceThresholds {
  /**
   * Readability's output is kept whenever it has at least this share of the region's words: both
   * found the same content and Readability's is the tighter cut.
   */
  readonly coverage: number;
  /**
   * The same share on a page that declares a schema.org product and no article; `coverage` when
   * absent. A product page is many parts (the offer, the description, specifications, stock and
   * delivery notes); Readability's tighter cut there keeps one of them, so on such a page it wins
   * only when it holds more words than the region (production 1.1: then the region's cut is the
   * narrower one). A declared article with a Product in its markup (a review) keeps `coverage`.
   */
  readonly productCoverage?: number;
  /**
   * On such a page Readability wins by `productCoverage` only when at least this share of its own
   * words are words the region has too (`ContentCandidates.readabilityShareInRegion`): a cut that is
   * mostly text outside the region (a footer's lists, a cookie notice) loses. No such condition when absent.
   */
  readonly productInside?: number;
  /**
   * On a page that declares nothing, the region wins even where Readability has `coverage` of its
   * words when the region's lines above Readability's cut hold at least this many words outside links
   * (`ContentCandidates.regionLeadWords`): Readability kept a documentation page's sections and left out
   * its introduction (a synopsis, a module's summary and first example); a sidebar's or a menu's
   * lines of links above it say nothing. No such rule when absent.
   */
  readonly lead?: number;
}

/**
 * On a page that declares a listing (an ItemList, a collection, search results), the region wins
 * over Readability's cut, however much of the region's words that has, when the region lists at
 * least this many more linked item titles: Readability kept a category's description and left its
 * product grid out. Fixed by reading (the index rule's three titles, {@link LINKED_TITLE_INDEX}), not tuned.
 */
export const LISTING_MISSED_TITLES = 3;

/** Production thresholds; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md; `productInside`: bench/extract/region-root-cv.ts; `lead`: bench/extract/choice-rules-cv.ts `--only`). */
export const CONTENT_CHOICE_THRESHOLDS: ContentChoiceThresholds = { coverage: 0.8, productCoverage: 1.1, productInside: 0.5, lead: 35 };

/** What the page declares about itself (schema.org, Open Graph, a stated publication date). */
export interface DeclaredPageKind {
  /** An article type (Article, NewsArticle, BlogPosting, …) or a stated publication date. */
  readonly article: boolean;
  /** A thread, question, product, listing or collection type: many parts, all of them content. */
  readonly collection: boolean;
  /** A product type (or `og:type` product): its customers' reviews are not its content. */
  readonly product?: boolean;
  /** The product is declared with a schema.org type, not only by `og:type` (which shops' category pages set too). */
  readonly productSchema?: boolean;
  /** An item list, collection or search-results type: its radio buttons and checkboxes are filters. */
  readonly listing?: boolean;
  /** The article is declared by a stated publication date alone: no article type, no `og:type` `article`. */
  readonly dateOnly?: boolean;
}

/** Word counts of the two candidate outputs (visible words; 0 when the extractor found nothing). */
export interface ContentCandidates {
  readonly readabilityWords: number;
  readonly regionWords: number;
  /**
   * Lines of Readability's output that are one linked title (`linkedTitleLines`); read only when
   * the page's declared article would decide (so its Markdown is converted only then).
   */
  readonly readabilityLinkedTitles?: () => number;
  /** Lines of the region's output that are one linked title; read only when Readability's output is an index. */
  readonly regionLinkedTitles?: () => number;
  /**
   * How many of the items the page's own list names (its JSON-LD `ItemList`'s addresses) each output
   * links; read only on a declared listing where Readability would win. Absent: not counted.
   */
  readonly readabilityListedItems?: () => number;
  readonly regionListedItems?: () => number;
  /** Share of Readability's words that the region's output has too (`sharedWordShare`); read only when `productInside` would decide. */
  readonly readabilityShareInRegion?: () => number;
  /** The posts of the series Readability's output is one post of (`postSeriesOfCut`), 0 when none; read only when a declared article would decide. */
  readonly readabilityPostSeries?: () => number;
  /** The posts of a series Readability's output kept some of and left others out of (`missedPostsOfCut`), 0 when none; read only when Readability would win. */
  readonly readabilityMissedPosts?: () => number;
  /** The posts of a series Readability's output left out, whether or not it kept any (`missedPostsOfCut` with no post kept needed); read only when a date alone declares the article. */
  readonly readabilityLeftOutPosts?: () => number;
  /** The questions of the page's declared FAQ the region states and Readability's output does not (`missedQuestionsOfCut`), 0 when none; read only when Readability would win or a declared article would decide. */
  readonly readabilityMissedQuestions?: () => number;
  /** Words outside links of the region's lines above the line where Readability's output begins, less Readability's own above its opening (`leadWords`); read only when `lead` would decide. */
  readonly regionLeadWords?: () => number;
}

/** The index rules of {@link chooseContent}; each is off when `undefined`. */
export interface IndexRules {
  /** A declared article whose Readability output is an index gives way to the region. */
  readonly rule: LinkedTitleIndex | undefined;
  /** Readability's index that left out items the region has gives way to the region ({@link MISSED_INDEX_ITEMS} when absent). */
  readonly missed?: MissedIndexItems | undefined;
}

/** The output a chain keeps and why, in words fit for `stageNotes`. */
export interface ContentChoice {
  readonly source: 'readability' | 'region';
  readonly reason: string;
}

/**
 * Chooses between Readability's article and the page's content region (main element without
 * chrome), from word counts and what the page declares, deterministically and without ground truth:
 *
 * 1. an output without words loses;
 * 2. Readability wins when it has at least `coverage` of the region's words (same content, tighter),
 *    on a page declaring a schema.org product and no article at least `productCoverage` (there the region holds the product's parts)
 *    and, when `productInside` is set, at least that share of its own words among the region's (else it is mostly text outside the region),
 *    unless its output is an index (under `index.rule`, production's when that is off) and the region has
 *    at least `index.missed.minMissed` more linked titles (and the words they need): Readability dropped some of the list's items,
 *    or the page declares a listing and the region lists {@link LISTING_MISSED_TITLES} more linked item titles,
 *    or links that many more of the items its JSON-LD list names
 *    (a category's product grid left out of Readability's cut of its description),
 *    or Readability kept a series of like dated posts but left some out that the region has
 *    (`candidates.readabilityMissedPosts`: a thread's short answer),
 *    or left out {@link MISSED_QUESTIONS} or more questions of the page's declared FAQ that the region states
 *    (`candidates.readabilityMissedQuestions`: an FAQ below a newsletter form at an article's end),
 *    or, on a page that declares nothing, the region has `lead` words or more outside links above Readability's first line
 *    (`candidates.regionLeadWords`: a documentation page's introduction above its first section);
 * 3. otherwise Readability kept one part of a page with more: the region wins when the page
 *    declares a thread, product, listing or collection, Readability when it declares an article or
 *    states a publication date (the rest is comments and teasers), and the region when it declares
 *    nothing (service and documentation pages: sections, not one article);
 * 4. a declared article does not hold when Readability's output is a run of linked item titles
 *    with short summaries (`index.rule`, see {@link LinkedTitleIndex}; off when `undefined`): the page
 *    is a section or topic index that states a date, Readability kept one block of its teasers, and
 *    the region has them all; nor when Readability's output is one post of a series of like dated
 *    posts (`candidates.readabilityPostSeries`): the page is a thread or an issue that states its
 *    first post's date, and Readability kept that post without the answers; nor when Readability left out
 *    {@link MISSED_QUESTIONS} or more questions of the page's declared FAQ that the region states; nor, where only a stated date
 *    declares the article, when Readability left out {@link LEFT_OUT_THREAD_POSTS} or more posts of a series of
 *    like dated posts (`candidates.readabilityLeftOutPosts`): a bug report's description set apart from its comments.
 */
/** A page that only states a date is a thread, not an article, where Readability left out this many of its dated posts. */
export const LEFT_OUT_THREAD_POSTS = 3;

export function chooseContent(candidates: ContentCandidates, declared: DeclaredPageKind, thresholds: ContentChoiceThresholds = CONTENT_CHOICE_THRESHOLDS, index: IndexRules = { rule: LINKED_TITLE_INDEX }): ContentChoice {
  const { readabilityWords, regionWords } = candidates;
  if (regionWords === 0) return { source: 'readability', reason: 'the region has no words' };
  if (readabilityWords === 0) return { source: 'region', reason: 'readability found no words' };
  const coverage = readabilityWords / regionWords;
  const share = `${Math.round(coverage * 100)} %`;
  const needed = declared.productSchema === true && !declared.article ? thresholds.productCoverage ?? thresholds.coverage : thresholds.coverage;
  const product = declared.productSchema === true && !declared.article && thresholds.productCoverage !== undefined;
  if (coverage >= needed && product && thresholds.productInside !== undefined && candidates.readabilityShareInRegion !== undefined) {
    const inside = candidates.readabilityShareInRegion();
    if (inside < thresholds.productInside) {
      return { source: 'region', reason: `readability has ${share} of the region's words but only ${Math.round(inside * 100)} % of its words are the region's; the page declares a product` };
    }
  }
  if (coverage >= needed) {
    const missed = 'missed' in index ? index.missed : MISSED_INDEX_ITEMS;
    // Only when the region is the larger cut by at least the missed titles' words: where Readability holds more words, it kept something the region dropped.
    if (missed !== undefined && regionWords - readabilityWords >= TITLE_MIN_WORDS * missed.minMissed && candidates.readabilityLinkedTitles !== undefined && candidates.regionLinkedTitles !== undefined) {
      const kept = candidates.readabilityLinkedTitles();
      if (isLinkedTitleIndex(readabilityWords, kept, index.rule ?? LINKED_TITLE_INDEX)) {
        const listed = candidates.regionLinkedTitles();
        if (listed - kept >= missed.minMissed) {
          return { source: 'region', reason: `readability has ${share} of the region's words but ${kept} of its ${listed} linked item titles` };
        }
      }
    }
    // A declared listing whose items Readability's cut left out (a category page's product grid under its description).
    if (declared.listing === true && regionWords > readabilityWords && candidates.readabilityLinkedTitles !== undefined && candidates.regionLinkedTitles !== undefined) {
      const listed = candidates.regionLinkedTitles();
      const kept = candidates.readabilityLinkedTitles();
      if (listed - kept >= LISTING_MISSED_TITLES) return { source: 'region', reason: `readability has ${share} of the region's words but ${kept} of its ${listed} linked item titles; the page declares a listing` };
    }
    // The same, counted by the items the page's list names, whatever their titles' length (software and firms named in a word or two).
    if (declared.listing === true && regionWords > readabilityWords && candidates.readabilityListedItems !== undefined && candidates.regionListedItems !== undefined) {
      const listed = candidates.regionListedItems();
      const kept = listed < LISTING_MISSED_TITLES ? listed : candidates.readabilityListedItems();
      if (listed - kept >= LISTING_MISSED_TITLES) return { source: 'region', reason: `readability has ${share} of the region's words but links ${kept} of the ${listed} items the page lists that the region links` };
    }
    const missedPosts = candidates.readabilityMissedPosts?.() ?? 0;
    if (missedPosts > 0) return { source: 'region', reason: `readability has ${share} of the region's words but left out ${missedPosts} of a series' posts` };
    const missedQuestions = candidates.readabilityMissedQuestions?.() ?? 0;
    if (missedQuestions >= MISSED_QUESTIONS) return { source: 'region', reason: `readability has ${share} of the region's words but left out ${missedQuestions} questions of the FAQ the page declares` };
    if (thresholds.lead !== undefined && !declared.article && !declared.collection) {
      const lead = candidates.regionLeadWords?.() ?? 0;
      if (lead >= thresholds.lead) return { source: 'region', reason: `readability has ${share} of the region's words but ${lead} words of the region's stand above its first line; the page declares no article` };
    }
    return { source: 'readability', reason: `readability has ${share} of the region's words` };
  }
  if (declared.collection) return { source: 'region', reason: `readability has ${share} of the region's words; the page declares a thread, product or listing` };
  if (declared.article) {
    const titles = index.rule === undefined ? 0 : candidates.readabilityLinkedTitles?.() ?? 0;
    if (isLinkedTitleIndex(readabilityWords, titles, index.rule)) {
      return { source: 'region', reason: `readability has ${share} of the region's words and ${titles} linked item titles; the page declares an article but lists items` };
    }
    const posts = candidates.readabilityPostSeries?.() ?? 0;
    if (posts > 0) {
      return { source: 'region', reason: `readability has ${share} of the region's words, one of ${posts} posts; the page declares an article but is a thread` };
    }
    // The page's own FAQ is no comment: a cut without it left the page's content out, however much else the region holds.
    const missedQuestions = candidates.readabilityMissedQuestions?.() ?? 0;
    if (missedQuestions >= MISSED_QUESTIONS) {
      return { source: 'region', reason: `readability has ${share} of the region's words and left out ${missedQuestions} questions of the FAQ the page declares; the page declares an article` };
    }
    // A bug report or a thread whose opening post stands apart from the answers states its date, and nothing else says it is an article.
    const leftOut = declared.dateOnly === true ? candidates.readabilityLeftOutPosts?.() ?? 0 : 0;
    if (leftOut >= LEFT_OUT_THREAD_POSTS) {
      return { source: 'region', reason: `readability has ${share} of the region's words and left out ${leftOut} posts of a thread; only a stated date declares an article` };
    }
    return { source: 'readability', reason: `readability has ${share} of the region's words; the page declares an article` };
  }
  return { source: 'region', reason: `readability has ${share} of the region's words; the page declares no article` };
}
