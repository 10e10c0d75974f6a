import { squeezed } from '../element-text.js';
import { chromeName, isHidden } from './chrome-rules.js';

/**
 * The element's text without what only screen readers hear (Shopify's "Variant sold out or unavailable" inside each
 * option's label), nor what `unread` also leaves out.
 */
export function shownText(element: Element, unread?: (part: Element) => boolean): string {
  return squeezed(rawShownText(element, unread, false));
}

/**
 * {@link shownText} with every part the markup sets in an element of its own kept apart, however short: an option's
 * values side by side (Wildberries' size "42" beside its letter size "S", which read "42S").
 */
export function shownValues(element: Element): string {
  return squeezed(rawShownText(element, undefined, true));
}

function rawShownText(element: Element, unread: ((part: Element) => boolean) | undefined, apart: boolean): string {
  let text = '';
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3) text += child.nodeValue ?? '';
    else if (child.nodeType === 1 && !isHidden(child as Element) && chromeName(child as Element) !== 'hidden-text' && unread?.(child as Element) !== true) {
      const part = rawShownText(child as Element, unread, apart);
      // Parts the style sheet sets apart ("AT&T" over "Activate with the carrier…"), not a symbol beside its figure ("$" "999").
      text += FIELD_END.test(text) && FIELD_START.test(part) && (apart || part.trim().length > 1) ? ` ${part}` : part;
    }
  }
  return text;
}

const FIELD_END = /[\p{L}\p{N}.)]$/u;
const FIELD_START = /^[\p{L}\p{N}\p{Sc}(]/u;
