import { isProfileLink } from './post-author-asides.js';
/** Elements that name the value set right after them ("Brand", "Author:"). */
const VALUE_LABELS = new Set(['LABEL', 'DT', 'TH', 'STRONG', 'B']);
/** A label longer than this (characters) is a sentence, not a field's name. */
const VALUE_LABEL_MAX_CHARS = 40;

/**
 * `element` is the value a label right before it names (`<label>Brand</label><span><a>Atelier
 * Vermeil</a></span>`, `<dt>Publisher</dt><dd><a>…</a></dd>`): a fact set as a link, not a cluster of
 * links. `previous` is the sibling before it as the page has it.
 */
export function isLabelledValue(element: Element, previous: Element | null): boolean {
  if (previous === null || !VALUE_LABELS.has(previous.nodeName.toUpperCase()) || previous.querySelector('a') !== null) return false;
  const label = (previous.textContent ?? '').trim();
  return label.length <= VALUE_LABEL_MAX_CHARS && /\p{L}/u.test(label) && element.getElementsByTagName('a').length === 1;
}

/**
 * `element` sits in a table cell whose row says more in another cell, outside links: a row's linked
 * name beside its description (pkg.go.dev's directories, an API index), not a cluster of links.
 */
export function namesTableRow(element: Element): boolean {
  const cell = element.closest('td, th');
  const row = cell?.parentElement;
  if (cell === null || cell === undefined || row === null || row === undefined || row.nodeName.toUpperCase() !== 'TR') return false;
  for (let other = row.firstElementChild; other !== null; other = other.nextElementSibling) if (other !== cell && hasWordsOutsideLinks(other)) return true;
  return false;
}

/** A text node below `element`, outside any link, has a letter or digit. */
export function hasWordsOutsideLinks(element: Element): boolean {
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3 && /[\p{L}\p{N}]/u.test(child.nodeValue ?? '')) return true;
    if (child.nodeType === 1 && child.nodeName.toUpperCase() !== 'A' && hasWordsOutsideLinks(child as Element)) return true;
  }
  return false;
}

/** A post's byline is short: at most this many words (a name, a rank, a date). */
const BYLINE_MAX_WORDS = 20;

/**
 * A post's byline set as links: a link to a member's profile (`isProfileLink`) and a `<time>`, in at
 * most {@link BYLINE_MAX_WORDS} words (Vanilla's comment header: the author's name, "Member", the date
 * as the comment's permalink). It says who wrote the post and when, not a cluster of links; a name
 * and a date as links read as one when the rank beside them is short.
 */
export function isPostByline(element: Element): boolean {
  if (element.querySelector('time') === null) return false;
  if ((element.textContent ?? '').split(/\s+/).filter((word) => word !== '').length > BYLINE_MAX_WORDS) return false;
  return Array.from(element.getElementsByTagName('a')).some((link) => isProfileLink(link.getAttribute('href') ?? ''));
}
