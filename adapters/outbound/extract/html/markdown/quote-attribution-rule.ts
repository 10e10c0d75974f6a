import type TurndownService from 'turndown';
import { isQuoteFigure } from '../region/quote-figures.js';

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

/**
 * The caption of a figure that holds a quotation and no picture, code or table: the quote's source
 * (vc.ru's `figure.block-quote > blockquote` then `figcaption.block-quote__author` of the speaker's
 * name and role, the pattern HTML's own examples give). Read as a paragraph, the source stood after the
 * quote as if it were the article's next line; it is the quote's last line, "— name, role", its
 * parts (spans without a space between them) parted by commas.
 */
export const quoteFigureCaptionRule: TurndownService.Rule = {
  filter: (node) => node.nodeName === 'FIGCAPTION' && isQuoteFigure(node.parentElement),
  replacement: (content, node) => {
    const parts = Array.from((node as Element).children).map((part) => (part.textContent ?? '').replace(/\s+/g, ' ').trim()).filter((part) => part !== '');
    const whole = content.replace(/\s+/g, ' ').trim();
    const source = parts.length > 1 && parts.join('').replace(/\s+/g, '') === whole.replace(/\s+/g, '') ? parts.join(', ') : whole;
    return source === '' ? '' : `\n\n> — ${source.replace(/^[—–-]\s*/, '')}\n\n`;
  },
};
