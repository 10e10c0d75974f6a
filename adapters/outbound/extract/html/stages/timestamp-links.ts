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
