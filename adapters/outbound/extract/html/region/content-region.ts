import { wordCount } from '../../../../../domain/page/markdown-words.js';
import { inBillOfFare } from './bill-of-fare.js';
import { chromeName, isChromeElement, isDatedPostFooter, isHidden, isPricedCardFooter, isSponsoredEntry } from './chrome-rules.js';
import { isMarkedBadge } from './repeated-badges.js';
import { controlCounts } from './control-counts.js';
import { keepsHiddenText } from './hidden-text-stand-ins.js';
import { isRepeatedItem } from './repeated-items.js';
import { linkListedTitles, NOTHING_LISTED } from './listed-items.js';
import { EntryTitleJudge } from './entry-title-links.js';
import { TitleHeadingJudge } from './title-heading-links.js';
import { hasWordsOutsideLinks, isAuthorList, isFactList, isLabelledValue, isLinkedNameOfAmount, isMemberLink, isNoteNumber, isPostByline, namesTableRow, statesPrice, holdsItemTable } from './linked-facts.js';
import { ItemPartJudge, ITEM_PART_RULE, type ItemPartRule } from './item-parts.js';
import { measureText, type TextMeasure } from './text-measure.js';
import { flattenBeyondDepth, nestedDeeperThan, TREE_LIMITS } from '../tree-size-guard.js';
import { isSectionHeader } from './section-headers.js';
import { holdsDescribedLinkCards } from './described-link-cards.js';
import { isApiStatusNotice } from './api-notices.js';
import type { ElementCensus } from '../element-census.js';
import { isMain, MAIN } from './main-elements.js';

/** Whether site headers and footers that are directories of links go whatever their size (`RegionThresholds.siteDirectories`); k-fold cross-validated in bench/extract/site-directory-cv.ts. */
export const SITE_DIRECTORIES_PRUNED = true;

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
  /** When a chrome-named part is an item's own data and stays (`ItemPartRule`); never when absent. */
  readonly itemParts?: ItemPartRule;
  /**
   * A site header or footer (by tag, outside an `<article>`; a header without the page's `<h1>`) whose
   * visible text is at least `linkDensity` link labels is a site directory (a mega-menu or mega-footer):
   * when set, it is pruned even when it holds `protectedShare` of the region's text, and left out of
   * the text the region's shares are taken of. Never when absent.
   */
  readonly siteDirectories?: boolean;
  /** The site directory's link share when a benchmark varies it apart from the link clusters'; `linkDensity` when absent. */
  readonly siteDirectoryLinkDensity?: number;
  /**
   * A block named as a control (`btn`, `button`) with less visible text than this (characters,
   * without whitespace) is a control's label ("Quick view", "Add to wishlist") and goes like chrome
   * (unless it is an entry's own part, `itemParts`); a longer one is content. Named controls all stay when absent.
   */
  readonly controlMaxText?: number;
}

/**
 * Production maximum text of a control named by class or id (characters without whitespace):
 * labels such as "Quick view", "Add to wishlist", "Calculate shipping". Chosen by 5-fold
 * cross-validation over both corpora (bench/extract/control-names-cv.ts, bench/RESULTS.md, session 10).
 */
export const CONTROL_MAX_TEXT = 60;

/** Production thresholds; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const REGION_THRESHOLDS: RegionThresholds = { mainShare: 0.25, protectedShare: 0.5, linkDensity: 0.75, indexLinkDensity: 0.3, itemParts: ITEM_PART_RULE, siteDirectories: SITE_DIRECTORIES_PRUNED, controlMaxText: CONTROL_MAX_TEXT };

/** Counts of what the region extraction removed, for notes. */
export interface RegionRemovals {
  chrome: number;
  linkClusters: number;
  /**
   * Words of the control labels removed (`controlMaxText`): the content choice counts them back,
   * so that dropping "Add to cart" never tips it towards another stage.
   */
  controlWords: number;
}

/** The content region as a detached clone, and what was removed from it. */
export interface ContentRegion {
  readonly root: Element;
  readonly removals: RegionRemovals;
}

