import { squeezed } from '../element-text.js';
import { labelFor, replacePicker } from './choice-fieldsets.js';
import { shownText } from './shown-text.js';

/** A field's name or id that says it takes a quantity. */
const QUANTITY_NAME = /qty|quantity|anzahl/i;

/** A field for how many to buy: a number field, or a text field its name or id says takes a quantity. */
export function isQuantityField(input: Element): boolean {
  const type = (input.getAttribute('type') ?? '').trim().toLowerCase();
  if (type === 'number') return true;
  return (type === '' || type === 'text' || type === 'tel') && QUANTITY_NAME.test(`${input.getAttribute('name') ?? ''} ${input.getAttribute('id') ?? ''}`);
}

/** How many levels up from the field its label and the text beside it may be. */
const ROW_LEVELS = 3;
/** What the row says after the field is a short note ("z 48 sztuk", "of 12 available"). */
const NOTE_MAX_CHARS = 40;
/** What holds more than a note: a control, a link, a block of its own. */
const NOT_IN_NOTE = 'a[href], button, input, select, textarea, label, img, h1, h2, h3, h4, h5, h6, p, ul, ol, table';

/**
 * Writes each quantity field of a product's page (`isQuantityField`) that the page shows with a label and a note after it
 * as one line, label, value and note (Allegro's "Liczba sztuk" over its − 1 + stepper and "z 48 sztuk": "Liczba sztuk: 1 z
 * 48 sztuk"), before the add-to-cart form it stands in (`replacePicker`): the field and its label went as controls, and
 * with the form the note went too, or stayed alone. A field without such a note goes as a control, its label with it (one
 * the page set apart, naming no control, would stay alone). `fields`: the page's quantity fields. Returns how many were written.
 */
export function writeQuantityFields(root: Element, fields: readonly Element[]): number {
  let written = 0;
  for (const field of fields) {
    if (!root.contains(field)) continue;
    const found = labelAndRow(field);
    if (found === undefined) continue;
    const { label, row } = found;
    const name = shownText(label).replace(/[:：]\s*$/, '');
    const note = noteAfter(row, field);
    if (note === undefined || name === '') {
      label.remove();
      continue;
    }
    const value = squeezed(field.getAttribute('value') ?? '');
    const line = row.ownerDocument.createElement('p');
    line.textContent = [`${name}:`, value, note].filter((part) => part !== '').join(' ');
    replacePicker(row, [line], root);
    written += 1;
  }
  return written;
}

/** The field's label (its `for`, round it, or a label before it a few levels up) and the row that holds both. */
function labelAndRow(field: Element): { readonly label: Element; readonly row: Element } | undefined {
  const label = labelFor(field) ?? field.closest('label');
  let row = field.parentElement;
  for (let level = 0; row !== null && level < ROW_LEVELS; row = row.parentElement, level += 1) {
    if (label !== null && row.contains(label) && label !== row) return { label, row };
    const before = label === null ? row.querySelector('label') : null;
    if (before !== null && before.querySelector('input, select, textarea') === null && standsBefore(row, before, field)) return { label: before, row };
  }
  return undefined;
}

/** The part of `row` holding `before` comes ahead of the part holding `after`. */
function standsBefore(row: Element, before: Element, after: Element): boolean {
  const parts = Array.from(row.children);
  const at = (element: Element): number => parts.findIndex((part) => part.contains(element));
  return at(before) < at(after);
}

/** The short text the row shows after the field's own part (its stepper): a note; `undefined` when it shows none, or more than one. */
function noteAfter(row: Element, field: Element): string | undefined {
  let part: Element | null = field;
  while (part !== null && part.parentElement !== row) part = part.parentElement;
  if (part === null) return undefined;
  let note = '';
  for (let sibling = part.nextElementSibling; sibling !== null; sibling = sibling.nextElementSibling) {
    if (sibling.matches(NOT_IN_NOTE) || sibling.querySelector(NOT_IN_NOTE) !== null) return undefined;
    note = squeezed(`${note} ${shownText(sibling)}`);
  }
  return note !== '' && note.length <= NOTE_MAX_CHARS ? note : undefined;
}
