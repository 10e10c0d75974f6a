/** A time said relative to when the page was served: "3 hours ago", "about a month ago", "yesterday". */
const RELATIVE_TIME = /^(?:(?:about|almost|over|nearly)\s+)?(?:a|an|\d+)\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|w|months?|mo|years?|yrs?|y)\s+ago$|^(?:yesterday|today|just now)$/i;
/** A date: a year in it. */
const ABSOLUTE_DATE = /\b(?:19|20)\d{2}\b/;
/** An ISO 8601 date, with its time where given. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?=\s|$)/;
/** A date in a `title` is short. */
const DATE_MAX_CHARS = 60;

/**
 * Writes beside each relative time the absolute date its `title` gives (Stack Overflow's `<span
 * title="2024-03-08 11:02:19Z" class="relativetime">3 hours ago</span>`, npm's "published … 3 days ago"):
 * read later, "3 hours ago" dates nothing, and the page said when only to a pointer's hover.
 * `titled`: `<span>`s, `<abbr>`s and `<time>`s with a `title`. Returns how many were written.
 */
export function writeRelativeDates(titled: readonly Element[]): number {
  let written = 0;
  for (const element of titled) {
    const title = (element.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (title.length > DATE_MAX_CHARS || !ABSOLUTE_DATE.test(title) || !RELATIVE_TIME.test(text)) continue;
    // Hacker News follows its ISO time with a Unix timestamp: the ISO time says it.
    element.after(` (${ISO_TIME.exec(title)?.[0] ?? title})`);
    written += 1;
  }
  return written;
}
