import { Defuddle } from 'defuddle/node';
import { stripStyles } from '../style-stripping.js';
import type { ExtractionVariant } from '../variant.js';
import { parseWithJsdom } from './jsdom-document.js';

/** Baseline (b): Defuddle 0.19 (its own Markdown) on a jsdom 28 document. */
export function createDefuddleJsdomVariant(options: { retryWithoutStyles: boolean }): ExtractionVariant {
  const once = async (html: string, url: string): Promise<string> => {
    const page = parseWithJsdom(html, url);
    try {
      const result = await Defuddle(page.document, url, { markdown: true, useAsync: false });
      return result.content;
    } finally {
      page.close();
    }
  };
  return {
    name: options.retryWithoutStyles ? 'defuddle-jsdom+retry' : 'defuddle-jsdom',
    description: `Defuddle 0.19 (markdown) on jsdom 28${options.retryWithoutStyles ? ', style-stripped retry on throw' : ', as they come'}`,
    extract: async (html, url) => {
      if (!options.retryWithoutStyles) return once(html, url);
      try {
        return await once(html, url);
      } catch {
        return once(stripStyles(html), url);
      }
    },
  };
}
