import { classAttribute } from '../class-attribute.js';
import { nameWords } from '../region/name-words.js';

/** Words a label's class says it is (`spec-table__name`, `ProductSpecifications__key`, `feature-label`). */
const LABEL_WORDS = new Set(['name', 'label', 'key', 'term', 'attr', 'attribute', 'property']);
/** Words a value's class says it is (`spec-table__value`, `feature-values`). */
const VALUE_WORDS = new Set(['value', 'val', 'values']);

/** Whether the element's class names it a label of a pair (`isNamedValue` for the value). */
export function isNamedLabel(element: Element): boolean {
  return nameWords(classAttribute(element)).some((word) => LABEL_WORDS.has(word));
}

/** Whether the element's class names it the value of a pair. */
export function isNamedValue(element: Element): boolean {
  return nameWords(classAttribute(element)).some((word) => VALUE_WORDS.has(word));
}
