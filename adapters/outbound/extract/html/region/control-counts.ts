import { boundedText, squeezed } from '../element-text.js';

/** A count alone: digits with group separators, a sign, and a thousands or millions letter ("412", "-3", "1.2k", "12,345"). */
const COUNT = /^[+\-−]?\d[\d.,\u00a0\u202f ]*[kmb]?$/iu;
/** Letters or digits: an element that has them says something. */
const WORDS = /[\p{L}\p{N}]/u;

/** A count says at most this many characters. */
const COUNT_MAX_CHARS = 16;

/**
 * The bare numbers among `parent`'s children set among buttons and nothing else: the tally of a vote or like widget (Lemmy's
 * `div.vote-bar`: an "Upvote" button, `div.post-score` "412", a "Downvote" button; Stack Exchange's
 * vote count between its arrows; a like button's count beside it). The buttons go as controls and
 * the number stood alone on a line, saying nothing a reader could place. The number's siblings must all be
 * controls (`<button>`, `role="button"`) or say nothing (icons, empty spans), and at least one a control.
 * Judged before the buttons go; a parent without a control child costs one pass over its children.
 */
export function controlCounts(parent: Element): Element[] {
  const children = Array.from(parent.children);
  if (!children.some(isControl)) return [];
  const counts = children.filter((child) => !isControl(child) && isCount(child));
  if (counts.length !== 1) return [];
  const count = counts[0] as Element;
  for (let node = parent.firstChild; node !== null; node = node.nextSibling) {
    if (node === count || (node.nodeType === 1 && isControl(node as Element))) continue;
    if ((node.nodeType === 1 || node.nodeType === 3) && WORDS.test(node.textContent ?? '')) return [];
  }
  return [count];
}

function isCount(element: Element): boolean {
  // Read no further than a count's length and the markup's indentation round it.
  const text = boundedText(element, (sofar) => sofar.length > COUNT_MAX_CHARS * 8);
  const count = text === undefined ? '' : squeezed(text);
  return count.length <= COUNT_MAX_CHARS && COUNT.test(count);
}

function isControl(element: Element): boolean {
  return element.localName === 'button' || (element.getAttribute('role') ?? '').trim().toLowerCase() === 'button';
}
