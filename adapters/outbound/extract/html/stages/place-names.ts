import { classAttribute } from '../class-attribute.js';
import { holdsPageHeading, isDatedPostFooter, isPricedCardFooter, isQuoteFooter } from '../region/chrome-rules.js';
import type { NameStash } from './name-stash.js';
import type { ReadabilityRegexps } from './readability-regexps.js';

/**
 * In Readability's copy of the page: takes off the names that say where a block stands ("sidebar",
 * "footer") where what it holds says otherwise (the page's heading, a quotation's citation, a post's
 * date). `footers`: the copy's elements named "footer" by class, or a quotation's child by id (`findNamedElements`).
 */
export function hidePlaceNames(document: Document, regexps: ReadabilityRegexps, stash: NameStash, footers: readonly Element[]): void {
  hidePageHeadingSideNames(document, regexps, stash);
  hideQuoteFooterNames(footers, regexps, stash);
}

const SIDE_WORD = /sidebar/gi;

/**
 * Readability drops an element named "sidebar" as an unlikely candidate; one that holds the page's
 * heading (`holdsPageHeading`: Adidas's buy box, `div.sidebar___29cCJ` with the product's name,
 * price and sizes) is the page's, and the class and id of each such ancestor of the `<h1>` are
 * taken off for the parse where "sidebar" is their only unlikely or negative word.
 */
function hidePageHeadingSideNames(document: Document, regexps: ReadabilityRegexps, stash: NameStash): void {
  const headings = document.getElementsByTagName('h1');
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
