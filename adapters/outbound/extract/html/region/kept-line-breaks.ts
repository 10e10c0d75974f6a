import { classAttribute } from '../class-attribute.js';

/** A class or style that keeps the text's line breaks (Tailwind's `whitespace-pre-line`, `white-space: pre-wrap`). */
const KEEPS_BREAKS_CLASS = /(?:^|\s)(?:whitespace-pre-line|whitespace-pre-wrap|whitespace-break-spaces|pre-line|pre-wrap)(?:\s|$)/;
const KEEPS_BREAKS_STYLE = /white-space\s*:\s*(?:pre-line|pre-wrap|break-spaces)/i;
/** Blocks inside such an element: their own layout says where lines break. */
const BLOCKS = 'p, div, ul, ol, table, pre, h1, h2, h3, h4, h5, h6, blockquote';

/** Whether the element keeps its text's line breaks by a class or an inline style, for `writeKeptLineBreaks`. */
export function keepsLineBreaks(element: Element): boolean {
  const style = element.getAttribute('style');
  return KEEPS_BREAKS_CLASS.test(classAttribute(element)) || (style !== null && KEEPS_BREAKS_STYLE.test(style));
}

/**
 * Writes as `<br>`s, in place, the line breaks of text a style shows as written (`white-space:
 * pre-line`): marketplaces serve a seller's description as one paragraph of text with newlines
 * (Leboncoin's `p.whitespace-pre-line`, Depop's description), and read as HTML its paragraphs and
 * its list of equipment ran into one line. Only elements of text and inline parts; a `<pre>` is
 * code's own. `elements` are those a walk found (`keepsLineBreaks`). Returns how many were written.
 */
export function writeKeptLineBreaks(elements: readonly Element[]): number {
  let written = 0;
  for (const element of elements) {
    if (!element.isConnected || element.localName === 'pre' || element.closest('pre') !== null || element.querySelector(BLOCKS) !== null) continue;
    const texts = textNodes(element).filter((node) => (node.nodeValue ?? '').trim().includes('\n'));
    if (texts.length === 0) continue;
    for (const node of texts) {
      const lines = (node.nodeValue ?? '').replace(/^\n+|\n+$/g, '').split('\n');
      const parts: Node[] = [];
      lines.forEach((line, index) => {
        if (index > 0) parts.push(element.ownerDocument.createElement('br'));
        parts.push(element.ownerDocument.createTextNode(line));
      });
      (node as ChildNode).replaceWith(...parts);
    }
    written += 1;
  }
  return written;
}

function textNodes(element: Element): Node[] {
  const nodes: Node[] = [];
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3) nodes.push(child);
    else if (child.nodeType === 1) nodes.push(...textNodes(child as Element));
  }
  return nodes;
}
