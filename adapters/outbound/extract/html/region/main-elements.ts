import { isTag } from '../element-census.js';

/** The page's main part: `<main>`, or an element given its role. */
export const MAIN = 'main, [role="main"]';

/** {@link MAIN}: the attribute's value compared as written, as the selector does. */
export function isMain(element: Element): boolean {
  return isTag(element, 'main') || element.getAttribute('role') === 'main';
}
