import { retag } from '../element-retag.js';
import type { ElementCensus } from '../element-census.js';
import { IMAGE_SOURCE_ATTRIBUTES } from '../markdown/link-rules.js';

/** The attributes Readability keeps an image by. */
const READ_SOURCES = ['src', 'srcset', 'data-src', 'data-srcset'] as const;

/**
 * In Readability's copy of the page, the images as Readability should count them:
 * - an image that a lazy loader names only in its own attribute (LinkedIn's articles: `<img
 *   data-delayed-url="https://media.licdn.com/…/0/1709912399999?e=…">`) gets that source as `data-src`.
 *   Readability removes an image with no `src`, `srcset`, `data-src` or `data-srcset` unless an
 *   attribute ends in an image's file extension, which such addresses do not, and the picture went
 *   with its alt text; the Markdown reads these attributes anyway;
 * - each run of the same image set side by side goes (`isPipRun`), and so does that image where it stands alone (`lonePips`);
 * - an icon drawn at text size with a name (`isNamedIcon`) becomes its name;
 * - a `<div>` of captioned figures alone (`isFigureGallery`) becomes a `<section>`, which Readability does not clean.
 * Returns how many images it changed.
 */
export function prepareImages(census: ElementCensus): number {
  let kept = 0;
  const pips: Element[] = [];
  const icons: Element[] = [];
  const galleries = new Set<Element>();
  for (const image of census.byTagName('img')) {
    const gallery = image.closest('figure')?.parentElement;
    if (gallery !== null && gallery !== undefined && isFigureGallery(gallery)) galleries.add(gallery);
    if (isPipRun(image)) {
      pips.push(image);
      continue;
    }
    if (isNamedIcon(image)) {
      icons.push(image);
      continue;
    }
    if (READ_SOURCES.some((name) => image.hasAttribute(name))) continue;
    const source = IMAGE_SOURCE_ATTRIBUTES.map((name) => image.getAttribute(name)?.trim()).find((value) => value !== undefined && value !== '');
    if (source === undefined) continue;
    image.setAttribute('data-src', source);
    kept += 1;
  }
  for (const gallery of galleries) retag(gallery, 'section');
  pips.push(...lonePips(census, pips));
  for (const pip of pips) pip.remove();
  // A word of the line, a space either side (the icon stood between words: "phone +43 6213 4410").
  for (const icon of icons) icon.replaceWith(` ${(icon.getAttribute('alt') ?? '').trim()} `);
  return kept + pips.length + icons.length;
}

/**
 * A `<div>` whose children are two or more captioned figures and nothing else (a post's files: 2ch's
 * `div.post__images` of `figure.post__image`s, each a linked thumbnail under its file name).
 * Readability removes such a block as one with more pictures than paragraphs ("Bad p to img
 * ratio"): a post with two pictures lost both, one with a single picture kept it.
 */
function isFigureGallery(element: Element): boolean {
  if (element.localName !== 'div' || element.childElementCount < 2) return false;
  // Each captioned: a caption says what the picture is (a tiled gallery's bare pictures are Readability's to judge).
  for (const child of Array.from(element.children)) if (child.localName !== 'figure' || (child.querySelector('figcaption')?.textContent ?? '').trim() === '') return false;
  for (const node of Array.from(element.childNodes)) if (node.nodeType === 3 && (node.nodeValue ?? '').trim() !== '') return false;
  return true;
}

/** The side, in pixels, of an icon drawn at the size of text. */
const ICON_MAX_PIXELS = 20;

/**
 * The image is an icon at text size (its `width` and `height` at most {@link ICON_MAX_PIXELS}) that
 * says its name: Wikivoyage's listings set `<img alt="phone" width="15" height="15">` before the
 * number and another before the address; Readability counted each as a picture against the list's
 * paragraphs ("Bad p to img ratio") and removed a listing whole, the tourist office's every detail with it.
 * Not one in a link or named an avatar.
 */
function isNamedIcon(image: Element): boolean {
  const width = Number.parseInt(image.getAttribute('width') ?? '', 10);
  const height = Number.parseInt(image.getAttribute('height') ?? '', 10);
  if (!(width > 0 && width <= ICON_MAX_PIXELS && height > 0 && height <= ICON_MAX_PIXELS) || (image.getAttribute('alt') ?? '').trim() === '') return false;
  // A linked picture at that size is a member's avatar (GitHub's "Built by" faces), which says who, not what.
  return image.closest('a') === null && !/avatar/i.test(image.getAttribute('class') ?? '');
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

/**
 * The images of the census's document that are one pip of a kind the page sets in runs (`pips`: the same source)
 * and stand alone in their holder, no words beside them: a new member's rank of one star (MyBB's and
 * ProBoards' `div.rank-stars` holds one `star.png` where the seniors' hold three). A picture shown once
 * in the text and nowhere in a run stays.
 */
function lonePips(census: ElementCensus, pips: readonly Element[]): Element[] {
  const sources = new Set(pips.map((pip) => pip.getAttribute('src')));
  if (sources.size === 0) return [];
  const inRuns = new Set(pips);
  return census.byTagName('img').filter((image) => {
    const holder = image.parentElement;
    return sources.has(image.getAttribute('src')) && !inRuns.has(image) && holder !== null && holder.children.length === 1 && (holder.textContent ?? '').trim() === '';
  });
}

/** The element right beside `image`, with nothing but white space between (a smiley used twice in a sentence has words between). */
function adjacent(image: Element, side: 'previousSibling' | 'nextSibling'): Element | undefined {
  let node = image[side];
  while (node !== null && node.nodeType === 3 && (node.nodeValue ?? '').trim() === '') node = node[side];
  return node !== null && node.nodeType === 1 ? node as Element : undefined;
}
