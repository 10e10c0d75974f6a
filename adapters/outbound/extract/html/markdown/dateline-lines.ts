import { wordCount, writesUnspaced } from '../../../../../domain/page/markdown-words.js';
import { joinBlocksExcept, markdownBlocks } from './markdown-blocks.js';

/** A dateline is one short line; a longer paragraph that mentions a date is prose. */
const DATELINE_MAX_WORDS = 16;
/** Characters of the longest line read as a possible dateline (16 words of up to a dozen letters). */
const DATELINE_MAX_CHARS = 240;
/** A paragraph of more words than this is the article's prose: the head ends there (chosen by cross-validation). */
export const HEAD_PROSE_WORDS = 25;
/** Outside the head, labelled date lines go only when there are this few (a page's posted and updated pair, not each post's date). */
const PAGE_DATELINES_MAX = 2;

const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?$|^(?:january|february|march|april|june|july|august|september|october|november|december)$/;
const WEEKDAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
/** "19", "19th", "2019", "19," */
const NUMBER = /^\d{1,4}(?:st|nd|rd|th)?$/;
/** "11/18/19", "2019-11-19", "19.11.2019" */
const NUMERIC_DATE = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/;
/** "6:55", "10:48", "4:10pm", "08:38" */
const TIME = /^\d{1,2}[:.]\d{2}(?::\d{2})?(?:am|pm|a\.m\.|p\.m\.)?$/;
const MERIDIEM = /^(?:am|pm|a\.m\.|p\.m\.)$/;
const TIME_ZONE = /^(?:utc|gmt|[ecmp][sd]t|[ecmp]t|bst|cet|cest|ist|jst|aest|aedt|sgt|hkt)$/;
const RELATIVE = /^(?:ago|an?|just|now|seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)$/;
/** Words that label a dateline ("Posted on", "Last updated:", "First published", a thread's "Started by"). */
const LABEL = /^(?:posted|updated|published|started|first|last|modified|originally|on|at|date)$/;
/** Words that join a byline's names ("By A and B"). */
const BYLINE_WORD = /^(?:by|and|&)$/;
/** Labels that make a date line the page's own wherever it stands. */
const STATUS_LABEL = /\b(?:posted|updated|published)\b/i;

/** Markdown without its dateline and byline paragraphs, and how many went. */
export interface DatelineTrim {
  readonly markdown: string;
  readonly droppedLines: number;
}

/** What the page metadata already states, and where the article's head ends. */
export interface DatelineOptions {
  /** The page's author as its metadata states it: a head line naming only them (and dates) is its byline. */
  readonly author?: string | undefined;
  /** Words of a paragraph that ends the head ({@link HEAD_PROSE_WORDS}). */
  readonly headProseWords?: number | undefined;
}

/**
 * Drops the paragraphs that only state when the page was posted or updated ("Updated Nov 19, 6:55
 * AM; Posted Nov 19, 6:51 AM", "PUBLISHED: 10:48, Tue, Nov 19, 2019", "November 18, 2019 | 4:10pm")
 * and, before the article's prose, who wrote it ("By Jane Writer - 11/18/19 11:04 PM EST", "Jane
 * Writer"): page metadata the caller reports separately, so call it only when the page's
 * publication date was found. A dateline is made only of month and weekday names, numbers, dates,
 * times, time zones and labels; it goes when it stands before the first paragraph of more than
 * `headProseWords` words, or anywhere when it is labelled posted, updated or published and the page
 * has at most two such lines (a thread's per-post dates stay). A byline is made only of "by", the
 * metadata's author's words and dateline words, and goes only in the head. Kept: headings (a date
 * heading titles a section, as in a changelog), lists, code, several lines, any other word (a
 * role, a place, an event).
 */
export function dropDatelines(markdown: string, options: DatelineOptions = {}): DatelineTrim {
  const blocks = markdownBlocks(markdown);
  const headProseWords = options.headProseWords ?? HEAD_PROSE_WORDS;
  const authorWords = new Set(options.author === undefined ? [] : lineWords(options.author));
  let inHead = true;
  const drop = new Set<number>();
  const labelled: number[] = [];
  blocks.forEach(({ text, inCode, heading }, index) => {
    if (inCode || heading !== undefined) return;
    const line = text.trim();
    if (!inHead && !STATUS_LABEL.test(line)) return;
    // Only short lines are read word by word; a long one can only end the head.
    // Chinese and Japanese prose has no spaces to split at: its words are counted as its script writes them.
    const unspaced = writesUnspaced(line);
    if (line.length > DATELINE_MAX_CHARS) {
      if ((unspaced ? wordCount(line) : line.split(/\s+/, headProseWords + 1).length) > headProseWords) inHead = false;
      return;
    }
    const words = lineWords(line);
    if (words.length > headProseWords || (unspaced && wordCount(line) > headProseWords)) inHead = false;
    const kind = headLineKind(line, words, authorWords);
    if (kind === undefined) return;
    if (inHead) drop.add(index);
    else if (kind === 'dateline' && STATUS_LABEL.test(line)) labelled.push(index);
  });
  if (labelled.length <= PAGE_DATELINES_MAX) for (const index of labelled) drop.add(index);
  if (drop.size === 0) return { markdown, droppedLines: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedLines: drop.size };
}

/** The words of a line, without Markdown emphasis, link targets and separators, lower-cased. */
function lineWords(line: string): string[] {
  const plain = line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_|;,()[\]\\•·–—]/g, ' ')
    .toLowerCase();
  return plain.split(/\s+/).map((word) => word.replace(/:$/, '').replace(/^[-/]+$/, '')).filter((word) => word !== '');
}

/** A dateline (dates and labels only), a byline (the author's words, "by", maybe dates), or neither. */
function headLineKind(line: string, words: readonly string[], authorWords: ReadonlySet<string>): 'dateline' | 'byline' | undefined {
  if (words.length === 0 || words.length > DATELINE_MAX_WORDS || line.includes('\n') || /^\s*(?:[-+*>]|\d+\.)\s/.test(line)) return undefined;
  let dated = false;
  let named = false;
  for (const word of words) {
    if (MONTH.test(word) || NUMERIC_DATE.test(word) || TIME.test(word) || word === 'ago') dated = true;
    else if (authorWords.has(word)) named = true;
    else if (!(NUMBER.test(word) || WEEKDAY.test(word) || MERIDIEM.test(word) || TIME_ZONE.test(word) || RELATIVE.test(word) || LABEL.test(word) || BYLINE_WORD.test(word))) return undefined;
  }
  if (named) return 'byline';
  return dated && !words.some((word) => BYLINE_WORD.test(word)) ? 'dateline' : undefined;
}
