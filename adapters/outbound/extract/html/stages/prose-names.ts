import { isTag, type ElementCensus } from '../element-census.js';
import { isUnlikelyCandidate, type ReadabilityRegexps } from './readability-regexps.js';
import type { NameStash } from './name-stash.js';

/** A paragraph of at least this many words is prose, whatever its class says. */
const PROSE_MIN_WORDS = 12;

/**
 * Readability drops a paragraph whose class or id holds one of its unlikely words as it drops a
 * page's comments or footer: php.net's `p.para.rdfs-comment`, the sentence on every function page
 * that says what the function does. A paragraph of {@link PROSE_MIN_WORDS} words or more, most of
 * them outside links, is prose of the page, and its class and id are taken off for the parse (the
 * block it stands in is still judged by its own names).
 */
export function hideProseParagraphNames(census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const paragraph of census.query((element) => isTag(element, 'p') && (element.hasAttribute('class') || element.hasAttribute('id')))) {
    if (!isUnlikelyCandidate(paragraph, regexps) || !isProse(paragraph)) continue;
    stash.take(paragraph, 'class');
    stash.take(paragraph, 'id');
  }
}

/**
 * Inline elements: inside a sentence, a name on one says what the words are (a place, a date), not where a block stands.
 * `span[class], span[id], em[class], strong[class], b[class], i[class], time[class], abbr[class]`.
 */
export function isNamedInline(element: Element): boolean {
  const name = element.localName.toLowerCase();
  if (name === 'span') return element.hasAttribute('class') || element.hasAttribute('id');
  return INLINE_NAMED_BY_CLASS.has(name) && element.hasAttribute('class');
}

const INLINE_NAMED_BY_CLASS = new Set(['em', 'strong', 'b', 'i', 'time', 'abbr']);

/**
 * Readability drops an inline element by its name as it drops a block: PR Newswire sets a release's
 * dateline in `<span class="legendSpanClass">` ("AUSTIN, Texas", "March 12, 2024"), "legends" is one
 * of its unlikely words, and the first sentence began ", /PRNewswire/ --"; the Rust Reference's
 * grammar sets each production's note in `span.grammar-comment`; DITA sets a menu path in
 * `span.menucascade` ("expand Queue Managers > QMNORTH > Channels"), "menu" another. Inside a
 * paragraph, list item or definition that has words beside it, such an element is words of the
 * sentence, and its class and id are taken off for the parse (the block is still judged by its own names).
 */
export function hideInlineNames(census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  // The names are read first (a regular expression), the block around only for an unlikely one: a selector of descendants costs a walk up per element.
  for (const element of census.query(isNamedInline)) {
    if (!isUnlikelyCandidate(element, regexps)) continue;
    const paragraph = element.closest('p, li, dd');
    if (paragraph === null || !LETTER_OR_DIGIT.test((paragraph.textContent ?? '').replace(element.textContent ?? '', ''))) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
  }
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** At least {@link PROSE_MIN_WORDS} words, most of them outside links. */
function isProse(paragraph: Element): boolean {
  const text = paragraph.textContent ?? '';
  const linked = Array.from(paragraph.getElementsByTagName('a')).reduce((sum, link) => sum + (link.textContent ?? '').length, 0);
  return text.split(/\s+/).filter((word) => word !== '').length >= PROSE_MIN_WORDS && linked * 2 <= text.length;
}
