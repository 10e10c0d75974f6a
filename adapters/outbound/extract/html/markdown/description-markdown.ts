import { parseHtmlFragment } from '../html-page-parser.js';
import { createMarkdownConverter } from './markdown-converter.js';

/** Markup left in a parsed description's text: its HTML was escaped once more than JSON needs. */
const ESCAPED_MARKUP = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/i;

/**
 * A description from the page's structured data (schema.org `description`) as Markdown: sites
 * write it as HTML (paragraphs, lists, `&amp;`), as plain text, or as HTML escaped once more
 * (`&lt;p&gt;`, which then reads as tags only after a second parse). It is parsed like the page
 * (entities decoded, tags read as structure) and converted by the page's Markdown converter, so
 * its text is escaped like the rest of the output and its paragraphs stay apart.
 */
export async function descriptionMarkdown(description: string, baseUrl: string): Promise<string> {
  let fragment = await parseHtmlFragment(description);
  const text = fragment.textContent ?? '';
  if (fragment.childElementCount === 0 && ESCAPED_MARKUP.test(text)) fragment = await parseHtmlFragment(text);
  const convert = await createMarkdownConverter(baseUrl);
  return convert(fragment, { consume: true }).trim();
}
