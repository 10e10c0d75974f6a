import type TurndownService from 'turndown';

/** What opens a Markdown block that emphasis cannot wrap: a heading, a list item, a quote, a fence, a table row, an image. */
const BLOCK_OPENING = /^(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>|```|~~~|\||!\[)/;

/** An ancestor of `node` is one of `tags` (upper-case names, as `nodeName` gives them). */
function insideOneOf(node: Element, tags: readonly string[]): boolean {
  for (let ancestor = node.parentElement; ancestor !== null; ancestor = ancestor.parentElement) if (tags.includes(ancestor.nodeName.toUpperCase())) return true;
  return false;
}

/**
 * Emphasis that spans paragraphs: a quoted submission set in one `<i>` across `<br><br>`s
 * (Slashdot's stories). Markdown's emphasis ends with its paragraph, so one pair of marks around
 * several paragraphs reached the reader as stray asterisks, and the quote's end was lost; each
 * paragraph is emphasised on its own instead. Emphasis within one paragraph is Turndown's; emphasis
 * nested in emphasis of its kind adds no marks of its own ("**[**Name**](…)**" read as stray asterisks).
 */
export function paragraphEmphasisRules(options: { readonly emDelimiter: string; readonly strongDelimiter: string }): Readonly<Record<string, TurndownService.Rule>> {
  const perParagraph = (content: string, marks: string): string =>
    content
      .split(/\n[ \t]*\n+/)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => (BLOCK_OPENING.test(part) ? part : `${marks}${part}${marks}`))
      .join('\n\n');
  const rule = (tags: readonly string[], marks: string): TurndownService.Rule => ({
    filter: (node) => tags.includes(node.nodeName),
    replacement: (content, node) => {
      if (content.trim() === '') return '';
      // Inside emphasis of its kind already (Forumotion's `<strong><a><span><strong>name</strong></span></a></strong>`): its marks would close the outer ones.
      if (insideOneOf(node as unknown as Element, tags)) return content;
      // The first part goes on in the paragraph the emphasis opens in, the last one's paragraph goes on after it.
      return /\n[ \t]*\n/.test(content.trim()) ? perParagraph(content, marks) : `${marks}${content}${marks}`;
    },
  });
  return { paragraphEmphasis: rule(['EM', 'I'], options.emDelimiter), paragraphStrong: rule(['STRONG', 'B'], options.strongDelimiter) };
}
