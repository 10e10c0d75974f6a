import { classAttribute } from '../class-attribute.js';

/** Lower-case words of a class list or id: split at separators and camel-case boundaries. */
export function nameWords(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Whether the element's class holds one of `words`, as {@link nameWords} splits it. */
export function classHoldsWord(element: Element, words: ReadonlySet<string>): boolean {
  return nameWords(classAttribute(element)).some((word) => words.has(word));
}
