/**
 * The element after `element` in document order: its first child element (unless `skipChildren`,
 * to step over its subtree), else the next element sibling of it or of its nearest ancestor that
 * has one. `null` after the last element. Walking from `document.firstElementChild` visits every
 * element once, in the order `querySelectorAll` and `getElementById` see them.
 */
export function nextElementInDocumentOrder(element: Element, skipChildren = false): Element | null {
  const child = skipChildren ? null : element.firstElementChild;
  if (child !== null) return child;
  for (let current: Element | null = element; current !== null; current = current.parentElement) {
    const sibling = current.nextElementSibling;
    if (sibling !== null) return sibling;
  }
  return null;
}
