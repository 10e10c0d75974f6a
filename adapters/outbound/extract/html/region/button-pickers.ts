import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';
import { squeezed } from '../element-text.js';
import { CHOICE_INPUT, optionNames, replacePicker, writtenOptions } from './choice-fieldsets.js';
import { shownText, shownValues } from './shown-text.js';

/** A group of option buttons: a radio group or list box, or a list of buttons a class names as a picker. */
const PICKER_GROUPS = '[role="radiogroup"], [role="listbox"], ul, ol';
/** Class words of a list of option buttons: sizes, colours, variants. */
const PICKER_WORDS = new Set(['size', 'sizes', 'color', 'colors', 'colour', 'colours', 'swatch', 'swatches', 'variant', 'variants', 'variation', 'variations', 'sku', 'option', 'options', 'picker', 'selector']);
/** How many ancestors of a row of buttons may name it a picker (Shopee's `section[aria-labelledby="variation-size"]` around its size buttons). */
const ROW_NAME_LEVELS = 2;
/** How many wrappers of its own an option button may sit in below its row. */
const WRAPPER_LEVELS = 2;
/** What marks an option a shopper cannot pick, besides `disabled`. */
const UNAVAILABLE = /\b(?:disabled|unavailable|out-?of-?stock|sold-?out)\b/i;

/**
 * On a product's own page, writes each group of option buttons as one line, its name and its
 * options' names ("Storage; options: 128 GB | 8 GB £549.00, 512 GB | 8 GB (unavailable)"), as
 * `removeChoiceFieldsets` writes a group of radio buttons: Zara's sizes, Samsung's storage and colour
 * chips and Otto's colour tiles are buttons, which go as controls, and the page then said neither
 * which sizes exist nor which are sold out. A group is a radio group or list box (`role`), or a list
 * whose items each hold one button and no link, named as a picker by its class or its buttons'
 * state (`aria-pressed`, `aria-checked`, `role="radio"`/`"option"`); one inside a fieldset of radio
 * buttons is that fieldset's (`removeChoiceFieldsets`), one in a fieldset of buttons alone
 * (Nordstrom's colour swatches under "Color: Camel") is written. A group in a form is written
 * before the form (`replacePicker`), and the label its `aria-labelledby` names goes with it.
 * Returns how many were written.
 */
export function writeButtonPickers(root: Element): number {
  let written = 0;
  // A <div> of buttons alone may be a picker too (Lazada's and Shopee's variations).
  const rows = new Set<Element>();
  // Each button may sit in wrappers of its own (`wrappedButton`): the row is then a few levels up.
  for (const button of Array.from(root.querySelectorAll(BUTTON_LIKE))) {
    let row = button.parentElement;
    for (let level = 0; row !== null && level <= WRAPPER_LEVELS; row = row.parentElement, level += 1) if (row.localName === 'div') rows.add(row);
  }
  // A row of links to the variants' own pages, named as sizes, colours or variants (Clas Ohlson's `div.variant-selector__options`).
  for (const link of Array.from(root.querySelectorAll(VARIANT_LINKS))) if (link.parentElement?.localName === 'div') rows.add(link.parentElement);
  for (const group of [...Array.from(root.querySelectorAll(PICKER_GROUPS)), ...rows]) {
    if (!root.contains(group) || group.closest('nav, header, footer, [role="tablist"]') !== null || group.closest('fieldset')?.querySelector(CHOICE_INPUT) != null) continue;
    const buttons = optionButtons(group) ?? variantLinks(group);
    if (buttons === undefined) continue;
    const named = optionNames(buttons, buttonName, isUnavailable);
    if (named.length < 2) continue;
    // A closed drop-down's list is hidden: its line goes where the box shows the choice; a legend's fieldset holding the group alone goes with it.
    const box = dropDownBox(group) ?? legendedFieldset(group) ?? group;
    const label = labellingElement(box) ?? (box.localName === 'div' && box.parentElement !== null ? labellingElement(box.parentElement, box) : null) ?? (box === group ? null : box.localName === 'fieldset' ? box.firstElementChild : labelBefore(box));
    const { prefix, names } = sharedLabel(named);
    replacePicker(box, writtenOptions(group.ownerDocument, groupName(group, null) || groupName(box, label) || prefix, names), root);
    // The label the group names itself by is in the line now (Wayfair's "Color: Dark Gray" above its swatches).
    if (label !== null && root.contains(label) && label.querySelector('button, input, select') === null) label.remove();
    written += 1;
  }
  return written;
}

