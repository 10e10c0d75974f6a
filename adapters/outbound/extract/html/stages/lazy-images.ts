import { IMAGE_SOURCE_ATTRIBUTES } from '../markdown/link-rules.js';

/** The attributes Readability keeps an image by. */
const READ_SOURCES = ['src', 'srcset', 'data-src', 'data-srcset'] as const;

/**
 * In Readability's copy of the page: gives an image that a lazy loader names only in its own
 * attribute (LinkedIn's articles: `<img data-delayed-url="https://media.licdn.com/…/0/1709912399999?e=…">`)
 * that source as `data-src`. Readability removes an image with no `src`, `srcset`, `data-src` or
 * `data-srcset` unless an attribute ends in an image's file extension, which such addresses do not,
 * and the picture went with its alt text; the Markdown reads these attributes anyway. Also removes
 * each run of the same image set side by side (`isPipRun`). Returns how many images it changed.
 */
export function keepLazyImages(document: Document): number {
  let kept = 0;
  const pips: Element[] = [];
  for (const image of Array.from(document.getElementsByTagName('img'))) {
    if (isPipRun(image)) {
      pips.push(image);
      continue;
    }
    if (READ_SOURCES.some((name) => image.hasAttribute(name))) continue;
    const source = IMAGE_SOURCE_ATTRIBUTES.map((name) => image.getAttribute(name)?.trim()).find((value) => value !== undefined && value !== '');
    if (source === undefined) continue;
    image.setAttribute('data-src', source);
    kept += 1;
  }
  for (const pip of pips) pip.remove();
  return kept + pips.length;
}

/**
 * The image stands beside another of the same source: a member's rank or a rating drawn as a run of
 * pips (MyBB's `<img src="images/star.png" alt="*">` five times under each poster's name). They say
 * nothing a reader can read, and Readability counted each as a picture against the paragraphs of the
 * block: "Bad p to img ratio" removed the poster's name with them, and no post said who wrote it.
 */
function isPipRun(image: Element): boolean {
  const source = image.getAttribute('src');
  if (source === null || source === '') return false;
  return [adjacent(image, 'previousSibling'), adjacent(image, 'nextSibling')].some((other) => other?.localName === 'img' && other.getAttribute('src') === source);
}

/** The element right beside `image`, with nothing but white space between (a smiley used twice in a sentence has words between). */
function adjacent(image: Element, side: 'previousSibling' | 'nextSibling'): Element | undefined {
  let node = image[side];
  while (node !== null && node.nodeType === 3 && (node.nodeValue ?? '').trim() === '') node = node[side];
  return node !== null && node.nodeType === 1 ? node as Element : undefined;
}
