import { retag } from '../element-retag.js';

/** Block markup a paragraph cannot hold: a styled paragraph with one inside becomes a `<div>`. */
const BLOCKS = 'p, div, ul, ol, dl, pre, table, blockquote, h1, h2, h3, h4, h5, h6, figure, section';

/**
 * Makes each `<span>` that a component library renders as a paragraph (`data-as="p"`: Mintlify's
 * typography, every paragraph of its docs, set side by side with no space between them) a `<p>`:
 * read as the inline spans they are, a page's paragraphs ran into one ("…does not process the
 * call.Three things determine…"). `spans`: those of the page when an earlier walk collected them.
 * Returns how many were written.
 */
export function writeStyledParagraphs(root: Element, spans: readonly Element[] = Array.from(root.querySelectorAll('span[data-as="p"]'))): number {
  let written = 0;
  for (const span of spans) {
    if (!root.contains(span)) continue;
    retag(span, span.querySelector(BLOCKS) === null ? 'p' : 'div');
    written += 1;
  }
  return written;
}