/** How many levels up a list box looks for the drop-down box it opens from. */
const BOX_LEVELS = 3;
/** A label beside a drop-down names it in a few words. */
const LABEL_MAX_CHARS = 40;

/**
 * The drop-down box a list box opens from: an ancestor with `role="combobox"` a few levels up (vue-multiselect's
 * `div.multiselect[role="combobox"]` over its hidden `div.multiselect__content-wrapper`, Bukalapak's colours and
 * capacities), whose list is hidden until it opens: written in the hidden list, the line went with it.
 */
function dropDownBox(group: Element): Element | null {
  if (group.getAttribute('role') !== 'listbox') return null;
  let ancestor = group.parentElement;
  for (let level = 0; ancestor !== null && level < BOX_LEVELS; ancestor = ancestor.parentElement, level += 1) if (ancestor.getAttribute('role') === 'combobox') return ancestor;
  return null;
}

/** The element right before a drop-down box that names it: a few words, no control (Bukalapak's `div.c-main-product__label` "Warna"). */
function labelBefore(box: Element): Element | null {
  const before = box.previousElementSibling;
  if (before === null || before.querySelector(OPTION) !== null) return null;
  const text = squeezed(before.textContent ?? '');
  return text !== '' && text.length <= LABEL_MAX_CHARS ? before : null;
}

/** Class words of a list or row of links that are a product's variants: not "option" or "selector", which name a share bar's links too. */
const VARIANT_LINK_WORDS = new Set(['size', 'sizes', 'color', 'colors', 'colour', 'colours', 'swatch', 'swatches', 'variant', 'variants', 'variation', 'variations']);
/** Class words of a list of links that are options: variants only where one of them is marked the one chosen ({@link marksChoice}). */
const OPTION_LINK_WORDS = new Set(['option', 'options']);
/** Class words that mark the option shown as the one chosen. */
const CHOSEN_WORDS = new Set(['selected', 'active', 'current', 'checked', 'chosen']);
/** Links whose row's class may name variants (the cheap test; `variantLinks` reads the words). */
const VARIANT_LINKS = ['variant', 'swatch', 'color', 'colour', 'size'].map((word) => `div[class*="${word}" i] > a[href]`).join(', ');

/**
 * The links of a list or row of links to the product's variants' own pages, each item one link and no other control
 * (El Corte Inglés' `ul.color-list` of swatch links named by their `title`, Clas Ohlson's `div.variant-selector__options`
 * of `a.variant-selector__option`), named so by the group's or the first link's class; `undefined` otherwise. Read as
 * links, the row went as a menu and the page said no variant but the one shown.
 */
function variantLinks(group: Element): Element[] | undefined {
  const items = Array.from(group.children);
  if (items.length < 2) return undefined;
  // The names first: every list of a product page is asked, menus of hundreds of links among them.
  const first = items[0] as Element;
  const firstLink = first.localName === 'a' ? first : first.querySelector('a[href]');
  const words = nameWords(`${classAttribute(group)} ${firstLink === null ? '' : classAttribute(firstLink)}`);
  const variants = words.some((word) => VARIANT_LINK_WORDS.has(word));
  if (!variants && !words.some((word) => OPTION_LINK_WORDS.has(word))) return undefined;
  const links: Element[] = [];
  for (const item of items) {
    const link = item.localName === 'a' && item.hasAttribute('href') ? item : item.localName === 'li' ? onlyLink(item) : undefined;
    if (link === undefined) return undefined;
    links.push(link);
  }
  // Links named options are variants where one is marked chosen (bol.com's `ul.feature-options` of `a.feature-option`, one `--selected`).
  return variants || links.some((link) => marksChoice(link) || (link.parentElement !== group && marksChoice(link.parentElement as Element))) ? links : undefined;
}

/** The element is marked as the option chosen: by ARIA's state or by a class word ({@link CHOSEN_WORDS}). */
function marksChoice(element: Element): boolean {
  if (element.getAttribute('aria-current') === 'true' || element.getAttribute('aria-current') === 'page' || element.getAttribute('aria-selected') === 'true' || element.getAttribute('aria-checked') === 'true') return true;
  return nameWords(classAttribute(element)).some((word) => CHOSEN_WORDS.has(word));
}

/** The one link a list item holds beside no other control. */
function onlyLink(item: Element): Element | undefined {
  const controls = item.querySelectorAll('a[href], button, input, select');
  return controls.length === 1 && controls[0]?.localName === 'a' ? controls[0] : undefined;
}

/** The fieldset the group fills under its legend alone (Clas Ohlson's "Välj variant:" over its variants' links): the legend names the group. */
function legendedFieldset(group: Element): Element | null {
  const fieldset = group.parentElement;
  if (fieldset?.localName !== 'fieldset' || fieldset.childElementCount !== 2 || fieldset.firstElementChild?.localName !== 'legend') return null;
  return fieldset;
}

