import type TurndownService from 'turndown';

/** A value longer than this (characters) is a paragraph of its own, not one line of a list of facts. */
export const PAIR_VALUE_MAX_CHARS = 300;
/** A value with this many links is a list of them (Javadoc's "All Known Subinterfaces:"), which a list item would set apart as a link block. */
const MAX_VALUE_LINKS = 2;
/** Markup that makes a term or a value (a table cell too) more than a line. */
export const BLOCK_INSIDE = 'p, div, ul, ol, dl, pre, table, blockquote, h1, h2, h3, h4, h5, h6, figure';
/** Elements a list of pairs may wrap each pair in (HTML allows `<div>`; Readability turns such a `<div>` into a `<p>`). */
const PAIR_WRAPPERS = new Set(['DIV', 'P']);

/**
 * Turndown rules for a definition list of short name–value pairs (a product's data sheet of
 * `<dt>Material</dt><dd>Stoneware</dd>`, a specification's `div.spec-row`s, a glossary of one-line
 * definitions): one list item per pair, `- Material: Stoneware`. Turndown printed each name and
 * each value as a paragraph of its own, and a long data sheet no longer said which value was
 * which name's. A list qualifies when it is one or more pairs, each one term then one value
 * (wrapped in a `<div>` or not), with no block markup inside either (but a value's one paragraph), no value over
 * {@link PAIR_VALUE_MAX_CHARS} characters and none of {@link MAX_VALUE_LINKS} links or more; other lists keep Turndown's paragraphs.
 */
export function definitionListRules(): Readonly<Record<string, TurndownService.Rule>> {
  const verdicts = new WeakMap<Element, boolean>();
  const isPairList = (list: Element | null): boolean => {
    if (list === null || list.nodeName !== 'DL') return false;
    let verdict = verdicts.get(list);
    if (verdict === undefined) {
      verdict = holdsShortPairs(list);
      verdicts.set(list, verdict);
    }
    return verdict;
  };
  const listOf = (node: Element): Element | null => (PAIR_WRAPPERS.has(node.parentElement?.nodeName ?? '') ? node.parentElement?.parentElement ?? null : node.parentElement);
  return {
    pairList: { filter: (node) => isPairList(node), replacement: (content) => `\n\n${content.replace(/^\n+|\n+$/g, '')}\n\n` },
    pairWrapper: { filter: (node) => PAIR_WRAPPERS.has(node.nodeName) && isPairList(node.parentElement), replacement: (content) => content },
    pairTerm: {
      filter: (node) => node.nodeName === 'DT' && isPairList(listOf(node)),
      replacement: (content) => `\n- ${pairName(content)}`,
    },
    pairValue: { filter: (node) => node.nodeName === 'DD' && isPairList(listOf(node)), replacement: (content) => oneLine(content) },
  };
}

/** A pair's name as its line opens: one line, then a colon (unless it has one) and a space. */
export function pairName(content: string): string {
  const name = oneLine(content, ' ');
  return `${name}${/[:：]$/.test(name) ? '' : ':'} `;
}

/**
 * Markdown on one line, without the direction marks some shops put before each value; a value's lines (broken or in
 * blocks of their own) are set apart by "; " (`breaks`), a name's by a space (a `<br>` that wraps a long label: "Multi-Point Web<br>Health Assessment").
 */
export function oneLine(content: string, breaks: '; ' | ' ' = '; '): string {
  return content.replace(/[\u200e\u200f]/g, '').trim().replace(/\s*\n+\s*/g, breaks);
}

/** The list's children (through pair wrappers) alternate term and value, one pair at least, each a short line. */
function holdsShortPairs(list: Element): boolean {
  const parts: Element[] = [];
  for (const child of Array.from(list.children)) {
    if (PAIR_WRAPPERS.has(child.nodeName)) parts.push(...Array.from(child.children));
    else parts.push(child);
  }
  if (parts.length < 2 || parts.length % 2 !== 0) return false;
  return parts.every((part, index) => {
    if (part.nodeName !== (index % 2 === 0 ? 'DT' : 'DD') || holdsBlocks(part)) return false;
    const text = (part.textContent ?? '').trim();
    return text !== '' && (index % 2 === 0 || (text.length <= PAIR_VALUE_MAX_CHARS && part.getElementsByTagName('a').length < MAX_VALUE_LINKS));
  });
}

/**
 * A term or value holds block markup, beyond one paragraph that is all of it (pkgdown's and Sphinx's `<dd><p>…</p></dd>`),
 * or, in a value, a few lines each a block of its own (mobile.de's consumption: `<dd><div>4,5 l/100km (kombiniert)</div><div>5,3 l/100km
 * (Innenstadt)</div></dd>`, which had set the whole data sheet apart as loose paragraphs; `oneLine` joins them with "; "), or blocks of
 * no text (its CO₂ class: a sentence beside a `<div>` of the class's picture).
 */
function holdsBlocks(part: Element): boolean {
  const blocks = part.querySelectorAll(BLOCK_INSIDE);
  if (blocks.length === 0) return false;
  const only = blocks[0] as Element;
  if (part.nodeName === 'DD' && (isLines(part, blocks.length) || Array.from(blocks).every((block) => (block.textContent ?? '').trim() === ''))) return false;
  return blocks.length > 1 || only.nodeName !== 'P' || only.parentElement !== part || part.children.length !== 1;
}

/** A value of at most this many lines is a fact; more make a list. */
const MAX_VALUE_LINES = 8;
/** A value's line is short (characters). */
const VALUE_LINE_MAX_CHARS = 120;

/** The value is a few short lines, each a `<div>` of no blocks, with no text between them. */
function isLines(value: Element, blocks: number): boolean {
  const lines = Array.from(value.children);
  if (lines.length < 2 || lines.length > MAX_VALUE_LINES || blocks !== lines.length) return false;
  for (let node = value.firstChild; node !== null; node = node.nextSibling) if (node.nodeType === 3 && /\S/.test(node.textContent ?? '')) return false;
  // Paragraphs are prose (an API's description and its "New in version 3.2."), not a value's lines.
  return lines.every((line) => line.nodeName === 'DIV' && (line.textContent ?? '').trim().length <= VALUE_LINE_MAX_CHARS);
}
