import { priceCount } from '../../../../../domain/page/price-mention.policy.js';
import { classAttribute } from '../class-attribute.js';

/** A bill of fare prices at least this many dishes. */
const MIN_PRICES = 3;
/** ...and is mostly not links (a shop's mega-menu of priced offers is). */
const MAX_LINKED_SHARE = 0.3;

/**
 * The element is named a menu and is a restaurant's bill of fare, not a site's menu: it states at
 * least {@link MIN_PRICES} prices and most of its words are outside links (Squarespace's Menu block,
 * `div.menu-wrapper` of `div.menu-section`s of `div.menu-item`s with their titles, descriptions and
 * prices, which the region and Readability dropped as navigation, every dish and price with it).
 */
/** Ancestors looked through for the bill of fare a dish's part (`div.menu-item-description`) sits in. */
const PART_LEVELS = 6;

/** The element is a bill of fare or a part of one (a section, a dish, its description or price: {@link isBillOfFare}). */
export function inBillOfFare(element: Element): boolean {
  let current: Element | null = element;
  for (let level = 0; level <= PART_LEVELS && current !== null; level += 1, current = current.parentElement) {
    if (isBillOfFare(current)) return true;
  }
  return false;
}

export function isBillOfFare(element: Element): boolean {
  if (!/menu/i.test(`${classAttribute(element)} ${element.getAttribute('id') ?? ''}`)) return false;
  // Asked of a menu once for each of its parts: its text is read once.
  let verdict = VERDICTS.get(element);
  if (verdict === undefined) {
    const text = element.textContent ?? '';
    const linked = () => Array.from(element.getElementsByTagName('a')).reduce((sum, link) => sum + (link.textContent ?? '').length, 0);
    verdict = priceCount(text) >= MIN_PRICES && linked() <= MAX_LINKED_SHARE * text.length;
    VERDICTS.set(element, verdict);
  }
  return verdict;
}

const VERDICTS = new WeakMap<Element, boolean>();
