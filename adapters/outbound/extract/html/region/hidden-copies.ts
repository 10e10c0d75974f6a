import { visibleWordCounts } from '../../../../../domain/page/markdown-words.js';
import { classAttribute } from '../class-attribute.js';

/**
 * A class that hides an element at every width: `hidden` alone or after a short utility prefix
 * (`tw-hidden`, `gt-hidden`, `is-hidden`, `u-hidden`), Bootstrap's `d-none`, and one that shows it only in print
 * (Jupyter Book's `div#jb-print-docs-body.onlyprint`: the title and a table of contents again). Not `hidden-xs` or
 * `md:hidden` (hidden at some widths only), nor `visually-hidden` (text for screen readers).
 */
const HIDING_CLASS = /^(?:(?:[a-z]{1,3}-)?hidden|d-none|only-?print|print-?only|visible-print(?:-block|-inline)?|show-for-print)$/;
/** A class that shows the element again from some width on (`md:block`, `d-lg-flex`). */
const SHOWING_CLASS = /^(?:[a-z0-9]+:(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)|d-(?:sm|md|lg|xl|xxl)-(?:block|flex|grid|inline|inline-block|inline-flex|table))$/;
/**
 * A class that hides an element from some width on, so only small screens show it: Tailwind's `md:hidden`, Bootstrap's
 * `d-lg-none` (without `hidden` or `d-none` beside it, which would hide it below that width too), Bulma's
 * `is-hidden-tablet`, Foundation's `hide-for-medium-up`, `hide-for-large` and `show-for-small-only`.
 */
const HIDING_FROM_WIDTH_CLASS = /^(?:(?:sm|md|lg|xl|2xl):hidden|d-(?:sm|md|lg|xl|xxl)-none|is-hidden-(?:tablet|desktop|widescreen|fullhd)|hide-for-(?:medium|large|xlarge|xxlarge)(?:-up)?|show-for-small-only)$/;
/** A hidden element is a copy when at least this share of its words are said beside it (0–1). */
export const HIDDEN_COPY_MIN_SHARED = 0.9;

/** Whether class names may hold a {@link HIDING_CLASS} or a {@link HIDING_FROM_WIDTH_CLASS} (the cheap test first: most classes hold none). */
function mayHide(names: string): boolean {
  return names.includes('hidden') || names.includes('-none') || names.includes('print') || names.includes('-for-');
}

/** Whether the element's class hides it at every width. */
export function hasHidingClass(element: Element): boolean {
  return hidingClassOf(element) === 'always';
}

/**
 * How the element's class hides it: at every width (`always`), below some width only (`narrow`: a hiding class
 * beside one that shows the element again from a breakpoint on, Tailwind's `hidden xl:flex`), or from some width on
 * only (`wide`: {@link HIDING_FROM_WIDTH_CLASS}, the small-screen rendering); `undefined` when it does not.
 */
export function hidingClassOf(element: Element): 'always' | 'narrow' | 'wide' | undefined {
  const names = classAttribute(element);
  if (!mayHide(names)) return undefined;
  const tokens = names.split(/\s+/);
  if (!tokens.some((token) => HIDING_CLASS.test(token))) return tokens.some((token) => HIDING_FROM_WIDTH_CLASS.test(token)) ? 'wide' : undefined;
  return tokens.some((token) => SHOWING_CLASS.test(token)) ? 'narrow' : 'always';
}

/** A Tailwind class that hides an element below a width (`max-md:hidden`), which leaves it to wide screens. */
const HIDING_BELOW_WIDTH_CLASS = /(?:^|\s)max-(?:sm|md|lg|xl|2xl):hidden(?:\s|$)/;

/**
 * Whether a class shows the element on wide screens only: `hidingClassOf` `narrow` (`hidden md:block`, `d-none d-lg-flex`)
 * or Tailwind's `max-md:hidden`, which `hidingClassOf` leaves out (its `narrow` columns are only those a class hides outright).
 */
export function showsOnWideScreensOnly(element: Element): boolean {
  return hidingClassOf(element) === 'narrow' || HIDING_BELOW_WIDTH_CLASS.test(classAttribute(element));
}

/** Takes the classes that hide `element` at every width off it (a tab panel shown in place). */
export function removeHidingClasses(element: Element): void {
  const names = classAttribute(element);
  if (!mayHide(names)) return;
  element.setAttribute('class', names.split(/\s+/).filter((token) => token !== '' && !HIDING_CLASS.test(token)).join(' '));
}

/**
 * Removes, in place, the hidden copies among `candidates` (elements with a hiding class,
 * `hasHidingClass`): those whose words are, by at least {@link HIDDEN_COPY_MIN_SHARED}, the words of
 * their parent's other children. A forge keeps each comment's Markdown source in a hidden block
 * beside the rendered comment, for its editor; read as text, every comment came twice. Hidden text
 * that is no copy (a collapsed answer, a panel a reader opens) stays for the steps that show it.
 * Returns how many copies went.
 */
export function dropHiddenCopies(candidates: readonly Element[]): number {
  // One count of each parent's words, shared by its hidden children (a page may hide dozens in one parent).
  const parentWords = new Map<Element, ReadonlyMap<string, number>>();
  let dropped = 0;
  for (const element of candidates) {
    const parent = element.parentElement;
    // Shown by an earlier step (a tab panel revealed) or taken out with an earlier copy: not judged.
    if (parent === null || !hasHidingClass(element)) continue;
    const own = visibleWordCounts(element.textContent ?? '');
    let total = 0;
    for (const count of own.values()) total += count;
    if (total === 0) continue;
    let around = parentWords.get(parent);
    if (around === undefined) {
      around = visibleWordCounts(parent.textContent ?? '');
      parentWords.set(parent, around);
    }
    // The parent's words besides this element's own: what the page says around the copy.
    let shared = 0;
    for (const [word, count] of own) shared += Math.max(0, Math.min(count, (around.get(word) ?? 0) - count));
    if (shared >= HIDDEN_COPY_MIN_SHARED * total) {
      element.remove();
      parentWords.delete(parent);
      dropped += 1;
    }
  }
  return dropped;
}

/**
 * Removes the live notices a class hides until a script shows them (`role="alert"` or `"status"`):
 * LinkedIn's "You've viewed all jobs for this search", served hidden on a search with a thousand
 * results, read as the page's own statement. Other hidden text may be a panel a reader opens, and stays.
 */
export function dropHiddenNotices(hidden: readonly Element[]): void {
  for (const element of hidden) if (/^(?:alert|status)$/i.test(element.getAttribute('role') ?? '') && element.parentElement !== null) element.remove();
}
