import { Readability } from '@mozilla/readability';
import { stripStyles } from '../style-stripping.js';
import type { ExtractionVariant } from '../variant.js';
import { parseWithJsdom } from './jsdom-document.js';
import { createMarkdownConverter } from './markdown-converter.js';

/** Baseline (a): Readability 0.6 on a jsdom 28 document, article HTML through Turndown. */
export function createReadabilityJsdomVariant(options: { retryWithoutStyles: boolean }): ExtractionVariant {
  const converter = createMarkdownConverter();
  const once = (html: string, url: string): string => {
    const page = parseWithJsdom(html, url);
    try {
      const article = new Readability(page.document).parse();
      return article?.content ? converter.turndown(article.content) : '';
    } finally {
      page.close();
    }
  };
  return {
    name: options.retryWithoutStyles ? 'readability-jsdom+retry' : 'readability-jsdom',
    description: `Readability 0.6 + Turndown on jsdom 28${options.retryWithoutStyles ? ', style-stripped retry on throw' : ', as they come'}`,
    extract: async (html, url) => {
      if (!options.retryWithoutStyles) return once(html, url);
      try {
        return once(html, url);
      } catch {
        return once(stripStyles(html), url);
      }
    },
  };
}
