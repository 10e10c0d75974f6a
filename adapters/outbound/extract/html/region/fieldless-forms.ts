import { retag } from '../element-retag.js';

/** What a reader fills in or picks: a form holding one asks for something. */
const FIELD = 'input:not([type="hidden" i]):not([type="submit" i]):not([type="button" i]), select, textarea';

/**
 * Writes as a block each form that holds a heading and no field a reader fills in or picks (only
 * hidden inputs and buttons): a form the site wraps round what it shows, XenForo's poll results
 * (`form.js-pollContainer` over the question, each answer's votes and share, "Abstimmende insgesamt"),
 * which Readability cleans away as a form of list items. Returns how many were rewritten.
 */
export function unwrapFieldlessForms(document: Document): number {
  let rewritten = 0;
  for (const form of Array.from(document.getElementsByTagName('form'))) {
    if (form.querySelector('h1, h2, h3, h4, h5, h6') === null || form.querySelector(FIELD) !== null) continue;
    retag(form, 'div');
    rewritten += 1;
  }
  return rewritten;
}
