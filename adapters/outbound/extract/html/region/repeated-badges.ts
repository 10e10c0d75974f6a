import { classAttribute } from '../class-attribute.js';
import { classHoldsWord } from './name-words.js';

/**
 * Words of a class that name a badge: the short label a shop or a forum pins on each of its cards
 * or posts ("Best seller", "New Arrival", "Sale!", "Limited time deal", "Author", "Pinned").
 */
const BADGE_WORDS = new Set(['badge', 'badges', 'ribbon', 'sticker', 'flag']);
/** Substrings that let the walk skip the class split on almost every element. */
const BADGE_HINTS = ['adge', 'ibbon', 'ticker', 'flag', 'Flag'];
/** The attribute that marks a repeated badge for the content region (`isMarkedBadge`). */
const BADGE_MARK = 'data-repeated-badge';
/** A badge says at most this many characters (a label, not a sentence). */
export const BADGE_MAX_TEXT = 30;

/**
 * How many badges of one page must say the same label for the region to leave them out (`false` keeps them). Chosen by
 * 5-fold cross-validation over both development corpora (`bench/extract/repeated-badges-cv.ts`: every
 * fold picks 2 of off, 2, 3, 4, 5; bench/RESULTS.md, session 12).
 */
export const BADGE_MIN_REPEATS: number | false = 2;

/** Cheap test for the walk before the stages: the element's class may name a badge. */
export function mentionsBadge(element: Element): boolean {
  const names = classAttribute(element);
  if (names === '') return false;
  for (const hint of BADGE_HINTS) if (names.includes(hint)) return true;
  return false;
}

/** A word of its class is a badge word (`product-badge`, `Products_productBadge__Prv_X`, `ribbon`). */
function isBadgeNamed(element: Element): boolean {
  return classHoldsWord(element, BADGE_WORDS);
}

const spaced = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The badge's label: its text, spaces collapsed; `undefined` when it is no badge's (empty, long, with a digit, a link or a link's whole text, a heading or holding one). */
function badgeLabel(element: Element): string | undefined {
  const name = element.nodeName.toUpperCase();
  if (name === 'A' || /^H[1-6]$/.test(name) || element.querySelector('a, h1, h2, h3, h4, h5, h6, img') !== null) return undefined;
  const text = spaced(element.textContent);
  if (text === '' || text.length > BADGE_MAX_TEXT || /\d/.test(text)) return undefined;
  // The whole text of a link around it: the badge is that link ("Limited time deal" to the deals page).
  const link = element.closest('a');
  if (link !== null && spaced(link.textContent) === text) return undefined;
  return text.toLowerCase();
}

/**
 * Marks the badges a page repeats on its cards or posts, for the content region to leave out
 * (`isMarkedBadge`): elements whose class names a badge (a word `badge`, `ribbon`, `sticker` or
 * `flag`), that say a short label (at most {@link BADGE_MAX_TEXT} characters, no digit, no link,
 * heading or image in them, not the whole text of a link around them), when at least `minRepeats`
 * of them on the page say the same label (case and spacing aside). One card's own badge
 * ("Closeout") stays; the same "New" on every card is decoration of the series, not a fact of one
 * item. A label with a digit is a count or a price ("5", "43% off"), the item's own. Links stay (a
 * badge that links, or that is all a link says, is a tag, a role or an offer a reader can follow).
 * Only the outermost badge of a nest counts. The page keeps them: Readability, reading the same
 * tree, drops other blocks of a card whose badge went (Adorama's prices). `candidates` are the
 * elements under `root` that {@link mentionsBadge}, found in an earlier walk. Returns how many were marked.
 */
export function markRepeatedBadges(root: Element, candidates: readonly Element[], minRepeats: number | false = BADGE_MIN_REPEATS): number {
  if (minRepeats === false || candidates.length < minRepeats) return 0;
  const named = candidates.filter(isBadgeNamed);
  if (named.length < minRepeats) return 0;
  const set = new Set(named);
  const groups = new Map<string, Element[]>();
  for (const element of named) {
    if (!outermostUnder(element, set, root)) continue;
    const label = badgeLabel(element);
    if (label === undefined) continue;
    const group = groups.get(label);
    if (group === undefined) groups.set(label, [element]);
    else group.push(element);
  }
  let marked = 0;
  for (const group of groups.values()) {
    if (group.length < minRepeats) continue;
    for (const element of group) element.setAttribute(BADGE_MARK, '');
    marked += group.length;
  }
  return marked;
}

/** Marked by {@link markRepeatedBadges}: the content region leaves it out. */
export function isMarkedBadge(element: Element): boolean {
  return element.hasAttribute(BADGE_MARK);
}

/** `element` is still under `root` (an earlier step may have removed it) and no ancestor below `root` is itself a named badge (the outer one is judged). */
function outermostUnder(element: Element, named: ReadonlySet<Element>, root: Element): boolean {
  for (let current = element.parentElement; current !== null; current = current.parentElement) {
    if (current === root) return true;
    if (named.has(current)) return false;
  }
  return false;
}
