import { HEADINGS, squeezed } from '../element-text.js';
import { shownText } from './shown-text.js';
import { holdsPageHeading } from './chrome-rules.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';

/** Production setting; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const CHOICE_FIELDSETS_REMOVED = true;

/**
 * A page whose groups of radio buttons or checkboxes are pickers and filters: one that declares a
 * product or a listing. A thread's poll and an article's quiz are their content.
 */
export function choiceGroupsArePickers(declared: DeclaredPageKind): boolean {
  return declared.product === true || declared.listing === true;
}

export const CHOICE_INPUT = 'input[type="radio" i], input[type="checkbox" i]';

/** At most this many of a picker's options are named in its summary line. */
const MAX_OPTIONS_NAMED = 40;

/**
 * Removes, in place, every `<fieldset>` under `root` that groups radio buttons or checkboxes: a
 * shop's colour and size pickers under each card, a listing's filter facets. Their labels are
 * options to click ("Option: LAGKAPTEN / ALEX, Desk, black-brown"), not what the page says.
 * With `summarise` (a product's own page), a picker with a legend is written instead as one line,
 * its legend and its options' names ("Color: Black/Grey/White; options: Black/Grey/White, Navy,
 * Oat (unavailable)"), under the legend's heading where it holds one (Apple's "Storage. How much
 * space do you need?"), followed by the prose the fieldset holds beside its choices (a help
 * paragraph, a plan's benefits): which variant the page shows and which exist is what a buyer
 * asks, and Zappos', Uniqlo's and Shopware's pages said neither. Returns how many went or were
 * written. One `getElementsByTagName` walk of `root`.
 */
export function removeChoiceFieldsets(root: Element, summarise = false): number {
  const fieldsets = Array.from(root.getElementsByTagName('fieldset'));
  let removed = 0;
  for (const fieldset of fieldsets) {
    if (!root.contains(fieldset) || fieldset.querySelector(CHOICE_INPUT) === null) continue;
    const written = summarise && !asksRating(fieldset) ? writtenPicker(fieldset) : undefined;
    if (written === undefined) fieldset.remove();
    else replacePicker(fieldset, written, root);
    removed += 1;
  }
  return removed + (summarise ? writeNamedRadioGroups(root) + writeListedRadioGroups(root) : 0);
}

/**
 * Writes each list of radio buttons of one name set without a fieldset or a group's role, named by
 * the label before the list (PrestaShop's `span.control-label` "Glaze: Tide Blue" over `ul#group_3`),
 * or by the term of the definition the list is (nopCommerce's `dt` "Burr set" over `dd >
 * ul.option-list`, the term then going), as a fieldset's picker is written: its labels went as
 * controls' and the options with them, or the whole group with the add-to-cart form.
 */
function writeListedRadioGroups(root: Element): number {
  let written = 0;
  for (const list of Array.from(root.querySelectorAll('ul, ol'))) {
    const inputs = Array.from(list.querySelectorAll('input[type="radio" i]'));
    const name = inputs[0]?.getAttribute('name') ?? '';
    if (inputs.length < 2 || name === '' || RATING_NAME.test(name) || inputs.some((input) => input.getAttribute('name') !== name)) continue;
    if (!root.contains(list) || list.closest('fieldset, [role="radiogroup" i]') !== null) continue;
    const definition = list.previousElementSibling === null && list.parentElement?.localName === 'dd' ? list.parentElement : null;
    const label = definition?.previousElementSibling?.localName === 'dt' ? definition.previousElementSibling : list.previousElementSibling;
    const title = label === null ? '' : shownText(label).replace(/\s*\*$/, '');
    const names = optionNames(inputs, optionName, (input) => input.hasAttribute('disabled'));
    if (label === null || title === '' || title.split(' ').length > LEGEND_MAX_WORDS || names.length < 2) continue;
    // A heading over the list stays the heading it is; a label goes into the line.
    const heading = HEADINGS.split(',').some((tag) => tag.trim() === label.localName);
    replacePicker(list, writtenOptions(list.ownerDocument, heading ? '' : title, names), root);
    if (!heading) label.remove();
    if (definition !== null && definition.childNodes.length === 0) definition.remove();
    written += 1;
  }
  return written;
}

/** A choice's name in a review form: the stars a reviewer gives (Magento's `ratings[4]`, WooCommerce's `rating`). */
const RATING_NAME = /(?<![a-z])(?:ratings?|stars?)(?![a-z])/i;

/** The fieldset asks for a rating (a review form's stars), no option of the product: it goes with its form. */
function asksRating(fieldset: Element): boolean {
  return Array.from(fieldset.querySelectorAll(CHOICE_INPUT)).some((input) => RATING_NAME.test(input.getAttribute('name') ?? ''));
}

/**
 * Writes each radio group set without a fieldset (`role="radiogroup"` with an `aria-label`: Currys'
 * "Choose how to get it" over delivery and collection, each option's label saying its price and
 * day; or named by the element its `aria-labelledby` points at: Hornbach's "Ausführung:") as its name and its options, as a fieldset's picker is written; its labels went as controls'
 * and the options with them. An unnamed group is left as it is.
 */
function writeNamedRadioGroups(root: Element): number {
  let written = 0;
  for (const group of Array.from(root.querySelectorAll('[role="radiogroup" i][aria-label], [role="radiogroup" i][aria-labelledby]'))) {
    const naming = namingElement(group);
    const title = squeezed(group.getAttribute('aria-label') ?? '') || (naming === null ? '' : shownText(naming));
    const inputs = Array.from(group.querySelectorAll('input[type="radio" i]'));
    if (title === '' || inputs.length < 2 || !root.contains(group) || group.closest('fieldset') !== null) continue;
    const names = optionNames(inputs, optionName, (input) => input.hasAttribute('disabled'));
    if (names.length < 2) continue;
    replacePicker(group, writtenOptions(group.ownerDocument, title, names), root);
    // The name is in the line now (Hornbach's `p#variant-label` "Ausführung:" over its variants).
    if (naming !== null && root.contains(naming) && naming.querySelector(CHOICE_INPUT) === null) naming.remove();
    written += 1;
  }
  return written;
}

