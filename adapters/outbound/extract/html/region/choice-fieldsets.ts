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

const CHOICE_INPUT = 'input[type="radio" i], input[type="checkbox" i]';

/**
 * Removes, in place, every `<fieldset>` under `root` that groups radio buttons or checkboxes: a
 * shop's colour and size pickers under each card, a listing's filter facets. Their labels are
 * options to click ("Option: LAGKAPTEN / ALEX, Desk, black-brown"), not what the page says.
 * Returns how many went. One `getElementsByTagName` walk of `root`.
 */
export function removeChoiceFieldsets(root: Element): number {
  const fieldsets = Array.from(root.getElementsByTagName('fieldset'));
  let removed = 0;
  for (const fieldset of fieldsets) {
    if (!root.contains(fieldset) || fieldset.querySelector(CHOICE_INPUT) === null) continue;
    fieldset.remove();
    removed += 1;
  }
  return removed;
}
