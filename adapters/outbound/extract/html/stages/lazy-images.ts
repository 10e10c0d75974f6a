import { IMAGE_SOURCE_ATTRIBUTES } from '../markdown/link-rules.js';

/** Images with none of the sources Readability keeps an image by. */
const UNSOURCED = 'img:not([src]):not([srcset]):not([data-src]):not([data-srcset])';

/**
 * In Readability's copy of the page: gives an image that a lazy loader names only in its own
 * attribute (LinkedIn's articles: `<img data-delayed-url="https://media.licdn.com/…/0/1709912399999?e=…">`)
 * that source as `data-src`. Readability removes an image with no `src`, `srcset`, `data-src` or
 * `data-srcset` unless an attribute ends in an image's file extension, which such addresses do not,
 * and the picture went with its alt text; the Markdown reads these attributes anyway. Returns how many.
 */
export function keepLazyImages(document: Document): number {
  let kept = 0;
  for (const image of Array.from(document.querySelectorAll(UNSOURCED))) {
    const source = IMAGE_SOURCE_ATTRIBUTES.map((name) => image.getAttribute(name)?.trim()).find((value) => value !== undefined && value !== '');
    if (source === undefined) continue;
    image.setAttribute('data-src', source);
    kept += 1;
  }
  return kept;
}
