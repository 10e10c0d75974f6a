import { hasChromeName, isChromeElement, isHidden } from './chrome-rules.js';
import { measureText, type TextMeasure } from './text-measure.js';
import { flattenBeyondDepth } from '../tree-size-guard.js';

/** Tunable shares of the region extraction (0–1). */
export interface RegionThresholds {
  /** `<main>` becomes the root when it holds at least this share of the body's visible text. */
  readonly mainShare: number;
  /** A block at least this share of the region's text is never pruned by name or link density. */
  readonly protectedShare: number;
  /** A block whose visible text is at least this share link labels is a link cluster. */
  readonly linkDensity: number;
  /** Link clusters are pruned only from regions whose own text is at most this share link labels (an index page keeps them). */
  readonly indexLinkDensity: number;
}

/** Production thresholds; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const REGION_THRESHOLDS: RegionThresholds = { mainShare: 0.25, protectedShare: 0.5, linkDensity: 0.75, indexLinkDensity: 0.3 };

/** Counts of what the region extraction removed, for notes. */
export interface RegionRemovals {
  chrome: number;
  linkClusters: number;
}

/** The content region as a detached clone, and what was removed from it. */
export interface ContentRegion {
  readonly root: Element;
  readonly removals: RegionRemovals;
}

/**
 * The page's content region: `<main>` (or `role="main"`) when it holds enough of the text, else
 * `<body>`, cloned, without chrome (navigation, landmarks other than main, controls, hidden
 * elements, blocks named as menus, share bars, cookie banners, ads or related lists) and without
 * link clusters (blocks that are mostly link labels). Blocks holding `protectedShare` of the
 * region's text are never pruned, and items of a repeated series (list entries, cards, posts) are
 * only pruned together, so listings, product grids and forum threads keep every entry.
 * Never mutates `document`.
 */
export function extractContentRegion(document: Document, thresholds: RegionThresholds = REGION_THRESHOLDS): ContentRegion | undefined {
  const body = document.body as HTMLElement | null;
  if (body === null) return undefined;
  const source = chooseRoot(body, thresholds);
  const root = source.cloneNode(true) as Element;
  const removals: RegionRemovals = { chrome: 0, linkClusters: 0 };
  flattenBeyondDepth(root);
  const measures = measureText(root, isChromeElement);
  const whole = measures.get(root) ?? { text: 0, linkText: 0 };
  const total = Math.max(1, whole.text);
  prune(root, { measures, total, thresholds, removals }, whole.linkText / total <= thresholds.indexLinkDensity);
  return { root, removals };
}

function chooseRoot(body: Element, thresholds: RegionThresholds): Element {
  const mains = Array.from(body.querySelectorAll('main, [role="main"]'));
  if (mains.length === 0) return body;
  const measures = measureText(body, isChromeElement);
  const bodyText = measures.get(body)?.text ?? 0;
  let best: Element | undefined;
  let bestText = 0;
  for (const main of mains) {
    const text = measures.get(main)?.text ?? 0;
    if (text > bestText) {
      best = main;
      bestText = text;
    }
  }
  return best !== undefined && bestText >= thresholds.mainShare * bodyText ? best : body;
}

interface PruneContext {
  readonly measures: Map<Element, TextMeasure>;
  readonly total: number;
  readonly thresholds: RegionThresholds;
  readonly removals: RegionRemovals;
}

/** Removes chrome below `parent`; link clusters too while `clusters` is set (not inside an entry of a series). */
function prune(parent: Element, context: PruneContext, clusters: boolean): void {
  const { measures, total, thresholds, removals } = context;
  for (const element of Array.from(parent.children)) {
    const measure = measures.get(element) ?? { text: 0, linkText: 0 };
    const share = measure.text / total;
    const small = share < thresholds.protectedShare;
    if (isChromeElement(element) || (small && (isHidden(element) || isPageChrome(element) || hasChromeName(element)))) {
      element.remove();
      removals.chrome += 1;
      continue;
    }
    const repeated = clusters && isRepeatedItem(element);
    if (clusters && small && measure.text > 0 && measure.linkText / measure.text >= thresholds.linkDensity && !repeated) {
      element.remove();
      removals.linkClusters += 1;
      continue;
    }
    prune(element, context, clusters && !repeated);
  }
}

/** Site headers, footers and forms (when small); an article's own header and a header with the page's h1 stay. */
function isPageChrome(element: Element): boolean {
  const name = element.nodeName.toUpperCase();
  if (name === 'FORM') return true;
  if (name === 'HEADER') return element.parentElement?.closest('article') === null && element.querySelector('h1') === null;
  if (name === 'FOOTER') return element.parentElement?.closest('article') === null;
  return false;
}

/** An entry of a repeated series: at least two siblings share its tag and class. */
function isRepeatedItem(element: Element): boolean {
  const parent = element.parentElement;
  if (parent === null) return false;
  const signature = `${element.nodeName}|${element.getAttribute('class') ?? ''}`;
  let same = 0;
  for (const sibling of Array.from(parent.children)) {
    if (sibling !== element && `${sibling.nodeName}|${sibling.getAttribute('class') ?? ''}` === signature) {
      same += 1;
      if (same >= 2) return true;
    }
  }
  return false;
}
