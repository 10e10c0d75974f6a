import { hasChromeName } from '../region/chrome-rules.js';
import { isUnlikelyBesidesHeader, type ReadabilityRegexps } from './readability-names.js';
import type { ElementCensus } from '../element-census.js';

const HEADING = 'h1, h2, h3, h4, h5, h6';
const HEADING_NAMES = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** {@link HEADING}. */
function isHeading(element: Element): boolean {
  return HEADING_NAMES.has(element.localName.toLowerCase());
}
/** The most words a heading's controls hold ("edit", "edit source", "See all"). */
const MAX_CONTROL_WORDS = 3;
/** The most wrappers a heading is moved out of. */
const MAX_WRAPPERS = 3;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
/** Elements a heading's controls are made of: phrasing content, as an edit link's brackets and label are, and buttons. */
const INLINE = new Set(['a', 'button', 'span', 'small', 'sup', 'sub', 'code', 'em', 'strong', 'b', 'i', 'abbr', 'bdi']);
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

/** A note in brackets: "(since 0.7.0)". */
const NOTE = /^\([^()]*\)$/;

/**
 * The words of `nodes` when every letter among them is a link's (brackets and separators around the links aside), a
 * button's or a bracketed note's, in inline elements or in divs holding only such; `undefined` otherwise.
 */
function linkedControlWords(nodes: Iterable<ChildNode>): number | undefined {
  let words = 0;
  for (const node of nodes) {
    const text = node.textContent ?? '';
    if (lettersIn(text) === 0) continue;
    if (node.nodeType !== 1) return undefined;
    // Links set in blocks under a heading (a list, a paragraph with a post's date) are a widget's or a card's content, not the heading's own control.
    if ((node as Element).querySelector(BLOCK) !== null) return undefined;
    // What is left of a wrapper the heading was moved out of: its controls in a div of their own.
    if ((node as Element).localName === 'div') {
      const inner = linkedControlWords(node.childNodes);
      if (inner === undefined) return undefined;
      words += inner;
      continue;
    }
    if (!INLINE.has((node as Element).localName)) return undefined;
    // A note in brackets beside the heading (ExDoc's "(since 0.7.0)") is no block of its own either, nor a button (the App Store's "Version History").
    if (NOTE.test(text.trim()) || (node as Element).localName === 'button') {
      words += wordsIn(text);
      continue;
    }
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
 * Moves out, to just before its `<div>`, each heading that the div holds followed by a few links (and a bracketed note) in inline elements only
 * (MediaWiki's `<div class="mw-heading"><h2>History</h2><span class="mw-editsection">[<a>edit</a>]</span></div>`,
 * Javadoc's inherited-member lists: at most {@link MAX_CONTROL_WORDS} linked words and no other text;
 * GitHub's `<div class="markdown-heading">` with an empty permalink, GitBook's `div#id` with the permalink to it before the heading: `permalinkPrecedes`);
 * a heading that is itself a link (a card's title) stays. The heading is moved out of each such div in
 * turn, up to {@link MAX_WRAPPERS}, past the first only where the div is named neither as chrome (`hasChromeName`) nor
 * as Readability drops it for a word other than "header" (given `regexps`; ExDoc's `div.detail-header` holds the
 * permalink and the heading, a share bar's wrapper its title). Readability 0.6 removes such a div as a short
 * block with links in it, heading and all: every section heading of a Wikipedia article. What stays
 * in the div is judged as before. For Readability's copy of the page only; returns how many moved.
 */
export function liftHeadingsBesideLinks(census: ElementCensus, regexps?: ReadabilityRegexps): number {
  let moved = 0;
  for (const heading of census.query(isHeading)) {
    // A linked heading (a card's or a teaser's title) is not a section's: its block is the link.
    if (allLinked(heading)) continue;
    // Out of each wrapper in turn: ExDoc sets its signature heading and the source link in a div, in a div beside the permalink.
    for (let level = 0; level < MAX_WRAPPERS && isControlWrapper(heading); level += 1) {
      const wrapper = heading.parentElement as Element;
      // Past the first, a wrapper Readability drops by a name other than "header", or one named as chrome (a share bar's
      // `social-sharing` in a grid's `column`, which Readability keeps by that word), takes its heading along, as before.
      if (level > 0 && ((regexps !== undefined && isUnlikelyBesidesHeader(wrapper, regexps)) || hasChromeName(wrapper))) break;
      wrapper.before(heading);
      moved += 1;
    }
  }
  return moved;
}

/**
 * A link before `heading` in `wrapper` points at the heading's id or the wrapper's: the section's permalink set before its
 * heading (GitBook's `div#connect-a-source` around `div.hash > a[href="#connect-a-source"]` and the `<h2>`). Nothing before
 * the heading says a word (`textBefore`), so the link is its icon.
 */
function permalinkPrecedes(heading: Element, wrapper: Element): boolean {
  const targets = [heading.getAttribute('id'), wrapper.getAttribute('id')].filter((id): id is string => id !== null && id !== '').map((id) => `#${id}`);
  if (targets.length === 0) return false;
  for (let sibling = heading.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) {
    if (linksOf(sibling).some((link) => targets.includes((link.getAttribute('href') ?? '').trim()))) return true;
  }
  return false;
}

/** The heading's parent is a `<div>` holding it and its controls only (see {@link liftHeadingsBesideLinks}). */
function isControlWrapper(heading: Element): boolean {
  const wrapper = heading.parentElement;
  if (wrapper === null || wrapper.localName !== 'div') return false;
  // The controls follow the heading; text before it (a label, a number) is the block's own.
  if (textBefore(heading)) return false;
  const words = linkedControlWords(followingSiblings(heading));
  if (words === undefined || words > MAX_CONTROL_WORDS) return false;
  // A permalink without words (GitHub's `a.anchor`, its icon gone with the page's SVG) is such a control too, after the heading or before it.
  if (words === 0 && !linkFollows(heading) && !permalinkPrecedes(heading, wrapper)) return false;
  // Last, as the rarest test and the only walk of the whole div.
  return wrapper.querySelectorAll(HEADING).length === 1;
}