/** The one element outside the group that its `aria-labelledby` names, where it has no `aria-label`. */
function namingElement(group: Element): Element | null {
  const id = (group.getAttribute('aria-labelledby') ?? '').trim();
  if (squeezed(group.getAttribute('aria-label') ?? '') !== '' || id === '' || id.includes(' ')) return null;
  const named = group.ownerDocument.getElementById(id);
  return named === null || group.contains(named) ? null : named;
}

/** An option's name longer than this (characters) says more than a name. */
const LONG_OPTION_CHARS = 40;

/** A picker's legend names it ("Color: Black"); a longer one is a notice set in a form (a membership's terms). */
const LEGEND_MAX_WORDS = 12;

/** The elements a picker is written as; `undefined` when it has no legend, or a long one. */
function writtenPicker(fieldset: Element): Element[] | undefined {
  const legend = fieldset.querySelector('legend');
  const title = legend === null ? '' : shownText(legend);
  if (legend === null || title === '' || title.split(' ').length > LEGEND_MAX_WORDS) return undefined;
  // Shopify's Horizon marks a sold-out variant `aria-disabled`, a shopper may still pick it to be told.
  const names = optionNames(Array.from(fieldset.querySelectorAll(CHOICE_INPUT)), optionName, (input) => input.hasAttribute('disabled') || input.getAttribute('aria-disabled') === 'true');
  const document = fieldset.ownerDocument;
  const written: Element[] = [];
  const heading = legend.querySelector(HEADINGS);
  if (heading !== null) {
    const title = document.createElement(heading.localName);
    title.textContent = shownText(heading);
    written.push(title);
  }
  written.push(...writtenOptions(document, heading === null ? title : '', names));
  for (const block of Array.from(fieldset.querySelectorAll('p, ul, ol'))) {
    if (block.closest('label, legend') !== null || block.querySelector('input, label') !== null || written.some((kept) => kept.contains(block)) || shownText(block) === '') continue;
    written.push(block);
  }
  return written;
}

/**
 * The names of a picker's options (at most {@link MAX_OPTIONS_NAMED}), each once, in order, those a
 * shopper cannot pick marked "(unavailable)".
 */
export function optionNames(options: readonly Element[], nameOf: (option: Element) => string, unavailable: (option: Element) => boolean): string[] {
  const names: string[] = [];
  for (const option of options.slice(0, MAX_OPTIONS_NAMED)) {
    const name = nameOf(option);
    if (name !== '' && !names.includes(name)) names.push(unavailable(option) ? `${name} (unavailable)` : name);
  }
  return names;
}

/**
 * Puts a picker's written lines in place of `picker`, or, where it stands in a form within `root`
 * (the add-to-cart form, which the region drops as a control and Readability drops whole), just
 * before that form, unless the form holds the page's heading.
 */
export function replacePicker(picker: Element, lines: readonly Element[], root: Element): void {
  const form = picker.parentElement?.closest('form');
  // A form round the whole product (nopCommerce's `form#product-details-form`, holding its heading) stays: the picker is written where it stands.
  if (form === null || form === undefined || !root.contains(form) || holdsPageHeading(form)) {
    picker.replaceWith(...lines);
    return;
  }
  form.before(...lines);
  picker.remove();
}

/**
 * A picker's name and its options' names as one line ("Size; options: 8, 9 (unavailable)"), or, where
 * an option says more than a name (a price, a plan's terms), the name and a list, one option a line.
 */
export function writtenOptions(document: Document, title: string, names: readonly string[]): Element[] {
  const written: Element[] = [];
  const listed = names.some((name) => name.length > LONG_OPTION_CHARS);
  const line = [title.replace(/[:：]\s*$/, ''), names.length === 0 || listed ? '' : `options: ${names.join(', ')}`].filter((part) => part !== '').join('; ');
  if (line !== '') {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    written.push(paragraph);
  }
  if (listed) {
    const list = document.createElement('ul');
    for (const name of names) {
      const item = document.createElement('li');
      item.textContent = name;
      list.append(item);
    }
    written.push(list);
  }
  return written;
}

/** The `<label>` whose `for` names the control's id; `null` when the control has no id or no such label. */
export function labelFor(control: Element): Element | null {
  const id = control.getAttribute('id');
  if (id === null || id === '') return null;
  return control.ownerDocument.querySelector(`label[for="${id.replace(/["\\]/g, '\\$&')}"]`);
}

/**
 * What an option is called: its label's text, else the swatch picture's `alt` in it or the label's
 * `aria-label` (Gap's swatches), else the input's `aria-label` or `title`; a value is a name only when
 * it reads as words or a size (not a code such as "COL09", nor a variant's id such as "540912012").
 */
export function optionName(input: Element): string {
  const label = labelFor(input) ?? input.closest('label');
  const value = squeezed(input.getAttribute('value') ?? '');
  // A value is a name when it reads as words or a size ("10.5"), not a code or a variant's id ("COL09", "540912012").
  return (label === null ? '' : shownText(label)) || squeezed(label?.querySelector('img[alt]')?.getAttribute('alt') ?? '') || squeezed(label?.getAttribute('aria-label') ?? '')
    || squeezed(input.getAttribute('aria-label') ?? '') || squeezed(input.getAttribute('title') ?? '') || (/\p{Ll}|^\d{1,4}(?:[.,]\d+)?$/u.test(value) ? value : '');
}
