import { retag } from '../element-retag.js';

/** The level a heading without `aria-level` has (ARIA's default for `role="heading"`). */
const DEFAULT_LEVEL = 2;
/** A heading says a title: longer text under `role="heading"` is a block a script styles as one. */
const HEADING_MAX_CHARS = 200;
/** Elements a link stands in as a word of a line. */
const INLINE_PARENTS = new Set(['span', 'small', 'em', 'strong', 'b', 'i', 'label', 'p']);
/** Tags a component library sets a heading's text in. */
const RETAGGED = new Set(['div', 'span', 'p', 'strong', 'b']);

/**
 * Writes each `role="heading"` element as the heading it says it is (`<h3>` for `aria-level="3"`):
 * eBay's results set every item's title in `<span role="heading" aria-level="3">`, and a list of
 * results read as one run of paragraphs, with no title a reader (or the outline) could find; a link so
 * marked is set in the heading. One that holds a heading, or says more than a title, stays as it is.
 * `found`: elements with `role="heading"`.
 */
export function writeAriaHeadings(found: readonly Element[]): number {
  let written = 0;
  for (const element of found) {
    // A link in a line of text (Lobsters marks each story's "2 comments" link so, in a span after "|") is no title.
    const link = element.localName === 'a' && element.hasAttribute('href') && !INLINE_PARENTS.has(element.parentElement?.localName ?? '');
    // One that holds paragraphs is a block of text, not a title (Lobsters marks every comment's body `div.comment_text[role="heading"]`).
    if (!(RETAGGED.has(element.localName) || link) || element.querySelector('h1, h2, h3, h4, h5, h6, [role="heading" i], p, ul, ol, pre, blockquote, table') !== null) continue;
    if ((element.textContent ?? '').trim().length > HEADING_MAX_CHARS || (element.textContent ?? '').trim() === '') continue;
    const level = Number.parseInt(element.getAttribute('aria-level') ?? '', 10);
    const name = `h${level >= 1 && level <= 6 ? level : DEFAULT_LEVEL}`;
    element.removeAttribute('role');
    element.removeAttribute('aria-level');
    if (link) {
      // A linked title (idealista's `<a class="item-link" role="heading" aria-level="2">` on every result): the link goes inside the heading.
      const heading = element.ownerDocument.createElement(name);
      element.replaceWith(heading);
      heading.append(element);
    } else {
      retag(element, name);
    }
    written += 1;
  }
  return written;
}