/** The group's option buttons, when it is a picker; `undefined` otherwise. */
function optionButtons(group: Element): Element[] | undefined {
  const role = group.getAttribute('role');
  if (role === 'radiogroup' || role === 'listbox') {
    const options = Array.from(group.querySelectorAll('[role="radio"], [role="option"], button'));
    // An option may be, or hold, a link to the variant's own page (Sony's and John Lewis' colour swatches, Magento's
    // `div.swatch-option[role="option"] > a` on Castorama); a link beside the options is no picker's.
    const linkBeside = Array.from(group.querySelectorAll('a[href]')).some((link) => link.closest('[role="radio"], [role="option"]') === null);
    return options.length >= 2 && !linkBeside ? options.filter((option) => option.parentElement?.closest('[role="radio"], [role="option"], button') === null) : undefined;
  }
  if (group.localName === 'div') return rowButtons(group);
  const items = Array.from(group.children);
  const buttons = items.map(itemOption);
  if (items.length < 2 || !buttons.every((button): button is Element => button !== undefined)) return undefined;
  const stated = buttons.some((button) => button.hasAttribute('aria-pressed') || button.hasAttribute('aria-checked') || ['radio', 'option'].includes(button.getAttribute('role') ?? '') || ['radio', 'option'].includes(button.parentElement?.getAttribute('role') ?? ''));
  const named = nameWords(`${group.getAttribute('class') ?? ''} ${buttons[0]?.getAttribute('class') ?? ''}`).some((word) => PICKER_WORDS.has(word));
  return stated || named ? buttons : undefined;
}

/**
 * The list item's one option and no link: a button (or an element with `role="button"`), else a `<label>` holding no control
 * (Wildberries' sizes, `li > label.j-size`, whose radio a script keeps elsewhere; the region dropped them as controls by
 * their class `sizes-list__button`, and the page said no size). A label round a radio or check box is that input's rule's.
 */
function itemOption(item: Element): Element | undefined {
  if (item.localName !== 'li' || item.querySelector('a[href]') !== null) return undefined;
  const buttons = Array.from(item.querySelectorAll(BUTTON_LIKE)).filter((button) => button.parentElement?.closest(BUTTON_LIKE) == null);
  if (buttons.length > 0) return buttons.length === 1 ? buttons[0] : undefined;
  const labels = item.querySelectorAll('label');
  return labels.length === 1 && labels[0]?.querySelector('input, select, textarea') === null ? labels[0] : undefined;
}

/**
 * A `<div>` of two or more buttons and nothing else, no link among them, named as a picker by its class, `aria-labelledby` or test id, or the class, id, `aria-labelledby` or test id of one of its {@link ROW_NAME_LEVELS} nearest ancestors
 * (Lazada's `div.sku-prop-content` of `button.sku-variable-name`; Shopee's size buttons in `section[aria-labelledby="variation-size"]`).
 */
function rowButtons(row: Element): Element[] | undefined {
  const children = Array.from(row.children);
  const wrapped = children.some((child) => !isButtonLike(child));
  // Wrapped buttons are a series: each in a wrapper of the same tag and class (a tile's button beside its "Edit store" link is none).
  if (wrapped && !children.every((child) => child.localName === children[0]?.localName && classAttribute(child) === classAttribute(children[0] as Element))) return undefined;
  const buttons = children.map(wrappedButton);
  if (buttons.length < 2 || !buttons.every((button) => button !== undefined) || row.querySelector('a[href]') !== null) return undefined;
  // Not the buttons' own classes: a style's size modifier (Lazada's `pdp-button_size_xl` on "Buy Now") names no picker.
  // The row's own label's id names it too (MUI's `div.MuiToggleButtonGroup-root role="group" aria-labelledby="size-label"`), and so does a test id (Primark's `data-testid="size-picker"`).
  const names = [row.getAttribute('class') ?? '', row.getAttribute('aria-labelledby') ?? '', row.getAttribute('data-testid') ?? ''];
  for (let ancestor = row.parentElement, level = 0; ancestor !== null && level < ROW_NAME_LEVELS; ancestor = ancestor.parentElement, level += 1) {
    names.push(ancestor.getAttribute('class') ?? '', ancestor.getAttribute('id') ?? '', ancestor.getAttribute('aria-labelledby') ?? '', ancestor.getAttribute('data-testid') ?? '');
  }
  return nameWords(names.join(' ')).some((word) => PICKER_WORDS.has(word)) ? (buttons as Element[]) : undefined;
}

