import { squeezed } from '../element-text.js';
import { chromeName, isHidden } from './chrome-rules.js';

/**
 * The element's text without what only screen readers hear (Shopify's "Variant sold out or unavailable" inside each
 * option's label), nor what `unread` also leaves out.
 */
export function shownText(element: Element, unread?: (part: Element) => boolean): string {
  return squeezed(rawShownText(element, unread));
}

function rawShownText(element: Element, unread?: (part: Element) => boolean): string {
  let text = '';
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3) text += child.nodeValue ?? '';
    else if (child.nodeType === 1 && !isHidden(child as Element) && chromeName(child as Element) !== 'hidden-text' && unread?.(child as Element) !== true) {
      const part = rawShownText(child as Element, unread);
      // Parts the style sheet sets apart ("AT&T" over "Activate with the carrier…"), not a symbol beside its figure ("$" "999").
      text += FIELD_END.test(text) && FIELD_START.test(part) && part.trim().length > 1 ? ` ${part}` : part;
    }
  }
  return text;
}

const FIELD_END = /[\p{L}\p{N}.)]$/u;
const FIELD_START = /^[\p{L}\p{N}\p{Sc}(]/u;
