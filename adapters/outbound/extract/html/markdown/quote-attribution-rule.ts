import type TurndownService from 'turndown';

/** Whether nothing but white space stands before `node` among its siblings. */
function opensItsParent(node: Node): boolean {
  for (let sibling = node.previousSibling; sibling !== null; sibling = sibling.previousSibling) if ((sibling.textContent ?? '').trim() !== '') return false;
  return true;
}

/**
 * A quotation's attribution line: a `<cite>` that opens a `<blockquote>` (or the one element that
 * opens it), as forums write "<cite>ann wrote: … date</cite>" before the quoted words (phpBB,
 * XenForo, vBulletin, which show it as a line of its own). Read inline, the date ran into the quote
 * ("7:22 pmRaised …"); it is a paragraph of its own. A `<cite>` in running text (a title) stays inline.
 */
export const quoteAttributionRule: TurndownService.Rule = {
  filter: (node) => {
    if (node.nodeName !== 'CITE' || !opensItsParent(node)) return false;
    const parent = node.parentElement;
    if (parent === null) return false;
    return parent.nodeName === 'BLOCKQUOTE' || (parent.parentElement?.nodeName === 'BLOCKQUOTE' && opensItsParent(parent));
  },
  replacement: (content) => (content.trim() === '' ? '' : `\n\n${content.trim()}\n\n`),
};
