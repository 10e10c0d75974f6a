import { visibleWordCount } from './markdown-words.js';

/**
 * A line that is one link and nothing else, optionally a list item, a heading or emphasised, and
 * after the card's picture (Houzz's `- ![… logo](…) [Oakline Build & Design Ltd](…)`).
 */
const LINKED_TITLE_LINE = /^[ \t]*(?:[-*+][ \t]+|\d+[.)][ \t]+)?(?:#{1,6}[ \t]+)?(?:!\[[^\]]*\]\([^)\s]*(?:[ \t]+"[^"]*")?\)[ \t]+)?(\*{1,2}|_{1,2})?\[([^\]]+)\]\([^)\s]*(?:[ \t]+"[^"]*")?\)\1?[ \t]*$/;
/** A linked title names something: at least this many words (a "Read more" or a tag is not one). */
export const TITLE_MIN_WORDS = 3;

/**
 * When an extracted "article" is really an index: a run of linked item titles (teasers of other
 * pages), each with at most a short summary. Pages that declare an article (a date, `og:type`) are
 * not always one: a section, topic or news hub states a date too, and Readability then keeps one
 * block of its teasers. `undefined` turns the rule off.
 */
export interface LinkedTitleIndex {
  /** At least this many lines of the output are a linked title... */
  readonly minTitles: number;
  /** ...and the output has at most this many words per linked title (summaries, not an article's prose). */
  readonly maxWordsPerTitle: number;
}

/** Production rule; chosen by 5-fold cross-validation over both development corpora (`bench/extract/linked-title-index-cv.ts`: every fold picks it). */
export const LINKED_TITLE_INDEX: LinkedTitleIndex | undefined = { minTitles: 3, maxWordsPerTitle: 150 };

/**
 * When Readability's output is an index (under the index rule) but left out some of the index's
 * items: the content region has at least `minMissed` more linked-title lines than Readability's
 * output, and at least the words those titles need ({@link TITLE_MIN_WORDS} each) more than it (so
 * the region's Markdown, which the count needs, is converted only where it can hold them).
 * Readability keeps a list's items by their score, and drops a card whose markup differs from its
 * neighbours' (a wider column, an advertisement slot between items); the region keeps the whole
 * list, and a listing's items are its content. `undefined` turns the rule off.
 */
export interface MissedIndexItems {
  readonly minMissed: number;
}

/** Production rule; chosen by 5-fold cross-validation over both development corpora (`bench/extract/missed-items-cv.ts`). */
export const MISSED_INDEX_ITEMS: MissedIndexItems | undefined = { minMissed: 1 };

/**
 * Lines of `markdown` that are one link of at least three words and nothing else but a picture before
 * it (a teaser's title: `### [Title](url)`, `- [Title](url)`, `**[Title](url)**`, `- ![](logo) [Title](url)`).
 * Links around images only do not count.
 */
export function linkedTitleLines(markdown: string): number {
  let titles = 0;
  for (const line of markdown.split('\n')) {
    if (line.indexOf('](') < 0) continue;
    const match = LINKED_TITLE_LINE.exec(line);
    if (match === null) continue;
    if (visibleWordCount(match[2] as string) >= TITLE_MIN_WORDS) titles += 1;
  }
  return titles;
}

/** Whether an output of `words` visible words with `titles` linked-title lines is an index under `rule`. */
export function isLinkedTitleIndex(words: number, titles: number, rule: LinkedTitleIndex | undefined): boolean {
  return rule !== undefined && titles >= rule.minTitles && words <= rule.maxWordsPerTitle * titles;
}