/**
 * The page's content region: `<main>` (or `role="main"`) when it holds enough of the text, else
 * `<body>`, cloned, without chrome (navigation, landmarks other than main, controls, hidden
 * elements, blocks named as menus, share bars, cookie banners, ads or related lists, blocks named
 * as buttons that say no more than a label: "Quick view", `controlMaxText`) and without
 * link clusters (blocks that are mostly link labels). Blocks holding `protectedShare` of the
 * region's text are never pruned, except a site header or footer that is mostly links (a mega-menu
 * or mega-footer: `siteDirectories`), which is also left out of the text the shares are taken of; and items of a repeated series (list entries, cards, posts) are
 * only pruned together, so listings, product grids and forum threads keep every entry; a part
 * that each entry has, named like chrome but saying something different in each (a card's footer
 * with its author and date), is the entry's data and is not pruned by its name (`itemParts`).
 * `listed`: the addresses of the items the page's `ItemList` names (`listedAddresses`), whose
 * block of linked titles is the list, not a cluster. Leaves `document` as it found it: the pruning runs on the page's own tree, which is cloned
 * pruned (copying only what the region keeps) and then restored node for node.
 */
export function extractContentRegion(document: Document, thresholds: RegionThresholds = REGION_THRESHOLDS, asServed?: RegionRootAsServed, listed: ReadonlySet<string> = NOTHING_LISTED): ContentRegion | undefined {
  const body = document.body as HTMLElement | null;
  if (body === null) return undefined;
  const chosen = rootAfterRemovals(body, thresholds, asServed);
  const source = chosen.root;
  const removals: RegionRemovals = { chrome: 0, linkClusters: 0, controlWords: 0 };
  if (nestedDeeperThan(source, TREE_LIMITS.maxDepth)) {
    // Too deep to read safely: flatten a clone first (this changes the tree the pruning measures).
    const root = source.cloneNode(true) as Element;
    flattenBeyondDepth(root);
    pruneRegion(root, thresholds, removals, undefined, listed);
    linkListedTitles(root, listed);
    return { root, removals };
  }
  const measures = chosen.measures !== undefined && source === body ? chosen.measures : measureText(source, isChromeElement);
  const removed: RemovedElement[] = [];
  try {
    prune(source, pruneContext(source, source, measures, thresholds, removals, listed), removed);
    const root = source.cloneNode(true) as Element;
    linkListedTitles(root, listed);
    return { root, removals };
  } finally {
    // Also when the pruning throws: the later stages read the page's tree.
    restore(removed);
  }
}

/**
 * Prunes `root` in place as the content region is pruned (chrome by tag, role, name and size, link
 * clusters, site directories), measured on `root` alone: for a tree nobody restores (a clone, or
 * one part of a large page). `adjust` may change the measures first (a part of a large page puts in
 * what it cannot measure whole). Adds what it removed to `removals`.
 */
export function pruneRegion(root: Element, thresholds: RegionThresholds = REGION_THRESHOLDS, removals: RegionRemovals = { chrome: 0, linkClusters: 0, controlWords: 0 }, adjust?: (measures: Map<Element, TextMeasure>) => void, listed: ReadonlySet<string> = NOTHING_LISTED): RegionRemovals {
  const measures = measureText(root, isChromeElement);
  adjust?.(measures);
  prune(root, pruneContext(root, root, measures, thresholds, removals, listed));
  return removals;
}

/**
 * How the root chosen on the page before the chain's removals (asides, other products' cards, post
 * furniture: `prepareForStages`) bears on the region's root ({@link REGION_ROOT_MODE}):
 * `after` ignores it (the root is chosen on the page as the stages see it); `kept` keeps it (the
 * removals never change which container is the root); `main` takes `<main>` when it qualified either
 * before or after the removals (removals may make a `<main>` the root, never unmake one).
 */
export type RegionRootMode = 'after' | 'kept' | 'main';

/**
 * Production mode of the region's root against the removals before the stages: the root chosen on
 * the page as served stays (with other products' cards removed first and the content choice's
 * `productInside`, eBay's item no longer collapses to the body when its carousels of other items go).
 * 5-fold cross-validated in bench/extract/region-root-cv.ts (bench/RESULTS.md, session 11); `main` gave the same outputs as `kept` on dev.
 */
export const REGION_ROOT_MODE: RegionRootMode = 'kept';

/** The root chosen before the removals (`regionRootAsServed`), and how it bears on the choice after them. */
export interface RegionRootAsServed {
  readonly root: Element;
  readonly mode: RegionRootMode;
}

/**
 * The region's root on the page before the removals (`<main>` or the body, as `chooseRoot` picks it),
 * for `extractContentRegion`; `undefined` in mode `after` or without a `<main>` (then nothing is measured). `census`
 * (of `document`) answers the query for the `<main>`s.
 */
export function regionRootAsServed(census: ElementCensus, document: Document, mode: RegionRootMode, thresholds: RegionThresholds = REGION_THRESHOLDS): RegionRootAsServed | undefined {
  const body = document.body as HTMLElement | null;
  if (mode === 'after' || body === null) return undefined;
  const mains = census.under(body, isMain);
  if (mains.length === 0) return undefined;
  return { root: chooseRoot(body, thresholds, mains).root, mode };
}

