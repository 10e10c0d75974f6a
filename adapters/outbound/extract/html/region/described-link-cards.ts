import { blockSpacedText, HEADINGS, nonSpaceLength } from '../element-text.js';

/** A set of cards holds at least this many. */
const MIN_CARDS = 2;
/** A card describes its page in at least this many words besides its title. */
const DESCRIPTION_MIN_WORDS = 4;
/** Links to other pages (not to a place on this one, nor a script). */
const PAGE_LINK = 'a[href]:not([href^="#"]):not([href^="javascript:" i])';

/**
 * Whether `element` is, or holds only, cards that each link to a page with a title and a description of it, and no
 * picture or date: a documentation page's "Next steps" or "Related endpoints" (Mintlify's `div.card-group` of
 * `a.card`, each an `<h2>` title and a sentence saying what the page covers), or is such a card beside another. Every word of such a block is a link's,
 * and it went as a cluster of links, though each card tells the reader where to go next and why; a teaser of another
 * story shows its picture or its date. At least {@link MIN_CARDS} links, each holding one heading and
 * {@link DESCRIPTION_MIN_WORDS} words besides it, and every word of the element inside them.
 */
export function holdsDescribedLinkCards(element: Element): boolean {
  // A card set among others without a wrapper is judged with the card beside it.
  if (element.matches(PAGE_LINK)) return isDescribedCard(element) && [element.previousElementSibling, element.nextElementSibling].some((card) => card !== null && card.matches(PAGE_LINK) && isDescribedCard(card));
  // The cheap test first: most blocks of links (menus, tag lists) hold no heading.
  if (element.getElementsByTagName('a').length < MIN_CARDS || element.querySelector(HEADINGS) === null) return false;
  const links = Array.from(element.querySelectorAll(PAGE_LINK));
  if (links.length < MIN_CARDS) return false;
  let linked = 0;
  for (const link of links) {
    if (!isDescribedCard(link)) return false;
    linked += nonSpaceLength(link);
  }
  // Nothing but the cards: a heading or a paragraph beside them is judged as the page's text.
  return linked >= nonSpaceLength(element);
}

function isDescribedCard(link: Element): boolean {
  const headings = link.querySelectorAll(HEADINGS);
  if (headings.length !== 1 || link.querySelector('img, picture, video, time') !== null) return false;
  const title = blockSpacedText(headings[0] as Element);
  const text = blockSpacedText(link);
  return title !== '' && text.startsWith(title) && words(text.slice(title.length)) >= DESCRIPTION_MIN_WORDS;
}

function words(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
