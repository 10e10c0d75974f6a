import { parseHtmlFragment } from '../html-page-parser.js';
import { createMarkdownConverter } from './markdown-converter.js';

/**
 * A description from the page's structured data (schema.org `description`) as Markdown: sites
 * write it as HTML (paragraphs, lists, `&amp;`) or as plain text. It is parsed like the page
 * (entities decoded, tags read as structure) and converted by the page's Markdown converter, so
 * its text is escaped like the rest of the output and its paragraphs stay apart.
 */
export async function descriptionMarkdown(description: string, baseUrl: string): Promise<string> {
  const fragment = await parseHtmlFragment(description);
  const convert = await createMarkdownConverter(baseUrl);
  return convert(fragment, { consume: true }).trim();
}
