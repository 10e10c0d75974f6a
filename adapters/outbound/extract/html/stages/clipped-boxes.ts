import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { nameWords } from '../region/name-words.js';

// Boxes Tailwind clips (`overflow-hidden`) that hold the page's own text: Readability reads "hidden" in the class as chrome.

/** Class words of a documentation callout's box. */
const CALLOUT_BOX_WORDS = new Set(['callout', 'admonition', 'note', 'tip', 'warning', 'caution', 'danger', 'hint']);

/** A box its class, or its `data-callout-type`, names a callout (Mintlify's `div.callout[data-callout-type="warning"]`). */
export function isCalloutBox(element: Element): boolean {
  return element.hasAttribute('data-callout-type') || nameWords(classAttribute(element)).some((word) => CALLOUT_BOX_WORDS.has(word));
}

/** A step's body says at least this many words. */
const STEP_BODY_MIN_WORDS = 8;

/**
 * The body of an item of an ARIA list (`role="listitem"`, as steps components set them), saying words mostly outside links:
 * Mintlify's last step, "Acknowledge it" and its sentence, went with its clipped body.
 */
export function isStepBody(element: Element): boolean {
  if ((element.parentElement?.getAttribute('role') ?? '').trim().toLowerCase() !== 'listitem') return false;
  const text = squeezed(element.textContent ?? '');
  const linked = Array.from(element.getElementsByTagName('a')).reduce((sum, link) => sum + squeezed(link.textContent ?? '').length, 0);
  return text.split(' ').length >= STEP_BODY_MIN_WORDS && linked * 2 < text.length;
}
