import { classAttribute } from '../class-attribute.js';
import { holdsPageHeading, isDatedPostFooter, isPricedCardFooter, isQuoteFooter } from '../region/chrome-rules.js';
import type { NameStash } from './name-stash.js';
import type { ElementCensus } from '../element-census.js';
import { isUnlikelyCandidate, type ReadabilityRegexps } from './readability-regexps.js';

/**
 * In Readability's copy of the page: takes off the names that say where a block stands ("sidebar",
 * "footer") where what it holds says otherwise (the whole page, the page's heading, a quotation's citation, a post's
 * date). `footers`: the copy's elements named "footer" by class, or a quotation's child by id (`findNamedElements`).
 */
export function hidePlaceNames(document: Document, census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash, footers: readonly Element[]): void {
  hidePageWrapperNames(document, regexps, stash);
  hidePageHeadingSideNames(census, regexps, stash);
  hideQuoteFooterNames(footers, regexps, stash);
}

/** How many levels below `<body>` a wrapper of the whole page is looked for. */
const WRAPPER_LEVELS = 3;
/** A wrapper of the whole page holds at least this share of the body's text... */
const WRAPPER_MIN_TEXT_SHARE = 0.8;
/** ...and leaves at most this many characters outside it... */
const WRAPPER_MAX_OUTSIDE_CHARS = 2000;
/** ...and holds at least this many (a page's worth of text). */
const WRAPPER_MIN_CHARS = 1000;

/**
 * Readability drops an element its name makes an unlikely candidate wherever it stands; one that
 * wraps the whole page (SMF 2.1's `div#footerfix` round the header, the menus and the posts, named for
 * the footer it keeps at the bottom) took the page with it, and Readability's second try, which
 * drops no unlikely candidate, kept every popup, menu and bar so named (SMF's "User actions"). Such a
 * wrapper, at most {@link WRAPPER_LEVELS} levels below `<body>` and holding nearly all of its text
 * (`holdsNearlyAll`), has its class and id taken off for the parse.
 */
function hidePageWrapperNames(document: Document, regexps: ReadabilityRegexps, stash: NameStash): void {
  const body = document.body as HTMLElement | null;
  if (body === null) return;
  let level: Element[] = [body];
  for (let depth = 0; depth < WRAPPER_LEVELS && level.length > 0; depth += 1) {
    const next: Element[] = [];
    for (const parent of level) {
      for (let child = parent.firstElementChild; child !== null; child = child.nextElementSibling) {
        if (!isUnlikelyCandidate(child, regexps)) {
          next.push(child);
          continue;
        }
        // A block that holds less than that holds no such wrapper either: its children are not looked at.
        if (!holdsNearlyAll(body, child)) continue;
        next.push(child);
        stash.take(child, 'class');
        stash.take(child, 'id');
      }
    }
    level = next;
  }
}

/**
 * `wrapper` holds at least {@link WRAPPER_MIN_TEXT_SHARE} of the text of `body`, and at most
 * {@link WRAPPER_MAX_OUTSIDE_CHARS} stand outside it (a footer's worth). Both counts stop as soon as they
 * decide, so a block so named (a header, a sidebar) costs a bounded walk however large the page.
 */
function holdsNearlyAll(body: Element, wrapper: Element): boolean {
  // Most blocks so named are small (a menu's item, a header): their own short text settles it.
  if (letterCount(wrapper, WRAPPER_MIN_CHARS) < WRAPPER_MIN_CHARS) return false;
  const outside = letterCount(body, WRAPPER_MAX_OUTSIDE_CHARS, wrapper);
  if (outside > WRAPPER_MAX_OUTSIDE_CHARS) return false;
  const needed = Math.max(1, (outside * WRAPPER_MIN_TEXT_SHARE) / (1 - WRAPPER_MIN_TEXT_SHARE));
  return letterCount(wrapper, needed) >= needed;
}

/** The characters but whitespace of the text under `root`, outside `skipped`, counted until they pass `enough`. */
function letterCount(root: Element, enough: number, skipped?: Element): number {
  let count = 0;
  const stack: Node[] = [root];
  while (stack.length > 0 && count <= enough) {
    const node = stack.pop() as Node;
    if (node === skipped) continue;
    if (node.nodeType === 3) count += (node.nodeValue ?? '').replace(/\s+/g, '').length;
    else for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
  }
  return count;
}

const SIDE_WORD = /sidebar/gi;

/**
 * Readability drops an element named "sidebar" as an unlikely candidate; one that holds the page's
 * heading (`holdsPageHeading`: Adidas's buy box, `div.sidebar___29cCJ` with the product's name,
 * price and sizes) is the page's, and the class and id of each such ancestor of the `<h1>` are
 * taken off for the parse where "sidebar" is their only unlikely or negative word.
 */
function hidePageHeadingSideNames(census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  const headings = census.byTagName('h1');
  const heading = headings.length === 1 ? headings[0] : undefined;
  if (heading === undefined) return;
  for (let element = heading.parentElement; element !== null; element = element.parentElement) {
    const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
    if (!SIDE_WORD.test(names)) continue;
    SIDE_WORD.lastIndex = 0;
    const rest = names.replace(SIDE_WORD, ' ');
    if (regexps.negative.test(rest) || regexps.unlikelyCandidates.test(rest) || !holdsPageHeading(element)) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
  }
}

const FOOTER_WORD = /footer/gi;

/**
 * Readability drops an element named "footer"; a quotation's (`isQuoteFooter`) says who said it, and a
 * post's that dates it (`isDatedPostFooter`: Telegram's author, views and time under each post) says
 * who wrote it and when, and a card's that prices it (`isPricedCardFooter`) states its offer: their class and id are taken off for the parse.
 */
function hideQuoteFooterNames(footers: readonly Element[], regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const element of footers) {
    const rest = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`.replace(FOOTER_WORD, ' ');
    if (regexps.negative.test(rest) || regexps.unlikelyCandidates.test(rest) || !(isQuoteFooter(element) || isDatedPostFooter(element) || isPricedCardFooter(element))) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
  }
}
