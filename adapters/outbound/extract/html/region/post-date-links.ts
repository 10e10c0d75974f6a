import { findDateInText } from '../../../../../domain/page/metadata/publication-date.js';
import { boundedText, squeezed } from '../element-text.js';

/** Set on a link found to be a post's date (`markPostDateLinks`), for Readability's copy of the page to unwrap (`unwrapPostDateLinks`). */
export const POST_DATE_LINK = 'data-post-date-link';

/** A post's date as a link says a date and a label at most ("« Reply #3 on: March 14, 2026, 09:12:44 AM »"): characters... */
const DATE_LINK_MAX_CHARS = 60;
/** ...and words. */
const DATE_LINK_MAX_WORDS = 10;
/** A year, the cheap sign that a link's text may state a date. */
const YEAR = /(?:^|\D)(?:19|20)\d\d(?!\d)/;
/** How far up from a date link, or a member's link, its post is looked for. */
const POST_LEVELS = 8;
/** A thread dates at least this many posts so. */
const MIN_DATED_POSTS = 2;
/** Where a date link is no post's own (a quotation's source, a table's cell), or stays as it is (a heading: FluxBB's `h2` "#1 [2024-03-19 20:51:07]"). */
const NOT_POST_DATE = 'blockquote, table, h1, h2, h3, h4, h5, h6';
/** Links read at most, so that a huge page costs a bounded walk. */
const MAX_LINKS = 400;

/** The link's text is short and has a year: it may be a post's date (judged by {@link markPostDateLinks}). Read no further than that length. */
export function mayStateDate(link: Element): boolean {
  const text = boundedText(link, (sofar) => sofar.length > DATE_LINK_MAX_CHARS * 4);
  return text !== undefined && YEAR.test(text);
}

/**
 * Marks ({@link POST_DATE_LINK}) each link whose text is a post's date, with its year and a label at
 * most, in a post that dates itself with no other such link: SMF 2.1 prints each post's date as its
 * permalink (`div.postinfo > a.smalltext` "March 14, 2026, 09:12:44 AM", to `index.php?msg=…`), and
 * Readability's cleaning removed that line as all link, so no post said when it was written. A post
 * is the nearest ancestor of the link that holds a link to a member's profile (one of `memberLinks`,
 * the author's); at least {@link MIN_DATED_POSTS} posts must be dated so (a thread). A date in a
 * quotation (whom it quotes and when) or in a table (a cell's value) is no post's, and one in a heading
 * stays a link (Readability keeps a heading whole). `links` are the
 * page's links that may state a date (`mayStateDate`). Returns how many were marked.
 */
export function markPostDateLinks(links: readonly Element[], memberLinks: readonly Element[]): number {
  const dated = links.slice(0, MAX_LINKS).filter((link) => link.closest(NOT_POST_DATE) === null && link.querySelector('time') === null && statesDate(link));
  if (dated.length < MIN_DATED_POSTS) return 0;
  const holdingMember = new Set<Element>();
  for (const member of memberLinks.slice(0, MAX_LINKS)) {
    let ancestor = member.parentElement;
    for (let level = 0; ancestor !== null && level < POST_LEVELS && !holdingMember.has(ancestor); level += 1, ancestor = ancestor.parentElement) holdingMember.add(ancestor);
  }
  const datesOfPost = new Map<Element, Element[]>();
  for (const link of dated) {
    let post = link.parentElement;
    for (let level = 0; post !== null && level < POST_LEVELS && !holdingMember.has(post); level += 1) post = post.parentElement;
    if (post === null || !holdingMember.has(post)) continue;
    datesOfPost.set(post, [...(datesOfPost.get(post) ?? []), link]);
  }
  const own = [...datesOfPost.values()].filter((dates) => dates.length === 1).map((dates) => dates[0] as Element);
  if (own.length < MIN_DATED_POSTS) return 0;
  for (const link of own) link.setAttribute(POST_DATE_LINK, '');
  return own.length;
}

/** The link's whole text is a date with its year, and a short label beside it at most. */
function statesDate(link: Element): boolean {
  const text = squeezed(link.textContent ?? '');
  return text.length <= DATE_LINK_MAX_CHARS && text.split(' ').length <= DATE_LINK_MAX_WORDS && findDateInText(text) !== undefined;
}

/**
 * Unwraps, in Readability's copy of the page, each link marked as a post's date ({@link POST_DATE_LINK}):
 * its text stays where the link was, as the dates of other forums' posts do (`unwrapTimestampLinks`).
 * Returns how many were unwrapped.
 */
export function unwrapPostDateLinks(links: readonly Element[]): number {
  let unwrapped = 0;
  for (const link of links) {
    if (!link.isConnected) continue;
    link.replaceWith(...Array.from(link.childNodes));
    unwrapped += 1;
  }
  return unwrapped;
}
