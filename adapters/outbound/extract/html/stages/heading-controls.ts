const HEADING = 'h1, h2, h3, h4, h5, h6';
/** The most words a heading's controls hold ("edit", "edit source", "See all"). */
const MAX_CONTROL_WORDS = 3;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
/** Elements a heading's controls are made of: phrasing content, as an edit link's brackets and label are. */
const INLINE = new Set(['a', 'span', 'small', 'sup', 'sub', 'code', 'em', 'strong', 'b', 'i', 'abbr', 'bdi']);
const BLOCK = 'address, article, aside, blockquote, dd, div, dl, dt, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, table, ul';

function lettersIn(text: string | null): number {
  return text?.match(LETTER_OR_DIGIT)?.length ?? 0;
}

function wordsIn(text: string | null): number {
  return (text ?? '').split(/\s+/).filter((word) => lettersIn(word) > 0).length;
}

function linksOf(element: Element): Element[] {
  return element.localName === 'a' ? [element] : Array.from(element.querySelectorAll('a'));
}

/** Every letter of the element is in one of its links. */
function allLinked(element: Element, links: readonly Element[] = linksOf(element)): boolean {
  return links.reduce((sum, link) => sum + lettersIn(link.textContent), 0) === lettersIn(element.textContent);
}

/** A sibling before `node` holds a letter or digit (the siblings are read from the nearest on, up to the first that does). */
function textBefore(node: Node): boolean {
  for (let sibling = node.previousSibling; sibling !== null; sibling = sibling.previousSibling) {
    if (lettersIn(sibling.textContent) > 0) return true;
  }
  return false;
}

/** The siblings after `node`, read lazily: the first that fails `linkedControlWords` ends the reading. */
function* followingSiblings(node: Node): Generator<ChildNode> {
  for (let sibling = node.nextSibling; sibling !== null; sibling = sibling.nextSibling) yield sibling;
}

/** The words of `nodes` when every letter among them is a link's (brackets and separators around the links aside) and they are inline elements; `undefined` otherwise. */
function linkedControlWords(nodes: Iterable<ChildNode>): number | undefined {
  let words = 0;
  for (const node of nodes) {
    const text = node.textContent ?? '';
    if (lettersIn(text) === 0) continue;
    if (node.nodeType !== 1) return undefined;
    // Links set in blocks under a heading (a list, a paragraph with a post's date) are a widget's or a card's content, not the heading's own control.
    if (!INLINE.has((node as Element).localName) || (node as Element).querySelector(BLOCK) !== null) return undefined;
    const links = linksOf(node as Element);
    if (!allLinked(node as Element, links)) return undefined;
    words += links.reduce((sum, link) => sum + wordsIn(link.textContent), 0);
  }
  return words;
}

/** An element after `node` among its siblings is a link or holds one. */
function linkFollows(node: Node): boolean {
  for (const sibling of followingSiblings(node)) if (sibling.nodeType === 1 && linksOf(sibling as Element).length > 0) return true;
  return false;
}

/**
 * Moves out, to just before its `<div>`, each heading that the div holds followed by a few links in inline elements only
 * (MediaWiki's `<div class="mw-heading"><h2>History</h2><span class="mw-editsection">[<a>edit</a>]</span></div>`,
 * Javadoc's inherited-member lists: at most {@link MAX_CONTROL_WORDS} linked words and no other text;
 * GitHub's `<div class="markdown-heading">` with an empty permalink);
 * a heading that is itself a link (a card's title) stays. Readability 0.6 removes such a div as a short
 * block with links in it, heading and all: every section heading of a Wikipedia article. What stays
 * in the div is judged as before. For Readability's copy of the page only; returns how many moved.
 */
export function liftHeadingsBesideLinks(document: Document): number {
  let moved = 0;
  for (const heading of Array.from(document.querySelectorAll(HEADING))) {
    const wrapper = heading.parentElement;
    if (wrapper === null || wrapper.localName !== 'div') continue;
    // A linked heading (a card's or a teaser's title) is not a section's: its block is the link.
    if (allLinked(heading)) continue;
    // The controls follow the heading; text before it (a label, a number) is the block's own.
    if (textBefore(heading)) continue;
    const words = linkedControlWords(followingSiblings(heading));
    if (words === undefined || words > MAX_CONTROL_WORDS) continue;
    // A permalink without words (GitHub's `a.anchor`, its icon gone with the page's SVG) is such a control too.
    if (words === 0 && !linkFollows(heading)) continue;
    // Last, as the rarest test and the only walk of the whole div.
    if (wrapper.querySelectorAll(HEADING).length !== 1) continue;
    wrapper.before(heading);
    moved += 1;
  }
  return moved;
}
