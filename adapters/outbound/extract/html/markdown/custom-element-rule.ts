import type TurndownService from 'turndown';

/** Parents inside which a custom element is a run of text: a word's styling, a time in a sentence. */
const RUNNING_TEXT = new Set(['P', 'SPAN', 'A', 'STRONG', 'B', 'EM', 'I', 'SMALL', 'LABEL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TD', 'TH', 'LI', 'DT', 'DD', 'CODE', 'TIME']);

/**
 * A custom element (a name with a hyphen) that holds elements, or stands among blocks (in a `<div>`,
 * a section or another custom element), is a block: component libraries draw their cards and their
 * fields as blocks in the style sheet, and Turndown, which knows HTML's own blocks only, ran each of
 * Rotten Tomatoes' review cards (`<media-review-card-critic>` of `<rt-link slot="displayName">`,
 * `<rt-text slot="content">`…) and every card after it into one paragraph. One in running text
 * (GitHub's `<relative-time>` in a line, a styled word) stays inline.
 */
export const customElementRule: TurndownService.Rule = {
  filter: (node) => node.nodeName.includes('-') && (node.firstElementChild !== null || !RUNNING_TEXT.has(node.parentNode?.nodeName ?? '')),
  replacement: (content) => (content.trim() === '' ? '' : `\n\n${content.trim()}\n\n`),
};
