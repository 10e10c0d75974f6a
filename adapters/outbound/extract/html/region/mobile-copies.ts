import { classAttribute } from '../class-attribute.js';
import { squeezed, textNodesOf, UNREAD_ELEMENTS } from '../element-text.js';
import { nameWords } from './name-words.js';
import { ScopeWords } from './scope-words.js';

/** A class token that names the small-screen copy of a block: `hz-Listing-price--mobile`, `price_mobile`, `back-in-Stock-mobile`. */
const MOBILE_TOKEN = /(?:^|[-_])mobile$/i;
/** The walk's cheap test: the word anywhere in the class, in any case. */
const MOBILE_HINT = /mobile|phone|visible-xs/i;
/** How many levels up from a small-screen copy its large-screen twin is looked for (the listing it belongs to). */
const TWIN_LEVELS = 3;
/** A small-screen copy without a named twin is a byline or a price: at most this many words. */
const COPY_MAX_WORDS = 40;
/** Text nodes read beside a copy at most, so a long post costs a bounded walk. */
const BESIDE_MAX_NODES = 4000;

/** Whether the element's class names it a small-screen copy (the walk's cheap test). */
export function mayBeMobileCopy(element: Element): boolean {
  const names = classAttribute(element);
  return MOBILE_HINT.test(names) && (mobileTokens(names).length > 0 || names.split(/\s+/).some(showsOnSmallScreensOnly));
}

/**
 * Removes, in place, each of `candidates` (`mayBeMobileCopy`) that has a large-screen twin saying
 * the same: an element within {@link TWIN_LEVELS} levels up whose class has the same token with
 * "desktop" for "mobile", and the same text. Marktplaats sets each listing's price and date twice,
 * `hz-Listing-price--mobile` and `hz-Listing-price--desktop`, and a stylesheet shows one per
 * width; read as text, every price came twice. A short copy that a class shows on small screens
 * only (`showsOnSmallScreensOnly`) goes too when every run of its text is said again beside it within
 * those levels (`saidBeside`): Invision's `div.cAuthorPane_mobile.ipsResponsive_showPhone` repeats the
 * post's author and date, which the author pane and the post's header say for wide screens. Returns how many went.
 */
export function dropMobileCopies(candidates: readonly Element[]): number {
  // The words of each scope's text nodes, read once; the text of a copy removed since is marked gone.
  const scopes = new Map<Element, ScopeWords>();
  let dropped = 0;
  for (const element of candidates) {
    const text = squeezed(element.textContent ?? '');
    if (element.parentElement === null || !element.isConnected || text === '') continue;
    const names = classAttribute(element);
    const twins = mobileTokens(names).map((token) => `.${cssEscape(token.replace(/mobile$/i, (word) => desktopWord(word)))}`).join(', ');
    let scope: Element | null = twins === '' ? null : element.parentElement;
    let twinned = false;
    for (let level = 0; scope !== null && level < TWIN_LEVELS; level += 1, scope = scope.parentElement) {
      if (!Array.from(scope.querySelectorAll(twins)).some((twin) => twin !== element && squeezed(twin.textContent ?? '') === text)) continue;
      twinned = true;
      break;
    }
    if (!twinned && !(names.split(/\s+/).some(showsOnSmallScreensOnly) && saidBeside(element, text, scopes))) continue;
    markGone(element, scopes);
    element.remove();
    dropped += 1;
  }
  return dropped;
}

/**
 * Whether each run of `element`'s text (`text`, squeezed: a short copy, at most {@link COPY_MAX_WORDS}
 * words) stands, as whole words, in a text node outside it within {@link TWIN_LEVELS} levels up, among
 * the first {@link BESIDE_MAX_NODES} such nodes a walk of the scope reads. The scope's words are indexed
 * once (`ScopeWords`): a walk per copy read a listing of thousands of copies once for each.
 */
function saidBeside(element: Element, text: string, scopes: Map<Element, ScopeWords>): boolean {
  if (text.split(' ').length > COPY_MAX_WORDS) return false;
  const runs = new Set(ownRuns(element));
  if (runs.size === 0) return false;
  let scope: Element = element;
  for (let level = 0; level < TWIN_LEVELS && scope.parentElement !== null; level += 1) scope = scope.parentElement;
  let words = scopes.get(scope);
  if (words === undefined) {
    words = new ScopeWords(scope, (node) => squeezed(node.nodeValue ?? '').toLowerCase());
    scopes.set(scope, words);
  }
  const own = textNodesOf(element);
  return [...runs].every((run) => (words as ScopeWords).says(run, own, BESIDE_MAX_NODES));
}

/** Marks `element`'s text nodes gone in the indexes of the scopes that hold it (its ancestors'), before it leaves. */
function markGone(element: Element, scopes: ReadonlyMap<Element, ScopeWords>): void {
  const holding: ScopeWords[] = [];
  for (let ancestor = element.parentElement; ancestor !== null; ancestor = ancestor.parentElement) {
    const words = scopes.get(ancestor);
    if (words !== undefined) holding.push(words);
  }
  if (holding.length === 0) return;
  for (const node of textNodesOf(element)) for (const words of holding) words.markGone(node);
}


/** The element's text nodes that say something, squeezed and in lower case. */
function ownRuns(element: Element): string[] {
  const runs: string[] = [];
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) {
      const run = squeezed(node.nodeValue ?? '').toLowerCase();
      if (/[\p{L}\p{N}]/u.test(run)) runs.push(run);
    } else if (node.nodeType === 1 && !UNREAD_ELEMENTS.has((node as Element).localName)) {
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
    }
  }
  return runs;
}

/**
 * A class token that shows its block on small screens only (Invision's `ipsResponsive_showPhone`,
 * Bootstrap 3's `visible-xs`, `mobile-only`): words "show" or "visible" before "phone", "mobile" or "xs",
 * or "only" after "phone" or "mobile". Not a style for small screens (Bulma's `is-mobile`, `is-size-7-mobile`).
 */
function showsOnSmallScreensOnly(token: string): boolean {
  const words = nameWords(token);
  return words.some((word, index) => {
    const next = words[index + 1] ?? '';
    return ((word === 'show' || word === 'visible') && (next === 'phone' || next === 'mobile' || next === 'xs')) || ((word === 'phone' || word === 'mobile') && next === 'only');
  });
}
function mobileTokens(names: string): string[] {
  return names.split(/\s+/).filter((token) => MOBILE_TOKEN.test(token));
}

/** "desktop" in the case "mobile" was written in. */
function desktopWord(word: string): string {
  if (word === 'MOBILE') return 'DESKTOP';
  return word.startsWith('M') ? 'Desktop' : 'desktop';
}

/** A class token as a selector's class name (tokens may hold characters a selector reserves). */
function cssEscape(token: string): string {
  return token.replace(/[^\w-]/g, (character) => `\\${character}`);
}
