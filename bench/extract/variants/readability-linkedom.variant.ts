import { Readability } from '@mozilla/readability';
import type { parseHTML } from 'linkedom';
import type { ExtractionVariant } from '../variant.js';
import { parseWithLinkedom } from './linkedom-document.js';
import { createMarkdownConverter } from './markdown-converter.js';

/** Readability 0.6 + Turndown on a linkedom document (parsed by `parse`, linkedom's own `parseHTML` by default). */
export function createReadabilityLinkedomVariant(parse?: typeof parseHTML): ExtractionVariant {
  const converter = createMarkdownConverter();
  return {
    name: 'readability-linkedom',
    description: 'Readability 0.6 + Turndown on linkedom 0.18',
    extract: async (html, url) => {
      const article = new Readability(parseWithLinkedom(html, url, parse)).parse();
      return article?.content ? converter.turndown(article.content) : '';
    },
  };
}
