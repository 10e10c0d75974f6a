import { squeezed } from '../element-text.js';
import { isRatingLabel } from './rating-labels.js';

/**
 * Text only screen readers read that says what the page shows a sighted reader otherwise, and is
 * kept: it stands in for a shown copy that screen readers skip (`aria-hidden` beside it, with text of
 * its own: the pair is one value said twice, a price or a rating, and both were dropped); it is all
 * its table cell says (a comparison table's tick or dash icon, "Included in Growth" to screen readers:
 * the table lost which plan has which feature); or it states a rating the page draws as stars
 * (Argos's `<span class="visually-hidden">4.7 out of 5 stars</span>` beside CSS stars). `siblings`:
 * the elements right beside it, as the page has them.
 */
export function keepsHiddenText(element: Element, siblings: readonly (Element | null)[]): boolean {
  return standsInForHiddenCopy(siblings) || saysAllOfItsCell(element) || statesUnshownRating(element, siblings) || headsItsTable(element);
}

/**
 * A table's head (or its row of header cells) set for screen readers only names the table's columns
 * (Trade Me's shipping table: `thead.tm-visually-hidden` of "Destination & description" and "Price"):
 * without it the first option was read as the header.
 */
function headsItsTable(element: Element): boolean {
  if (element.localName === 'thead') return true;
  return element.localName === 'tr' && element.querySelector('td') === null && element.querySelector('th') !== null;
}

/**
 * The element states a rating whose score the elements beside it do not show (Zappos shows "4" beside
 * its hidden "Rated 4 stars out of 5": the score is said already).
 */
function statesUnshownRating(element: Element, siblings: readonly (Element | null)[]): boolean {
  const text = squeezed(element.textContent ?? '');
  if (!isRatingLabel(text)) return false;
  const score = /\d+(?:[.,]\d+)?/.exec(text)?.[0] ?? '';
  const beside = Array.from(element.parentElement?.children ?? siblings).filter((other) => other !== element && other !== null);
  return !beside.some((other) => new RegExp(`(?<![\\d.,])${score.replace('.', '\\.')}(?![\\d])`).test(other?.textContent ?? ''));
}

/**
 * The element's text is all the text of the table cell it stands in, or a word or two that is all of
 * a definition list's value (Coolblue's specifications: `<dd><svg>…#svg-cross</svg><span
 * class="is-visually-hidden">Nee</span></dd>`, a yes or no only the icon shows).
 */
function saysAllOfItsCell(element: Element): boolean {
  const cell = element.closest('td, th, dd');
  const text = (element.textContent ?? '').trim();
  if (cell === null || (cell.localName === 'dd' && text.length > ICON_VALUE_MAX_CHARS)) return false;
  return (cell.textContent ?? '').trim() === text;
}

/** A value an icon shows is a word or two ("Nee", "Yes", "Included"); a longer hidden text in a list's value is a screen reader's summary of it. */
const ICON_VALUE_MAX_CHARS = 16;

/**
 * A sibling right beside the element, as the page has it (a hidden copy is pruned before the stand-in
 * after it is judged), is `aria-hidden="true"` and shows letters, digits or a dash (eBay's "--", "not specified").
 */
function standsInForHiddenCopy(siblings: readonly (Element | null)[]): boolean {
  return siblings.some((sibling) => sibling !== null && sibling.getAttribute('aria-hidden') === 'true' && /[\p{L}\p{N}]|^\s*[-–—]+\s*$/u.test(sibling.textContent ?? ''));
}
