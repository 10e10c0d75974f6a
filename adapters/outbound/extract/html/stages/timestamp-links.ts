import { findDateInText } from '../../../../../domain/page/metadata/publication-date.js';

/** The longest text of a link read as a timestamp (characters): a time and its zone, not a headline. */
const TIMESTAMP_LINK_MAX_CHARS = 40;

/**
 * Unwraps, in Readability's copy of the page, each link that is a post's timestamp: it holds a
 * `<time>` and little else (a live blog's "15m ago 14.05 GMT" permalink above each update, a
 * comment's date). Readability removes the short block such a link sits in as links, and every
 * update lost its time. A teaser's link that holds its headline as well is longer, and stays.
 * `times` are the copy's `<time>` elements. Returns how many were unwrapped.
 */
export function unwrapTimestampLinks(times: readonly Element[]): number {
  let unwrapped = 0;
  for (const time of times) {
    const link = time.closest('a[href]');
    if (link === null || (link.textContent ?? '').replace(/\s+/g, ' ').trim().length > TIMESTAMP_LINK_MAX_CHARS) continue;
    link.replaceWith(...Array.from(link.childNodes));
    unwrapped += 1;
  }
  return unwrapped;
}

/**
 * Unwraps, in Readability's copy of the page, each link to a place in the page whose whole text is a
 * date with its year: a post's permalink that states when it was written without a `<time>`
 * (Phabricator's `<a href="#88164">Feb 11 2025, 4:27 PM</a>` after each timeline entry's "vasquez.r
 * added a comment."). One in a table stays: a cell's value (Bugzilla's attachment dates, each a link to
 * its row), judged with its table. `links` are the copy's `a[href^="#"]`. Returns how many were unwrapped.
 */
export function unwrapDatedPermalinks(links: readonly Element[]): number {
  let unwrapped = 0;
  for (const link of links) {
    const text = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length > TIMESTAMP_LINK_MAX_CHARS || link.querySelector('time') !== null || link.closest('table') !== null || findDateInText(text) === undefined) continue;
    link.replaceWith(...Array.from(link.childNodes));
    unwrapped += 1;
  }
  return unwrapped;
}
