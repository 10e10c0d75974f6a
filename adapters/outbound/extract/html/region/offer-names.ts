import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';

/** Words that name a shop's offer of the product shown, or the list of them ("prices-list"). */
const OFFER_WORDS = new Set(['offer', 'offers']);
const OFFER_LIST_WORDS = new Set(['offer', 'offers', 'prices']);

/**
 * A shop's offer of the product shown, named so by its class, id or test id (idealo's
 * `productOffers-listItem`, Geizhals' `offer`, Ceneo's `product-offers__list__item`, PriceRunner's
 * `data-testid="offer"`) or by its list's (Skroutz' `ol#prices-list`, Prisjakt's `ul[data-test="PriceList"]`).
 */
export function isNamedOffer(item: Element): boolean {
  return namedBy(item, OFFER_WORDS) || (item.parentElement !== null && (namedBy(item.parentElement, OFFER_LIST_WORDS) || namesPriceList(item.parentElement)));
}

/** A list named a list of prices (Prisjakt's `ul[data-test="PriceList"]` of shops' offers). */
function namesPriceList(list: Element): boolean {
  const words = nameWords(names(list));
  return words.includes('price') && (words.includes('list') || words.includes('table'));
}

/** How many levels up an offer's part looks for the offer it belongs to. */
const PART_LEVELS = 3;

/** The element is, or is a part of, a named offer ({@link isNamedOffer}) within a few levels (Skroutz' price link in its offer's `div.price-content`). */
export function inNamedOffer(element: Element): boolean {
  let current: Element | null = element;
  for (let level = 0; current !== null && level <= PART_LEVELS; level += 1, current = current.parentElement) if (isNamedOffer(current)) return true;
  return false;
}

function namedBy(element: Element, words: ReadonlySet<string>): boolean {
  return nameWords(names(element)).some((word) => words.has(word));
}

/** The element's class, id and test ids (Yandex Market's `data-auto="offer"`). */
function names(element: Element): string {
  return `${classAttribute(element)} ${element.getAttribute('id') ?? ''} ${element.getAttribute('data-testid') ?? ''} ${element.getAttribute('data-test') ?? ''} ${element.getAttribute('data-auto') ?? ''}`;
}
