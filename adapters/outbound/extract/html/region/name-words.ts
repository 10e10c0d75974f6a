import { classAttribute } from '../class-attribute.js';

/** Lower-case words of a class list or id: split at separators and camel-case boundaries. */
export function nameWords(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * Whether the element's class holds one of `words`, as {@link nameWords} splits it. `hint`, when given, is a cheap test
 * of the whole class that every such word passes: a class failing it is not split (for checks asked of every element).
 */
export function classHoldsWord(element: Element, words: ReadonlySet<string>, hint?: RegExp): boolean {
  const names = classAttribute(element);
  if (hint !== undefined && !hint.test(names)) return false;
  return nameWords(names).some((word) => words.has(word));
}