function rootAfterRemovals(body: Element, thresholds: RegionThresholds, asServed: RegionRootAsServed | undefined): { readonly root: Element; readonly measures?: Map<Element, TextMeasure> } {
  // A root the removals took out of the page (or a body of another document) is chosen again.
  if (asServed === undefined || asServed.mode === 'after' || !body.contains(asServed.root)) return chooseRoot(body, thresholds);
  if (asServed.mode === 'kept') return { root: asServed.root };
  return asServed.root !== body ? { root: asServed.root } : chooseRoot(body, thresholds);
}

/** `<main>` or `role="main"` when it holds `mainShare` of the body's text, else the body; with the body's measures when taken. */
function chooseRoot(body: Element, thresholds: RegionThresholds, mains: readonly Element[] = Array.from(body.querySelectorAll(MAIN))): { readonly root: Element; readonly measures?: Map<Element, TextMeasure> } {
  if (mains.length === 0) return { root: body };
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
  return { root: best !== undefined && bestText >= thresholds.mainShare * bodyText ? best : body, measures };
}

interface PruneContext {
  /** The region's root: ancestry checks stop there, as they would in a detached clone. */
  readonly root: Element;
  readonly measures: Map<Element, TextMeasure>;
  readonly total: number;
  readonly thresholds: RegionThresholds;
  readonly removals: RegionRemovals;
  /** Link clusters are pruned below `parent` (not inside an entry of a series). */
  readonly clusters: boolean;
  /** The site header or footer pruned as a site directory whatever its size (`siteDirectory`). */
  readonly directory: Element | undefined;
  /** Tells an entry's own chrome-named parts from chrome (asked only of elements named like chrome). */
  readonly itemParts: ItemPartJudge;
  /** Tells an entry's linked title or date from a cluster of links (asked only of link-dense blocks). */
  readonly entryTitles: EntryTitleJudge;
  /** Tells the page's title heading set as a link, and the blocks round it, from a cluster of links. */
  readonly titleHeading: TitleHeadingJudge;
}

function pruneContext(root: Element, measured: Element, measures: Map<Element, TextMeasure>, thresholds: RegionThresholds, removals: RegionRemovals, listed: ReadonlySet<string>): PruneContext {
  const region = measures.get(measured) ?? { text: 0, linkText: 0 };
  const directory = siteDirectory(root, measures, region.text, thresholds);
  const chrome = directory === undefined ? { text: 0, linkText: 0 } : (measures.get(directory) ?? { text: 0, linkText: 0 });
  const total = Math.max(1, region.text - chrome.text);
  const linkText = region.linkText - chrome.linkText;
  return { root, measures, total, thresholds, removals, directory, clusters: linkText / total <= thresholds.indexLinkDensity, itemParts: new ItemPartJudge(root, thresholds.itemParts, (element) => measures.get(element)?.text ?? 0), entryTitles: new EntryTitleJudge(root, listed), titleHeading: new TitleHeadingJudge(root) };
}

/**
 * The site header or footer that holds `protectedShare` of the region's text and is at least
 * `linkDensity` link labels (`siteDirectories`): a mega-menu or mega-footer too large for the small-chrome rule.
 * Only elements holding that share can be one, and they form one chain down from the root (an
 * element and one of its children at most), so the search follows that chain: a few steps.
 */
function siteDirectory(root: Element, measures: Map<Element, TextMeasure>, regionText: number, thresholds: RegionThresholds): Element | undefined {
  if (thresholds.siteDirectories !== true || regionText <= 0) return undefined;
  const density = thresholds.siteDirectoryLinkDensity ?? thresholds.linkDensity;
  const large = regionText * thresholds.protectedShare;
  let parent: Element | undefined = root;
  while (parent !== undefined) {
    let next: Element | undefined;
    for (let child = parent.firstElementChild; child !== null; child = child.nextElementSibling) {
      const measure = measures.get(child);
      if (measure === undefined || measure.text < large) continue;
      if (measure.linkText >= density * measure.text && isPageChrome(child, root) && child.localName.toLowerCase() !== 'form') return child;
      next = child;
      break;
    }
    parent = next;
  }
  return undefined;
}

/** An element the pruning took out of the page's tree, and where it stood. */
interface RemovedElement {
  readonly element: Element;
  readonly parent: Element;
  readonly before: Node | null;
}

