import { squeezed } from '../element-text.js';
import { labelFor, optionNames, replacePicker, writtenOptions } from './choice-fieldsets.js';
import { shownText } from './shown-text.js';
import { namesSortOrder } from './sort-labels.js';

/** A drop-down's first option that only asks for a choice: "Select size", "--- Please Select ---", "Choose an option". */
const PLACEHOLDER = /^\W*(?:select|choose|pick|please)\b/i;
/** A drop-down's name that makes it a control of the page, not a choice of the product: a language, a shipping country (sorting: `namesSortOrder`). */
const NOT_VARIANT = /\b(?:language|country|region|currency|quantity|qty)\b/i;
/** An option's text that already says it cannot be picked. */
const SAYS_UNAVAILABLE = /\b(?:sold out|unavailable|out of stock|ausverkauft|épuisé|agotado)\b/i;
/** The words a drop-down's own label opens with before the name ("Select Glaze"). */
const ASKING = /^(?:select|choose|pick)\s+(?:an?\s+|your\s+)?/i;

/**
 * On a product's own page, writes each drop-down of variants (`<select>`) as one line, its name and
 * its options' names ("Size; options: S, M, L (Sold out), XL"), as `removeChoiceFieldsets` writes a
 * group of radio buttons: Squarespace's, Big Cartel's and OpenCart's glazes, sizes and colours are
 * drop-downs, and the page kept only their labels ("Glaze:"). A drop-down without a name is none of
 * them (Shopify's hidden list of every variant, a listing's sort order). The first option is passed over where
 * it only asks for a choice; a disabled one is marked "(unavailable)" unless its text says so. A
 * drop-down of numbers alone (a quantity) or one that sorts, or picks a language, country or
 * currency, is no variant and stays as it is, and so is one in the page's navigation, header or
 * footer. The drop-down's label (`<label for>`, else its `aria-label` without its
 * "Select", else the short caption just before it: `termBefore`) names the line; a label element, or a caption just
 * before the drop-down that says the same name ("Glaze:"), goes with it. A drop-down in a form (the add-to-cart form, which Readability
 * drops whole) is written just before the form (`replacePicker`). `selects` are the drop-downs judged (all of
 * `root`'s by default; on a page declaring no product, those of a cart's form: `isCartChoice`). Returns how many were written.
 */
export function writeSelectPickers(root: Element, selects: readonly Element[] = Array.from(root.querySelectorAll('select'))): number {
  let written = 0;
  for (const select of selects) {
    if (!root.contains(select) || select.closest('nav, header, footer') !== null) continue;
    const options = Array.from(select.querySelectorAll('option')).filter((option, index) => index > 0 || !isPlaceholder(option));
    const names = optionNames(options, (option) => squeezed(option.textContent ?? ''), (option) => option.hasAttribute('disabled') && !SAYS_UNAVAILABLE.test(option.textContent ?? ''));
    // Only a label `for` it: one around it also holds its options' text, and stays.
    const label = labelFor(select);
    const named = (label === null ? '' : shownText(label)).replace(/[\s:]+$/, '') || squeezed(select.getAttribute('aria-label') ?? '').replace(ASKING, '');
    const term = named === '' ? termBefore(select) : null;
    const name = term === null ? named : shownText(term).replace(/[\s:]+$/, '');
    if (name === '' || names.length < 2 || names.every((option) => /^\d+$/.test(option)) || NOT_VARIANT.test(name) || namesSortOrder(name)) continue;
    const caption = label ?? term ?? captionBefore(select, name);
    replacePicker(select, writtenOptions(select.ownerDocument, name, names), root);
    if (caption !== null && !caption.contains(root)) caption.remove();
    written += 1;
  }
  return written;
}

/** Form controls: no caption holds one. */
const CONTROLS = 'select, input, button, textarea';
/** Most words of a caption that names the drop-down after it. */
const TERM_MAX_WORDS = 5;

/**
 * The drop-down's name where no label names it: the short caption just before it, or before the
 * wrapper it alone fills, past a line break: osCommerce's `<strong>Finish:</strong><br><select>`,
 * VirtueMart's title span before `div.product-field-display`, JTL-Shop's `<dt>` before the `<dd>`;
 * `null` when there is none.
 */
function termBefore(select: Element): Element | null {
  let element: Element = select;
  while (element.parentElement !== null && element.parentElement.children.length === 1 && element.parentElement.localName !== 'form') element = element.parentElement;
  let before = element.previousElementSibling;
  while (before !== null && before.localName === 'br') before = before.previousElementSibling;
  if (before === null || before.matches(CONTROLS) || before.querySelector(CONTROLS) !== null) return null;
  const text = shownText(before).replace(/[\s:]+$/, '');
  return text !== '' && text.split(/\s+/).length <= TERM_MAX_WORDS ? before : null;
}

/**
 * Whether the drop-down is a choice of the product a form adds to the cart: the form names a cart or a
 * purchase (osCommerce's and Zen Cart's `form[name=cart_quantity]`, JTL-Shop's `form#buy_form`) or holds a
 * quantity field (VirtueMart's `quantity[]`). Where no structured data declares a product, that form says it.
 */
export function isCartChoice(select: Element): boolean {
  const form = select.closest('form');
  if (form === null) return false;
  const names = ['action', 'name', 'id', 'class'].map((attribute) => form.getAttribute(attribute) ?? '').join(' ');
  return CART_FORM.test(names) || form.querySelector(QUANTITY_FIELD) !== null;
}

/** A form's name or address that says it adds to a cart or buys, in the common shop languages. */
const CART_FORM = /cart|basket|warenkorb|panier|carrito|carrello|winkelwagen|koszyk|add[_-]?product|buy/i;
/** A quantity field. */
const QUANTITY_FIELD = 'input[name*="qty" i], input[name*="quantity" i], input[name*="anzahl" i]';

function isPlaceholder(option: Element): boolean {
  const value = option.getAttribute('value');
  return value === '' || (option.hasAttribute('disabled') && option.hasAttribute('selected')) || PLACEHOLDER.test(option.textContent ?? '');
}

/**
 * The element just before the drop-down (or before the wrapper it alone fills) whose text is its
 * name with or without a colon ("Glaze:" before Squarespace's wrapper); `null` when there is none.
 */
function captionBefore(select: Element, name: string): Element | null {
  if (name === '') return null;
  let element: Element = select;
  while (element.previousElementSibling === null && element.parentElement !== null && element.parentElement.children.length === 1) element = element.parentElement;
  const before = element.previousElementSibling;
  if (before === null || before.querySelector('select, input, button') !== null) return null;
  return shownText(before).replace(/[\s:]+$/, '').toLowerCase() === name.toLowerCase() ? before : null;
}