/**
 * The row's child as an option button: a button (or an element with `role="button"`), or a wrapper holding one and no other
 * control (Myntra's `div.size-buttons-tipAndBtnContainer` around each size, with its "2 left").
 */
function wrappedButton(child: Element): Element | undefined {
  if (isButtonLike(child)) return child;
  const inner = child.querySelectorAll(`${BUTTON_LIKE}, input, select, a[href]`);
  return inner.length === 1 && isButtonLike(inner[0] as Element) ? inner[0] : undefined;
}

/** A button, or an element that says it is one (AJIO's and VTEX's `div[role="button"]` size and colour swatches). */
const BUTTON_LIKE = 'button, [role="button"]';

function isButtonLike(element: Element): boolean {
  return element.localName === 'button' || element.getAttribute('role') === 'button';
}

/** A label every option's name opens with ("Color: Oak Brown", "Color: Black": REI's swatches' `alt`s). */
const OPTION_LABEL = /^([^:：]{1,24})[:：]\s+(?=\S)/u;

/** The label all the names open with, taken off them (it names the group); none where they do not share one. */
function sharedLabel(names: readonly string[]): { readonly prefix: string; readonly names: readonly string[] } {
  const prefix = OPTION_LABEL.exec(names[0] ?? '')?.[1];
  if (prefix === undefined || !names.every((name) => OPTION_LABEL.exec(name)?.[1] === prefix)) return { prefix: '', names };
  return { prefix, names: names.map((name) => name.replace(OPTION_LABEL, '')) };
}

/** A name said twice over, by a copy screen readers skip and one only they read (REI's "XS - XL" in `span[aria-hidden]` and `span.pdp-sr-only`): said once. */
function saidOnce(name: string): string {
  const half = name.length / 2;
  // Not a size such as "XX" or "4040", or one letter said over and over.
  return Number.isInteger(half) && half >= 3 && new Set(name).size > 2 && name.slice(0, half) === name.slice(half) ? name.slice(0, half) : name;
}

/** An option's name: its shown text, else its label, title or picture's `alt`, else what only screen readers hear. */
function buttonName(button: Element): string {
  return saidOnce(buttonText(button));
}

/** Its values each in an element of their own are kept apart ("42" and "S": `shownValues`). */
function buttonText(button: Element): string {
  return shownValues(button) || squeezed(button.getAttribute('aria-label') ?? '') || squeezed(button.getAttribute('title') ?? '')
    || squeezed(button.querySelector('img[alt]')?.getAttribute('alt') ?? '') || squeezed(button.textContent ?? '');
}

function isUnavailable(button: Element): boolean {
  if (button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true') return true;
  const marks = `${button.getAttribute('class') ?? ''} ${button.parentElement?.getAttribute('class') ?? ''} ${button.getAttribute('data-qa-action') ?? ''}`;
  return UNAVAILABLE.test(withoutStateVariants(marks));
}

/**
 * Class names without the ones a state prefixes (Tailwind's `aria-disabled:opacity-50`,
 * `disabled:cursor-not-allowed`): styles for when the option is disabled, on every option, not a
 * mark that it is (Saleor's storefront had every size "(unavailable)").
 */
function withoutStateVariants(names: string): string {
  return names.split(/\s+/).filter((name) => !name.includes(':')).join(' ');
}

/** The group's name: its `aria-label`, the element its `aria-labelledby` names, or none. */
function groupName(group: Element, labelling: Element | null): string {
  const label = squeezed(group.getAttribute('aria-label') ?? '');
  if (label !== '') return label;
  return labelling === null ? '' : shownText(labelling);
}

/**
 * The one element that the group's `aria-labelledby` names (none where it has an `aria-label`): outside
 * the group (or outside `row`, of the buttons it holds), or inside it where it is no option
 * (Hepsiburada's `span.variant-name` "Renk: Siyah" opening its radio group).
 */
function labellingElement(group: Element, row: Element = group): Element | null {
  if (squeezed(group.getAttribute('aria-label') ?? '') !== '') return null;
  const labelledBy = (group.getAttribute('aria-labelledby') ?? '').trim();
  const named = labelledBy === '' || labelledBy.includes(' ') ? null : group.ownerDocument.getElementById(labelledBy);
  if (named === null || !row.contains(named)) return named;
  return named.matches(OPTION) || named.querySelector(OPTION) !== null || named.closest(OPTION) !== null ? null : named;
}

/** An option of a picker, or what holds its options. */
const OPTION = 'button, input, select, [role="radio"], [role="option"]';
