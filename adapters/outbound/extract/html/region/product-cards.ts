import { mentionsPrice } from '../../../../../domain/page/price-mention.policy.js';
import { classAttribute } from '../class-attribute.js';
import { isNamedOffer } from './offer-names.js';
import { measureText } from './text-measure.js';

/** Tunables of {@link removeProductCards}. */
export interface ProductCardThresholds {
  /** A card holds at most this much visible text (non-whitespace characters): a title, a price, a rating. */
  readonly maxCardChars: number;
  /** The cards go only while together they hold at most this share of the visible text: beyond it, they are the page (a listing). */
  readonly maxShare: number;
}

/**
 * Production setting; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md).
 * The share was 0.5 (0.3, 0.5 and 0.7 tied in session 7, and 0.5–0.7 tie on every page but one
 * today); with streamed segments placed (`placeStreamedSegments`), Zalando's (WCXB 0625) carousels,
 * over half its text, went into Readability's cut, which then won the content choice.
 * `bench/extract/streamed-segments-cv.ts` chose 0.7 on all pages and in every fold that trains on that page.
 */
export const PRODUCT_CARD_THRESHOLDS: ProductCardThresholds = { maxCardChars: 800, maxShare: 0.7 };

/** A series needs at least this many cards: two could be the product and its bundle. */
const MIN_CARDS = 3;

/**
 * Removes, in place, the series of other products' cards under `root` on a product page: at least
 * {@link MIN_CARDS} siblings of the same tag and class, most of which are small (at most
 * `maxCardChars` of visible text), link somewhere and state a price; those cards go. The product is described once;
 * the same card repeated with a link and a price is a carousel of other products (similar items,
 * the seller's other items, bundles), whatever its heading says. A series holding the page's `<h1>`
 * stays, and so does a series one of whose items is or holds the current item of a set (a variant
 * picker and the sections holding pickers: `isOrHoldsCurrent`), and so does a series of shops' offers of the
 * product (`isNamedOffer`: idealo's, Geizhals', Ceneo's). One text measure of `root` and one pass over the elements it measured; returns how many cards went.
 * The section they leave empty, or holding its heading alone, goes with them (`removeEmptiedSection`).
 * `pageText`: the visible text the share is taken of (the page as served, before other removals); `root`'s when absent.
 */
export function removeProductCards(root: Element, thresholds: ProductCardThresholds = PRODUCT_CARD_THRESHOLDS, pageText?: number): number {
  const measures = measureText(root);
  const found: Element[] = [];
  const taken = new Set<Element>();
  let cardText = 0;
  // The measure lists every element once, children before parents: reversed, outer series come first.
  const elements = [...measures.keys()];
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const parent = elements[index] as Element;
    if (parent.childElementCount < MIN_CARDS || insideAny(parent, taken)) continue;
    for (const series of seriesOf(parent)) {
      // A picker's options go together with the current one; a price comparison's shops selling the product shown are its prices.
      if (series.some(isOrHoldsCurrent) || series.every(isNamedOffer)) continue;
      const cards = series.filter((item) => isCard(item, measures.get(item)?.text ?? 0, thresholds));
      if (cards.length < MIN_CARDS || cards.length * 2 < series.length) continue;
      for (const card of cards) {
        found.push(card);
        taken.add(card);
        cardText += measures.get(card)?.text ?? 0;
      }
    }
  }
  if (cardText > thresholds.maxShare * Math.max(1, pageText ?? measures.get(root)?.text ?? 0)) return 0;
  const lists = new Set(found.map((card) => card.parentElement));
  for (const card of found) card.remove();
  for (const list of lists) if (list !== null) removeEmptiedSection(list, root);
  return found.length;
}

/** What shows without text. */
const MEDIA = 'img, picture, video, svg, iframe, canvas';
/** How far up from an emptied list its section's heading is looked for. */
const SECTION_LEVELS = 3;

/**
 * Removes what the cards' removal left of their section: the emptied wrappers, and a section left
 * holding only its heading (ASOS' "Buy the look", Zalando's "Complete your look", each over
 * nothing once its cards went).
 */
function removeEmptiedSection(list: Element, root: Element): void {
  let element: Element | null = list;
  for (let level = 0; element !== null && element !== root && level <= SECTION_LEVELS; level += 1) {
    const text = (element.textContent ?? '').trim();
    const headings = element.querySelectorAll('h2, h3, h4, h5, h6');
    const onlyHeading = headings.length === 1 && (headings[0]?.textContent ?? '').trim() === text;
    // A picture left beside it (the product's own gallery) is content.
    if ((text !== '' && !onlyHeading) || element.querySelector(MEDIA) !== null) return;
    const parent: Element | null = element.parentElement;
    element.remove();
    if (onlyHeading) return;
    element = parent;
  }
}

/** Groups of at least {@link MIN_CARDS} children of `parent` sharing tag and class. */
function seriesOf(parent: Element): Element[][] {
  const groups = new Map<string, Element[]>();
  for (let child = parent.firstElementChild; child !== null; child = child.nextElementSibling) {
    const signature = `${child.localName}|${classAttribute(child)}`;
    const group = groups.get(signature);
    if (group === undefined) groups.set(signature, [child]);
    else group.push(child);
  }
  return [...groups.values()].filter((group) => group.length >= MIN_CARDS);
}

function isCard(item: Element, text: number, thresholds: ProductCardThresholds): boolean {
  // A table's row is a row of its comparison (Kakaku's shops and their prices for the product shown), no card; nor is a cell
  // (Calendly's plan columns, each header cell naming a plan, its price and its sign-up link).
  if (text === 0 || text > thresholds.maxCardChars || item.localName === 'tr' || item.localName === 'th' || item.localName === 'td') return false;
  if (item.getElementsByTagName('h1').length > 0) return false;
  const linked = (item.localName === 'a' && item.hasAttribute('href')) || item.querySelector('a[href]') !== null;
  return linked && mentionsPrice(item.textContent ?? '');
}

/** Marks the item of a set that is the one shown (`aria-current`; "false" marks none). */
const CURRENT = '[aria-current]:not([aria-current="false" i])';

/**
 * A variant picker names the product shown as its current item: Back Market links each grade,
 * storage and colour to that variant's page with its price (`<a aria-current="true" href="…?l=11">Good
 * $389.00</a>`), which read as other products' cards. A carousel of other products marks none.
 */
function isOrHoldsCurrent(item: Element): boolean {
  return item.matches(CURRENT) || item.querySelector(CURRENT) !== null;
}

/** `element` is one of `taken` or lies inside one. */
function insideAny(element: Element, taken: ReadonlySet<Element>): boolean {
  if (taken.size === 0) return false;
  for (let current: Element | null = element; current !== null; current = current.parentElement) if (taken.has(current)) return true;
  return false;
}
