import { attributeIsIgnoringCase, type ElementCensus } from '../element-census.js';

/** A control's label says at most this many words ("Reply all", "Show quoted text"). */
const CONTROL_LABEL_MAX_WORDS = 4;
const MEDIA = new Set(['img', 'picture', 'video']);
/** `[role="button" i], [role="menuitem" i]`. */
export function isScriptedControl(element: Element): boolean {
  return attributeIsIgnoringCase(element, 'role', 'button') || attributeIsIgnoringCase(element, 'role', 'menuitem');
}

/**
 * Removes, in Readability's copy of the page, the elements scripted as buttons or menu items that
 * say no more than a control's label and hold no heading or block: Readability drops `<button>`s but
 * keeps `<div role="button">`s (writing them as paragraphs), and Google Groups' "Reply all", "Reply
 * to author", "Forward" came with every message. A disclosure's title (`aria-expanded`) is left to
 * the step that writes it as text, and a picture a script opens (a lightbox, WordPress's
 * `<img role="button">` in a tiled gallery) stays. Returns how many went.
 */
export function dropScriptedControls(census: ElementCensus): number {
  let dropped = 0;
  for (const control of census.query(isScriptedControl)) {
    if (control.hasAttribute('aria-expanded') || MEDIA.has(control.localName) || control.querySelector('h1, h2, h3, h4, h5, h6, p, ul, ol, table, pre, img, picture, video') !== null) continue;
    if ((control.textContent ?? '').split(/\s+/).filter((word) => word !== '').length > CONTROL_LABEL_MAX_WORDS) continue;
    control.remove();
    dropped += 1;
  }
  return dropped;
}
