/**
 * A relative age as a short date form prints it: "1 yr", "3 mo", "2 days ago", "5h", "just now".
 * Units in English, as the forum engines that print both forms do.
 */
const RELATIVE_AGE = /^(?:(?:an?|\d+)\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|mo|mos|months?|y|yrs?|years?)(?:\s+ago)?|just now|yesterday)$/i;
/** A full date names its year. */
const YEAR = /\b\d{4}\b/;

/** Production setting; chosen by 5-fold cross-validation over both development corpora (`bench/extract/post-bylines-cv.ts`). */
export const SHORT_TIME_COPIES_DROPPED = true;

/**
 * Removes, in place, the short copy of a date that a `<time>` prints beside its full form for narrow
 * screens (Invision: `<time><span>June 14, 2024</span><span>1 yr</span></time>`, one of the two
 * hidden by the site's style sheet, read as "June 14, 20241 yr"): a child element of a `<time>`
 * whose whole text is a relative age ({@link RELATIVE_AGE}) goes when another child element of the
 * same `<time>` states a date with its year. A `<time>` with one form only is left alone. `times` are
 * the page's `<time>` elements when an earlier walk collected them; else `root` is searched.
 * Returns how many copies went.
 */
export function dropShortTimeCopies(root: Element, times?: readonly Element[]): number {
  let dropped = 0;
  for (const time of times ?? Array.from(root.getElementsByTagName('time'))) {
    const parts = Array.from(time.children);
    if (parts.length < 2 || !parts.some((part) => YEAR.test(part.textContent ?? ''))) continue;
    for (const part of parts) {
      if (RELATIVE_AGE.test((part.textContent ?? '').replace(/\s+/g, ' ').trim())) {
        part.remove();
        dropped += 1;
      }
    }
  }
  return dropped;
}
