import type TurndownService from 'turndown';

const HEADING = 'h1, h2, h3, h4, h5, h6';
/** A Markdown link or image, its text and address. */
const MARKDOWN_LINK = /!?\[[^\]]*\]\([^)]*\)/g;
/** A code span (its `**` are the code's), or a bold mark outside one that is not escaped. */
const CODE_OR_BOLD = /(`+)[\s\S]*?\1|(?<!\\)\*\*/g;

/**
 * A disclosure's `<summary>` as the title of its block: a paragraph of its own in bold, as the chain writes a tab's name
 * over its panel, the bold inside it taken into that one (GitBook's expandable "What counts as an **active seat**?").
 * Read as inline text it was a plain line before its answer, no title, and loose text after it ran into it. A summary
 * that holds a heading (titled already) or blocks stays as written, a paragraph of its own.
 */
export const summaryRule: TurndownService.Rule = {
  filter: 'summary',
  replacement: (content, node) => {
    const title = content.trim();
    if (title === '') return '';
    if (title.includes('\n') || (node as unknown as Element).querySelector(HEADING) !== null) return `\n\n${title}\n\n`;
    // A summary of links only (rustdoc's "Source" beside a signature) is no title: steps after Turndown may drop the links.
    if (title.replace(MARKDOWN_LINK, '').trim() === '') return `\n\n${title}\n\n`;
    return `\n\n**${title.replace(CODE_OR_BOLD, (match) => (match === '**' ? '' : match))}**\n\n`;
  },
};