/** Puts removed elements back where they stood, last removed first (so each one's next sibling is back in place). */
function restore(removed: readonly RemovedElement[]): void {
  for (let index = removed.length - 1; index >= 0; index -= 1) {
    const { element, parent, before } = removed[index] as RemovedElement;
    parent.insertBefore(element, before);
  }
}

/** Removes chrome below `parent`; link clusters too while `context.clusters` is set. Logs each removal in `removed` when given. */
function prune(parent: Element, context: PruneContext, removed?: RemovedElement[]): void {
  const { measures, total, thresholds, removals, clusters } = context;
  const take = (element: Element): void => {
    removed?.push({ element, parent, before: element.nextSibling });
    element.remove();
  };
  // A link (or other inline element) inside running text, whose parent has words of its own, is part
  // of a sentence, not a cluster: the parent was judged no cluster, so it stays ("You can use <a>AutoHotkey</a> to ...").
  let inRunningText: boolean | undefined;
  // Chrome by tag is judged before any sibling goes: a label is judged beside the control it names.
  // So is a vote or like widget's bare count among its buttons (`controlCounts`).
  const chromeByTag = new Set([...Array.from(parent.children).filter(isChromeElement), ...controlCounts(parent)]);
  let next: Element | null;
  // The sibling before `element` as the page has it, removed or not: a hidden copy's stand-in is judged beside it.
  let previous: Element | null = null;
  for (let element = parent.firstElementChild; element !== null; previous = element, element = next) {
    // Taken before `element` may be removed; pruning below `element` never touches its siblings.
    next = element.nextElementSibling;
    const measure = measures.get(element) ?? { text: 0, linkText: 0 };
    const share = measure.text / total;
    const small = share < thresholds.protectedShare;
    // Each test once: the name is read only of a small block that is not chrome already.
    const chrome = chromeByTag.has(element) || element === context.directory || (small && (isHidden(element) || isPageChrome(element, context.root)));
    const named = !chrome && small ? namedChrome(element, measure.text, context, [previous, next]) : undefined;
    if (chrome || named !== undefined) {
      if (named === 'control') removals.controlWords += wordCount(element.textContent ?? '');
      take(element);
      removals.chrome += 1;
      continue;
    }
    const repeated = clusters && isRepeatedItem(element);
    const linkDense = clusters && small && measure.text > 0 && measure.linkText / measure.text >= thresholds.linkDensity && !repeated;
    // The page's title heading set as a link stays, and a block round it is judged by its other parts.
    const titled = linkDense ? context.titleHeading.relation(element) : undefined;
    if (linkDense && titled === undefined && !(PHRASING.has(element.nodeName.toUpperCase()) && (inRunningText ??= hasOwnWords(parent))) && !namesTableRow(element) && !isLabelledValue(element, previous) && !isLinkedNameOfAmount(element) && !isFactList(element) && !context.entryTitles.isEntryTitleOrDate(element) && !context.entryTitles.holdsEntryTitles(element) && !isPostByline(element) && !isAuthorList(element) && !isNoteNumber(element) && !statesPrice(element) && !holdsItemTable(element) && !holdsDescribedLinkCards(element) && !isApiStatusNotice(element)) {
      take(element);
      removals.linkClusters += 1;
      continue;
    }
    // An inline element kept as words of a sentence keeps its parts (the link in `<strong>`, the `<relative-time>` in a link).
    prune(element, clusters && (repeated || (linkDense && titled !== 'holds')) ? { ...context, clusters: false } : context, removed);
  }
}

/**
 * A badge the page repeats on its cards (`markRepeatedBadges`: `control`, its words counted back).
 * Named as chrome by class or id (`chrome`), or as a control (`btn`, `button`) while it says no
 * more than a label (`control`, under `controlMaxText`), unless it is an entry's own part
 * (`ItemPartJudge`: a button-styled part saying something different in each entry stays). Visually
 * hidden text goes, unless it says what the page shows only as a picture (`keepsHiddenText`).
 */
function namedChrome(element: Element, text: number, context: PruneContext, siblings: readonly (Element | null)[]): 'chrome' | 'control' | undefined {
  // A badge the page repeats on its cards (`markRepeatedBadges`): a label, counted back like a control's.
  if (isMarkedBadge(element)) return 'control';
  const name = chromeName(element);
  if (name === undefined || (name === 'chrome' && (inBillOfFare(element) || isMemberLink(element) || isSponsoredEntry(element) || isDatedPostFooter(element) || isPricedCardFooter(element)))) return undefined;
  if (name === 'hidden-text') return keepsHiddenText(element, siblings) ? undefined : 'chrome';
  if (name === 'control') {
    const { controlMaxText } = context.thresholds;
    if (controlMaxText === undefined || text >= controlMaxText) return undefined;
  }
  return context.itemParts.isItemPart(element) ? undefined : name;
}

