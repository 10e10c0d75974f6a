import { holdsPageHeading } from './chrome-rules.js';
import { labelFor, optionName, optionNames, writtenOptions } from './choice-fieldsets.js';
import { nameWords } from './name-words.js';

/** Class words of an option's label that mark it one a shopper cannot pick. */
const UNAVAILABLE_WORDS = new Set(['disabled', 'unavailable', 'soldout', 'dis']);

/**
 * On a product's own page, writes each group of radio buttons that no fieldset or radio group holds
 * (one `name`, two or more, each with its label) as one options line before the first of them, as a
 * fieldset's picker is written, and takes the buttons and labels out: Jumia's sizes (`<input
 * type="radio" name="sku">` beside `<label for>` chips "4.5L", "6.5L", "8L") went as controls, and the
 * page said "Variation available" over nothing. In a form (the cart's), the line goes before the form.
 * Returns how many groups were written.
 */
export function writeRadioPickers(root: Element): number {
  // Looked up, not taken from the walk before the stages: its elements come in another order than the page's.
  const groups = new Map<string, Element[]>();
  for (const radio of Array.from(root.querySelectorAll('input[type="radio" i][name]'))) {
    // A fieldset's and a named radio group's are written with their names (`removeChoiceFieldsets`); an unnamed group's here (Magalu's `ul[role="radiogroup"]` of warranty options).
    if (radio.closest('fieldset, [role="radiogroup" i][aria-label], [role="radiogroup" i][aria-labelledby]') !== null) continue;
    const name = radio.getAttribute('name') ?? '';
    groups.set(name, [...(groups.get(name) ?? []), radio]);
  }
  let written = 0;
  for (const group of groups.values()) {
    const pointed = new Map(group.map((radio) => [radio, labelFor(radio)]));
    const labels = group.map((radio) => pointed.get(radio) ?? radio.closest('label'));
    if (group.length < 2 || labels.some((label) => label === null)) continue;
    const unavailable = (radio: Element): boolean => radio.hasAttribute('disabled') || nameWords(pointed.get(radio)?.getAttribute('class') ?? '').some((word) => UNAVAILABLE_WORDS.has(word));
    const names = optionNames(group, optionName, unavailable);
    if (names.length < 2) continue;
    const first = group[0] as Element;
    const form = first.closest('form');
    const lines = writtenOptions(first.ownerDocument, '', names);
    // Before the label that wraps the first button, if one does: it goes with the buttons; an unnamed radio group holding them all goes whole.
    const radioGroup = first.closest('[role="radiogroup" i]');
    const whole = radioGroup !== null && group.every((radio) => radioGroup.contains(radio)) && saysOnly(radioGroup, labels) ? radioGroup : null;
    if (form !== null && root.contains(form) && !holdsPageHeading(form)) form.before(...lines);
    else (whole ?? first.closest('label') ?? first).before(...lines);
    whole?.remove();
    for (const part of [...labels, ...group]) if (part !== null && part.isConnected) part.remove();
    written += 1;
  }
  return written;
}

/** The group says nothing but its options' labels (no help text, no price table beside them). */
function saysOnly(radioGroup: Element, labels: readonly (Element | null)[]): boolean {
  const words = (text: string | null): number => (text ?? '').split(/\s+/).filter((word) => word !== '').length;
  return words(radioGroup.textContent) <= labels.reduce((sum, label) => sum + words(label?.textContent ?? ''), 0);
}
