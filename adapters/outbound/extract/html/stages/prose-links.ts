/** Readability 0.6 removes a block of low class weight whose links hold more than this share of its text. */
export const READABILITY_LINK_SHARE = 0.2;
/** Above this share a block is mostly links, whatever its words say. */
const MOSTLY_LINKS = 0.5;
const MIN_WORDS = 10;
const MAX_LINKS = 2;
const SENTENCE_END = /[.!?;:][)"'’”]*$/;
const NOT_PROSE = 'li, h1, h2, h3, h4, h5, h6, img, picture, input, button, select, textarea';

/**
 * The link share Readability's conditional cleaning should see for `block`, whose measured share is
 * `share`. A block that is a sentence or two of running text with one or two links set inside it
 * (a statute's "(3) … under section 254c–14 of this title.", a docs callout's "For more information,
 * see Quickstart: …") is read at Readability's threshold, so it is not removed as links: Readability
 * dropped such a paragraph of a statute and every "Tip" and "Important" callout that cites a page.
 * A teaser's headline link stands alone in its element, with no words beside it, and is measured
 * as Readability measures it; so are lists, headings, images and forms.
 */
export function proseLinkShare(block: Element, share: number): number {
  if (share <= READABILITY_LINK_SHARE || share > MOSTLY_LINKS) return share;
  return isProseWithInlineLinks(block) ? READABILITY_LINK_SHARE : share;
}

function isProseWithInlineLinks(block: Element): boolean {
  const links = Array.from(block.getElementsByTagName('a')).filter((link) => (link.textContent ?? '').trim() !== '');
  if (links.length === 0 || links.length > MAX_LINKS) return false;
  const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.split(' ').length < MIN_WORDS || !SENTENCE_END.test(text)) return false;
  if (block.querySelector(NOT_PROSE) !== null) return false;
  return links.every(hasWordsBeside);
}

/** Whether a link with words shares its parent with text of its own: it sits in a sentence, not on a line of its own. */
function hasWordsBeside(link: Element): boolean {
  for (const sibling of [link.previousSibling, link.nextSibling]) {
    if (sibling !== null && sibling.nodeType === 3 && /\p{L}{2}/u.test(sibling.textContent ?? '')) return true;
  }
  return false;
}
