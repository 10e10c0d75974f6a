import { asideHeadingKind, type AsideVocabulary } from '../../../../../domain/page/aside-heading.policy.js';
import { measureText } from './text-measure.js';
import { HEADINGS } from '../element-text.js';
import { classNamedTitles, statesRatings } from './class-named-titles.js';

/** Tunable limits of {@link removeAsideBlocks}. */
export interface AsideThresholds {
  /** A titled block is removed only while it holds at most this share of the page's visible text (0–1). */
  readonly maxShare: number;
  /**
   * A titled block grows to an ancestor only while the visible text before its heading inside that
   * ancestor is at most this share of the ancestor's text (0–1): the heading starts the block, so
   * most of the block comes after it. Absent: no limit (the rule before session 12).
   */
  readonly maxLeadShare?: number;
}

/**
 * Production thresholds. `maxShare` chosen by k-fold cross-validation over both development corpora
 * (bench/RESULTS.md). `maxLeadShare` is a majority (half), not tuned: `bench/extract/aside-lead-cv.ts`
 * measures it against no limit (5-fold, session 12; bench/RESULTS.md).
 */
export const ASIDE_THRESHOLDS: AsideThresholds = { maxShare: 0.5, maxLeadShare: 0.5 };

/** Counts of the blocks {@link removeAsideBlocks} removed. */
export interface AsideRemovals {
  recommendations: number;
  reviews: number;
  /** Lists of other threads or entries like the page's own (`related`), when one went. */
  related?: number;
  /** The visible text under `root` before anything went (non-whitespace characters), when a heading matched and it was measured. */
  rootText?: number;
}

const SUBHEADINGS = 'h2, h3, h4, h5, h6';
const SUBHEADING_NAMES = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** {@link SUBHEADINGS}. */
export function isSubheading(element: Element): boolean {
  return SUBHEADING_NAMES.has(element.localName.toLowerCase());
}
const WHITESPACE = /\s+/g;

/**
 * Removes, in place, the blocks under `root` that a heading titles as beside the page's own
 * content (`asideHeadingKind`): recommendation carousels and lists of related threads on any page and, when `reviews` is set
 * (product pages), customer reviews. The block is the largest ancestor of the heading that starts
 * with it (its first heading, with at most `maxLeadShare` of its text before that heading: a product's
 * tabs whose description has no heading of its own do not go with the "Reviews" heading after it),
 * holds no `<h1>` and at most `maxShare` of the text under `root`;
 * when that ancestor is only the heading's wrapper, the block is the wrapper and the siblings after
 * it up to the next one holding a heading of the same level or above. A block beyond `maxShare`
 * stays whole (the page may be its reviews). A title set by its class alone (`classNamedTitles`: Tiki's
 * `div.customer-reviews__heading`) counts as a heading of reviews that state ratings (`statesRatings`):
 * its block holds no heading tag and no text before it, and it is never only a wrapper. One text measure of `root`, taken only when a heading
 * matches; never touches anything outside `root`. `subheadings`: the elements under `root` that {@link SUBHEADINGS} selects.
 */
export function removeAsideBlocks(root: Element, options: { readonly reviews: boolean; readonly vocabulary?: AsideVocabulary }, thresholds: AsideThresholds = ASIDE_THRESHOLDS, subheadings: readonly Element[] = Array.from(root.querySelectorAll(SUBHEADINGS))): AsideRemovals {
  const removals: AsideRemovals = { recommendations: 0, reviews: 0 };
  // Titles by class alone count for reviews only (product pages).
  const headings = [...subheadings, ...(options.reviews ? classNamedTitles(root) : [])];
  const titled = headings.map((heading) => ({ heading, kind: asideHeadingKind(heading.textContent ?? '', options) })).filter((entry) => entry.kind !== undefined);
  if (titled.length === 0) return removals;
  const measures = measureText(root);
  const textOf = (element: Element): number => measures.get(element)?.text ?? 0;
  removals.rootText = textOf(root);
  const limit = thresholds.maxShare * Math.max(1, removals.rootText);
  const maxLead = thresholds.maxLeadShare ?? Number.POSITIVE_INFINITY;
  for (const { heading, kind } of titled) {
    if (!root.contains(heading)) continue;
    let block: Element = heading;
    let lead = 0;
    // A title named by its class opens a block that holds no heading tag, no text before it (no level says where its section ends).
    const first = heading.matches(HEADINGS) ? heading : null;
    const leadShare = first === null ? 0 : maxLead;
    for (let parent = block.parentElement; parent !== null && parent !== root; parent = parent.parentElement) {
      if (parent.querySelector(HEADINGS) !== first || parent.querySelector('h1') !== null || textOf(parent) > limit) break;
      lead += textBefore(block, textOf);
      if (lead > leadShare * textOf(parent)) break;
      block = parent;
    }
    // A title by class alone has no level to end its section at, and says less: it titles reviews that state ratings.
    if (first === null && (textOf(block) <= textOf(heading) || kind !== 'reviews' || !statesRatings(block))) continue;
    const parts = [block];
    if (textOf(block) <= textOf(heading) && !isListEntry(block)) {
      // Only the title's wrapper: the block's items are the siblings that follow it. A list's entry
      // is not a wrapper: its siblings are the list's other entries (a "Sponsored links" slot whose
      // ads a script fills, among a site's search results).
      const peers = peerHeadings(heading);
      for (let next = block.nextElementSibling; next !== null && !next.matches(peers) && next.querySelector(peers) === null; next = next.nextElementSibling) parts.push(next);
    }
    if (parts.reduce((sum, part) => sum + textOf(part), 0) > limit) continue;
    for (const part of parts) part.remove();
    if (kind === 'related') removals.related = (removals.related ?? 0) + 1;
    else removals[kind === 'reviews' ? 'reviews' : 'recommendations'] += 1;
  }
  return removals;
}

function isListEntry(element: Element): boolean {
  return element.nodeName === 'LI' || element.getAttribute('role') === 'listitem';
}

/** Selector of the headings that end a heading's section: its own level and above (`h1, h2` for an `h2`). */
function peerHeadings(heading: Element): string {
  const level = Number.parseInt(heading.nodeName.slice(1), 10);
  return Array.from({ length: level }, (_, index) => `h${index + 1}`).join(', ');
}

/** Visible text (non-whitespace characters) of the nodes before `element` in its parent. */
function textBefore(element: Element, textOf: (element: Element) => number): number {
  let text = 0;
  for (let node = element.previousSibling; node !== null; node = node.previousSibling) {
    if (node.nodeType === 1) text += textOf(node as Element);
    else if (node.nodeType === 3) text += (node.nodeValue ?? '').replace(WHITESPACE, '').length;
  }
  return text;
}
