import { classAttribute } from '../class-attribute.js';
import type { ElementCensus } from '../element-census.js';
import { mayNameApiNotice } from '../region/api-notices.js';

/**
 * The elements of Readability's copy whose class or id holds a word Readability reads as a place or
 * a kind of block, sorted by that word in one walk of the page (document order kept in each list).
 * String tests on the two attributes, not selectors: matching six selector lists against every
 * element, then each list's selector against the matches, cost more than the steps that read them.
 */
export interface NamedElements {
  /** Class or id holding "header" or "Header" (lower-case or camel-case, as sites write them). */
  readonly header: Element[];
  /** Class or id holding "contact", any case. */
  readonly contact: Element[];
  /** Class holding "media", "com-", "overflow-" or "scroll", or id holding "mediate" or "com-", any case. */
  readonly misread: Element[];
  /** Class or id holding "menu", any case. */
  readonly menu: Element[];
  /** Class holding "meta", any case. */
  readonly meta: Element[];
  /** Class holding "footer", any case, or a quotation's child whose id does. */
  readonly footer: Element[];
  /** Class that may name an API's status notice (`mayNameApiNotice`: "deprecat", "experimental" or "stab", any case). */
  readonly notice: Element[];
}

const MISREAD_CLASS_WORDS = ['media', 'com-', 'overflow-', 'scroll'];
const MISREAD_ID_WORDS = ['mediate', 'com-'];

export function findNamedElements(census: ElementCensus): NamedElements {
  const named: NamedElements = { header: [], contact: [], misread: [], menu: [], meta: [], footer: [], notice: [] };
  for (const element of census.query((candidate) => candidate.hasAttribute('class') || candidate.hasAttribute('id'))) {
    // As written: the tests below look for words, which the attribute holds as its token list does, and reading it builds no list.
    const className = classAttribute(element);
    const id = element.getAttribute('id') ?? '';
    if (className === '' && id === '') continue;
    const lowerClass = className.toLowerCase();
    const lowerId = id.toLowerCase();
    if (className.includes('header') || className.includes('Header') || id.includes('header') || id.includes('Header')) named.header.push(element);
    if (lowerClass.includes('contact') || lowerId.includes('contact')) named.contact.push(element);
    if (MISREAD_CLASS_WORDS.some((word) => lowerClass.includes(word)) || MISREAD_ID_WORDS.some((word) => lowerId.includes(word))) named.misread.push(element);
    if (lowerClass.includes('menu') || lowerId.includes('menu')) named.menu.push(element);
    if (lowerClass.includes('meta')) named.meta.push(element);
    if (lowerClass.includes('footer') || (lowerId.includes('footer') && element.parentElement?.localName === 'blockquote')) named.footer.push(element);
    if (mayNameApiNotice(className)) named.notice.push(element);
  }
  return named;
}
