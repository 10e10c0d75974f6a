import type TurndownService from 'turndown';

/** Parents inside which a custom element is a run of text: a word's styling, a time in a sentence. */
const RUNNING_TEXT = new Set(['P', 'SPAN', 'A', 'STRONG', 'B', 'EM', 'I', 'SMALL', 'LABEL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TD', 'TH', 'LI', 'DT', 'DD', 'CODE', 'TIME']);

/** What makes a custom element in running text a block all the same: a block of HTML's, or another custom element. */
const BLOCK_INSIDE = 'div, p, ul, ol, dl, table, pre, blockquote, figure, section, article, header, footer, nav, aside, main, form, details, hr, h1, h2, h3, h4, h5, h6';

/**
 * A custom element (a name with a hyphen) that stands among blocks (in a `<div>`, a section or
 * another custom element), or holds blocks, is a block: component libraries draw their cards and their
 * fields as blocks in the style sheet, and Turndown, which knows HTML's own blocks only, ran each of
 * Rotten Tomatoes' review cards (`<media-review-card-critic>` of `<rt-link slot="displayName">`,
 * `<rt-text slot="content">`…) and every card after it into one paragraph. One in running text
 * that holds runs of text only stays inline: GitHub's `<relative-time>` in a line, a styled word, and
 * ecmarkup's `<emu-xref><a>RequireObjectCoercible</a></emu-xref>` in an algorithm's step, which as a
 * block broke every step of the ECMAScript specification into lines.
 */
export const customElementRule: TurndownService.Rule = {
  filter: (node) => node.nodeName.includes('-') && (!RUNNING_TEXT.has(node.parentNode?.nodeName ?? '') || (node.firstElementChild !== null && (node.querySelector(BLOCK_INSIDE) !== null || hasCustomChild(node)))),
  replacement: (content) => (content.trim() === '' ? '' : `\n\n${content.trim()}\n\n`),
};

/** A child of the element is a custom element (a card's slot: a block of its own). */
function hasCustomChild(element: Element): boolean {
  for (let child = element.firstElementChild; child !== null; child = child.nextElementSibling) if (child.nodeName.includes('-')) return true;
  return false;
}
