import { Defuddle } from 'defuddle/node';
import type { ExtractionVariant } from '../variant.js';
import { parseWithLinkedom } from './linkedom-document.js';

/** Defuddle 0.19 (its own Markdown) on a linkedom document: no CSS engine, fast selectors. */
export function createDefuddleLinkedomVariant(): ExtractionVariant {
  return {
    name: 'defuddle-linkedom',
    description: 'Defuddle 0.19 (markdown) on linkedom 0.18',
    extract: async (html, url) => (await Defuddle(parseWithLinkedom(html, url), url, { markdown: true, useAsync: false })).content,
  };
}
