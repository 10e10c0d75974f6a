import { HEADINGS, squeezed } from '../element-text.js';
import { linkContents } from '../element-retag.js';
import { chromeName } from './chrome-rules.js';
import { isNewTabNotice } from './new-tab-notice.js';

/** How far up from an empty link its card's title is looked for. */
const CARD_LEVELS = 3;

/**
 * Moves the target of each empty link laid over a card (a "stretched" link: no text, no picture,
 * drawn over the whole card by the style sheet) onto the card's title, the element its
 * `aria-labelledby` names or the heading beside it (else a run of text) that says its `aria-label`: the Guardian's fronts
 * (`<a href="…" aria-label="UK on course to miss…"></a>` beside the card's `<h3>`) and Airbnb's results
 * (`<a aria-labelledby="title_51234001" href="/rooms/51234001">`) gave a reader every headline and no
 * way to open one; so does a link that says only to screen readers what the card's heading says
 * (Hotels.com). A title that holds a link already keeps it. `links` are the page's `<a>`s with no
 * child nodes but whitespace, or only text for screen readers; returns how many titles were linked.
 */
export function linkOverlaidTitles(links: readonly Element[]): number {
  let linked = 0;
  for (const link of links) {
    const href = link.getAttribute('href');
    const spoken = spokenOnly(link);
    if (href === null || href.trim() === '' || href.startsWith('#') || (link.textContent ?? '').trim() !== spoken || inSiteChrome(link)) continue;
    const said = squeezed(link.getAttribute('aria-label') ?? '') || squeezed(spoken);
    // A notice that the link opens a new tab names no title (Vrbo's cards): the card's one heading is the title.
    const label = isNewTabNotice(said) ? '' : said;
    const card = label === '' && said !== '' ? loneHeading(link) : titleOf(link, label);
    if (card === undefined || card.querySelector('a[href]') !== null || card.closest('a[href]') !== null) continue;
    // The words the label says, apart from a kicker set in the heading ("Climate crisis" over the headline).
    const title = Array.from(card.querySelectorAll('*')).reverse().find((part) => label !== '' && squeezed(part.textContent ?? '') === label) ?? card;
    linkContents(title, href);
    link.remove();
    linked += 1;
  }
  return linked;
}

/**
 * The text of a link whose only content is text for screen readers (Hotels.com's card link, `<a
 * class="uitk-card-link" href="/ho2294871/…"><span class="is-visually-hidden">The Magnolia Courtyard Hotel</span></a>`),
 * trimmed; '' for any other link.
 */
export function spokenOnly(link: Element): string {
  const only = link.firstElementChild;
  if (only === null || only !== link.lastElementChild || chromeName(only) !== 'hidden-text') return '';
  return (link.textContent ?? '').trim() === (only.textContent ?? '').trim() ? (only.textContent ?? '').trim() : '';
}

/** The one heading of the nearest ancestor of the link that holds a heading, within a card's levels; `undefined` when that ancestor holds several. */
function loneHeading(link: Element): Element | undefined {
  let card = link.parentElement;
  for (let level = 0; level < CARD_LEVELS && card !== null && !PAGE_WIDE.has(card.nodeName); level += 1, card = card.parentElement) {
    const headings = card.querySelectorAll(HEADINGS);
    if (headings.length > 0) return headings.length === 1 ? headings[0] as Element : undefined;
  }
  return undefined;
}

/** Ancestors that hold the whole page rather than one card. */
const PAGE_WIDE = new Set(['BODY', 'MAIN', 'HTML']);

/**
 * A logo link in the site's header or a menu's icon link (`<a href="/" aria-label="Houzz"><svg aria-hidden>`)
 * is empty once its picture is hidden, yet it overlays no card: a page heading ending in the site's name
 * ("Find a builder in London on Houzz") was linked to the home page and then lost with it.
 */
function inSiteChrome(link: Element): boolean {
  if (link.closest('nav, [role="navigation"], [role="banner"]') !== null) return true;
  const header = link.closest('header');
  return header !== null && header.closest('article') === null;
}

/** The title a link laid over its card stands for: the element its `aria-labelledby` names, or the heading that says `label`, what the link says to screen readers. */
function titleOf(link: Element, label: string): Element | undefined {
  const labelledBy = (link.getAttribute('aria-labelledby') ?? '').trim();
  if (labelledBy !== '' && !labelledBy.includes(' ')) {
    const named = link.ownerDocument.getElementById(labelledBy);
    if (named !== null && (named.textContent ?? '').trim() !== '') return named;
  }
  if (label === '') return undefined;
  let card = link.parentElement;
  for (let level = 0; level < CARD_LEVELS && card !== null && !PAGE_WIDE.has(card.nodeName); level += 1, card = card.parentElement) {
    // The label may say more before the title ("post link to Borrowing Across Await Points", Hugo PaperMod's).
    const heading = Array.from(card.querySelectorAll(HEADINGS)).find((candidate) => saysTitle(squeezed(candidate.textContent ?? ''), label));
    if (heading !== undefined) return heading;
  }
  return label.split(' ').length >= MIN_TITLE_WORDS ? sayingLeaf(link, label) : undefined;
}

/**
 * A run of text with no element inside that says the label, in the link's card (Kaggle's datasets: the
 * title is a styled `<div>` beside `<a aria-label="Global Urban Heat Island …" role="link"></a>`, no heading).
 */
function sayingLeaf(link: Element, label: string): Element | undefined {
  let card = link.parentElement;
  for (let level = 0; level < CARD_LEVELS && card !== null && !PAGE_WIDE.has(card.nodeName); level += 1, card = card.parentElement) {
    const leaf = Array.from(card.querySelectorAll('div, span, p')).find((candidate) => candidate.firstElementChild === null && !link.contains(candidate) && squeezed(candidate.textContent ?? '') === label);
    if (leaf !== undefined) return leaf;
  }
  return undefined;
}

/** A heading's text ends with the label, or the label ends with a heading of at least {@link MIN_TITLE_WORDS} words. */
function saysTitle(heading: string, label: string): boolean {
  return heading.endsWith(label) || (heading.split(' ').length >= MIN_TITLE_WORDS && label.endsWith(` ${heading}`));
}

const MIN_TITLE_WORDS = 3;