/**
 * Site headers (`<header>`, `#header`), footers and forms (when small); an article's own header, a section's (`isSectionHeader`), a header with the page's
 * h1, a quotation's footer (its citation) and a list item's (a card's age and comment count) stay, and so does a form with nothing a reader can fill in or press (only hidden inputs) that
 * sends nowhere (no `post`, no address but `#`): a wrapper, as old Reddit sets every post and comment in one.
 */
function isPageChrome(element: Element, root: Element): boolean {
  const name = element.nodeName.toUpperCase();
  if (name === 'FORM') return (element.querySelector(FORM_CONTROL) !== null || submitsSomewhere(element)) && element.querySelector(PRICE) === null && !holdsListing(element);
  // A layout without landmarks names its site header `#header` (Bugzilla's and Redmine's menus over every page).
  if (name === 'HEADER' || (element.getAttribute('id') ?? '').trim().toLowerCase() === 'header') return !insideArticle(element, root) && element.querySelector('h1') === null && !isSectionHeader(element);
  // A quotation's footer is its citation (who said it), as HTML sets one.
  // A card's footer in a list of cards (the Guardian's fronts: its age and comment count) is the card's.
  if (name === 'FOOTER') return !insideArticle(element, root) && element.parentElement?.localName !== 'blockquote' && element.parentElement?.closest('li') === null;
  return false;
}

/** An ancestor of `element` up to `root` (included) is an `<article>`. */
function insideArticle(element: Element, root: Element): boolean {
  for (let ancestor = element.parentElement; ancestor !== null; ancestor = ancestor.parentElement) {
    if (ancestor.localName.toLowerCase() === 'article') return true;
    if (ancestor === root) return false;
  }
  return false;
}

/** Rows and links of a table that lists entries, not a form's fields. */
const LISTING_MIN_ROWS = 4;
const LISTING_MIN_LINKS = 3;

/**
 * The form holds a table of linked entries: a listing set in a form for its bulk actions
 * (MusicBrainz wraps an artist's discography, table by table, in a form that posts to its merge
 * queue), not a search box or a sign-in form (a password field), whose tables lay out a few fields.
 */
function holdsListing(form: Element): boolean {
  if (form.querySelector('input[type="password" i]') !== null) return false;
  return Array.from(form.getElementsByTagName('table')).some((table) => table.getElementsByTagName('tr').length >= LISTING_MIN_ROWS && table.querySelectorAll('a[href]').length >= LISTING_MIN_LINKS);
}

/** A form that posts, or names an address to send it to (not the page itself, `#` or a script). */
function submitsSomewhere(form: Element): boolean {
  const action = (form.getAttribute('action') ?? '').trim();
  return (form.getAttribute('method') ?? '').trim().toLowerCase() === 'post' || (action !== '' && !action.startsWith('#') && !/^javascript:/i.test(action));
}

/**
 * A price the page marks (schema.org's `price`, a class that names one): a form that shows one is a
 * product's offer (Odoo's add-to-cart form around the price and the variants), not a search box or a
 * sign-up form; its controls still go, by tag.
 */
const PRICE = '[itemprop="price" i], [class*="price" i]';

/** What a reader fills in or presses in a form. */
const FORM_CONTROL = 'input:not([type="hidden" i]), textarea, select, button';

/** Inline elements: in a sentence they are words of it, not blocks. */
const PHRASING = new Set(['A', 'SPAN', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SMALL', 'MARK', 'CODE', 'KBD', 'SAMP', 'VAR', 'ABBR', 'CITE', 'DFN', 'Q', 'SUB', 'SUP', 'TIME', 'BDI', 'BDO', 'FONT']);

/** `element` has words of its own, in a text node or in an inline element outside its links (its children stand in running text). */
function hasOwnWords(element: Element): boolean {
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3 && /[\p{L}\p{N}]/u.test(child.nodeValue ?? '')) return true;
    // Words in inline elements are the line's own too, outside their links: a post's byline "<a>ann</a> <span>212 points</span> <time>5 hours ago</time>",
    // GitHub's "<strong><a>mira</a></strong> <span>commented <a><relative-time>Mar 6</relative-time></a></span>".
    if (child.nodeType === 1 && PHRASING.has(child.nodeName.toUpperCase()) && child.nodeName.toUpperCase() !== 'A' && hasWordsOutsideLinks(child as Element)) return true;
  }
  return false;
}
