import { POST_SERIES } from '../../../../../domain/page/post-series.policy.js';
import { retag } from '../element-retag.js';
import { classAttribute } from '../class-attribute.js';
import { isTag, type ElementCensus } from '../element-census.js';
import type { NameStash } from './name-stash.js';

/** Marks a card's meta line for `isPostCardMeta`: its links (an author, categories) are no cluster for Readability's cleaning. */
const POST_CARD_META = 'data-post-card-meta';

/** Marks a post's meta or date line: its links (an author, categories, a permalink, "Reply") are no cluster for Readability's cleaning. */
export function markPostCardMeta(element: Element): void {
  element.setAttribute(POST_CARD_META, '');
}

/** The element is a post card's meta line that `keepPostCardMeta` kept, or a date line so marked. */
export function isPostCardMeta(element: Element): boolean {
  return element.hasAttribute(POST_CARD_META);
}

/**
 * Where a post card keeps its date and author line: a footer, or a block named for it.
 * `footer, [class*="meta" i], [class*="footer" i], [class*="byline" i], div[class*="date" i]`.
 */
export function isMetaCandidate(element: Element): boolean {
  const names = classAttribute(element);
  return isTag(element, 'footer') || META_CLASS.test(names) || (isTag(element, 'div') && DATE_CLASS.test(names));
}

const META_CLASS = /meta|footer|byline/i;
const DATE_CLASS = /date/i;
/** What says a date: a `<time>`, or a part named as the date or as published. */
const DATED = 'time, [class*="date" i], [class*="published" i], [itemprop="datePublished"]';
/** A date written out: a month's name, a day and a year ("April 21, 2024", "21 Apr 2024", Drupal Olivero's "15 March, 2024"), an ISO day, or a numeric one (Drupal's "03/14/2024"). */
const SAYS_DATE = /\b(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:\d{1,2},?\s+)?(?:19|20)\d{2}\b|\b(?:19|20)\d{2}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.](?:19|20)\d{2}\b/i;
/** A card's meta line is short: a name, a date, a reading time, categories. */
const META_MAX_WORDS = 40;
/** A post's date line says a date, a permalink, a "Reply" or two. */
const DATED_LINE_MAX_WORDS = 16;
/** What a post's date line holds none of: a page header's or a card's larger parts. */
const NOT_IN_DATED_LINE = 'img, svg, nav, form, input, button, select, h1, h2, h3, h4, h5, h6, ul, ol, table';

/**
 * A short line of a post that says when it was posted, a date written out (`SAYS_DATE`) beside a
 * permalink and a "Reply" link at most: bbPress's `div.bbp-reply-header > div.bbp-meta` ("March 9,
 * 2024 at 4:51 pm #8843 Reply"), which Readability removed by both names and by its links, and no reply had a date.
 */
export function isDatedLine(element: Element): boolean {
  const text = element.textContent ?? '';
  return text.split(/\s+/).filter((word) => word !== '').length <= DATED_LINE_MAX_WORDS && SAYS_DATE.test(text) && element.querySelector(NOT_IN_DATED_LINE) === null;
}

/**
 * In Readability's copy of the page: the line of each post card in a series of `<article>`s that says
 * when it was posted and by whom (Astra's `div.entry-meta`, Ghost's `footer.post-card-meta`, Hugo
 * PaperMod's `footer.entry-footer`) is kept. Readability removes every `<footer>` of its article and
 * scores down a block named "meta" or "footer", so an archive's cards lost every date and author
 * while the cleaned body kept them. Such a footer becomes a `<div>`, its class and id are taken off
 * for the parse, and its links do not count against it (`isPostCardMeta`); only a short block holding
 * a date, inside a card among at least `POST_SERIES.minPosts`.
 */
export function keepPostCardMeta(census: ElementCensus, stash: NameStash): number {
  let kept = 0;
  if (census.byTagName('article').length < POST_SERIES.minPosts) return kept;
  for (const candidate of census.query(isMetaCandidate)) {
    if (!isOneOfArticles(candidate.closest('article')) || (candidate.querySelector(DATED) === null && !candidate.matches(DATED) && !SAYS_DATE.test(candidate.textContent ?? ''))) continue;
    if ((candidate.textContent ?? '').split(/\s+/).filter((word) => word !== '').length > META_MAX_WORDS) continue;
    const element = candidate.localName === 'footer' ? retag(candidate, 'div') : candidate;
    stash.take(element, 'class');
    stash.take(element, 'id');
    markPostCardMeta(element);
    kept += 1;
  }
  return kept;
}

/** `post` is an `<article>` with at least `POST_SERIES.minPosts` articles beside it and itself: one of a series of posts. */
export function isOneOfArticles(post: Element | null | undefined): boolean {
  const series = post?.parentElement;
  if (post === null || post === undefined || series === null || series === undefined) return false;
  let articles = 0;
  for (let child = series.firstElementChild; child !== null; child = child.nextElementSibling) if (child.localName === 'article') articles += 1;
  return articles >= POST_SERIES.minPosts || isNestedReply(post, series);
}

/** How many wrappers up a reply's thread is looked for. */
const REPLY_WRAPPER_LEVELS = 2;

/**
 * `post` is a reply set in its own wrapper inside a thread of articles (Drupal's `div.indented >
 * article.comment` under the comment it answers): an article among at least `POST_SERIES.minPosts`
 * articles of its first class a wrapper or two up (a comment's other classes say who wrote it), none of them holding it.
 */
function isNestedReply(post: Element, series: Element): boolean {
  const kind = firstClass(post);
  if (kind === '' || series.localName === 'article') return false;
  let thread = series.parentElement;
  for (let level = 0; thread !== null && level < REPLY_WRAPPER_LEVELS; level += 1, thread = thread.parentElement) {
    const alike = Array.from(thread.getElementsByTagName('article')).filter((other) => firstClass(other) === kind && !other.contains(post));
    if (alike.length + 1 >= POST_SERIES.minPosts) return true;
  }
  return false;
}

function firstClass(element: Element): string {
  return (element.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';
}
