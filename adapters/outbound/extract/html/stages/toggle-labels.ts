import { elementByIdLookup } from '../element-by-id.js';

/**
 * Removes, in Readability's copy of the page, each `<label for>` that names a check box or radio
 * button: the handle of a CSS-only toggle (Furo's "Toggle table of contents sidebar", a menu's
 * burger) or of an option picker. Readability drops form controls but keeps their labels, which
 * then read as the article's first line. A label for a field a reader types in is left to Readability.
 * `labels` are the copy's `<label for>` elements. Returns how many went.
 */
export function dropToggleLabels(labels: readonly Element[]): number {
  const first = labels[0];
  if (first === undefined) return 0;
  const byId = elementByIdLookup(first.ownerDocument);
  let dropped = 0;
  for (const label of labels) {
    const target = byId((label.getAttribute('for') ?? '').trim());
    if (target === null || target.localName !== 'input' || !/^(?:checkbox|radio)$/i.test(target.getAttribute('type') ?? '')) continue;
    label.remove();
    dropped += 1;
  }
  return dropped;
}
