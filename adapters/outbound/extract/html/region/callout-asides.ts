import { retag } from '../element-retag.js';
import { nameWords } from './name-words.js';
import { holdsPageHeading } from './chrome-rules.js';
import { hasOwnText } from '../element-text.js';

/** A footnote's role or class (docutils writes a document's footnotes as `aside.footnote-list` of `aside.footnote[role="doc-footnote"]`). */
const FOOTNOTE = /(?:^|\s)(?:doc-footnote|doc-endnotes?|footnote|footnotes|footnote-list)(?:\s|$)/i;

/** Words that name a callout of documentation (a note, a tip, a warning), by class or by label. */
const CALLOUT_WORDS = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'admonition', 'callout', 'hint', 'attention']);

/**
 * Writes, in place, a callout's label that only an icon's `title` says (Asciidoctor with font
 * icons: `<td class="icon"><i class="fa icon-warning" title="Warning"></i></td>` beside the
 * warning's text, which then read as any paragraph): an `<i>` without text whose title is one
 * callout word becomes that word in bold. `icons` are the page's `<i title>`s a walk found.
 * Returns how many were written.
 */
export function writeCalloutIconLabels(icons: readonly Element[]): number {
  let written = 0;
  for (const icon of icons) {
    const title = (icon.getAttribute('title') ?? '').trim();
    if (!CALLOUT_WORDS.has(title.toLowerCase()) || (icon.textContent ?? '').trim() !== '' || icon.parentElement === null) continue;
    const label = icon.ownerDocument.createElement('strong');
    label.textContent = title;
    icon.replaceWith(label);
    written += 1;
  }
  return written;
}

/**
 * Whether the `<aside>` is a callout of the text: its class, its `aria-label` or its `data-type` names
 * one (Starlight's `starlight-aside--tip`, Writerside's `aside.prompt[data-type="tip"]`), or it holds a
 * code block and no menu (an API reference's examples beside its parameters), the page's one
 * heading (`holdsPageHeading`: Vinted sets an item's title, price and details in an aside) or footnotes,
 * or it names the story's summary (`SUMMARY_BOX`).
 */
export function isCalloutAside(aside: Element): boolean {
  // An API reference's column of request and response examples (Fern's `aside.fern-endpoint-content-right`): code, not a sidebar.
  if (aside.querySelector('pre') !== null && aside.querySelector('nav') === null) return true;
  // The page's own heading and what goes with it (Vinted's buying column), and footnotes (docutils 0.18's `aside.footnote`).
  if (holdsPageHeading(aside) || FOOTNOTE.test(`${aside.getAttribute('role') ?? ''} ${aside.getAttribute('class') ?? ''}`)) return true;
  if (BARE_KIND.test(aside.getAttribute('class') ?? '')) return true;
  const words = nameWords(`${aside.getAttribute('class') ?? ''} ${aside.getAttribute('aria-label') ?? ''} ${aside.getAttribute('data-type') ?? ''}`);
  return words.some((word) => CALLOUT_WORDS.has(word)) || SUMMARY_BOX.test(words.join(' '));
}

/**
 * A box of the story's own summary or facts: ABC News' `aside.KeyPoints_keyPoints__1wB4u` ("Key points:"), "Key takeaways",
 * "TL;DR", "In brief", "At a glance", a fact box (SVT's `aside.nyh_factbox`, Scandinavian papers' "fakta" boxes, "Key facts").
 */
const SUMMARY_BOX = /\bkey (?:points?|takeaways?|facts)\b|\btakeaways\b|\btl ?dr\b|\bin brief\b|\bat a glance\b|\bfact ?box(?:es)?\b|\bfakta\w*/;

/**
 * A class of only a notice's kind: Slate's three callouts are `aside.notice`, `aside.warning` and
 * `aside.success`, Zenn's `:::message` boxes `aside.msg.message` and `aside.msg.alert`. Only alone
 * do these words name a callout (a `cookie-notice` is a banner, a `message-bar` a site's).
 */
const BARE_KIND = /^\s*(?:(?:notice|success|msg|message|alert)(?:\s+|$))+$/i;

/** The callout's kind its `data-type` names, capitalised ("Tip"), where its text does not say it first (a style shows it). */
function unsaidKind(aside: Element): string | undefined {
  const kind = (aside.getAttribute('data-type') ?? '').trim().toLowerCase();
  if (!CALLOUT_WORDS.has(kind) || (aside.textContent ?? '').trim().toLowerCase().startsWith(kind)) return undefined;
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
}

/**
 * Turns each callout `<aside>` into a `<div>` with the same attributes and content: HTML's `aside`
 * is the page's tangential part (a sidebar), which every stage drops, but documentation sets its
 * notes, tips and warnings in one. Where the aside's title is hidden from screen readers (which read
 * the aside's `aria-label` instead), the label heads it in bold; so does the kind its `data-type`
 * names where only a style shows it (Writerside's "Tip", "Warning"). `asides` are the page's `<aside>`s a
 * walk found. Returns how many were turned.
 */
export function keepCalloutAsides(asides: readonly Element[]): number {
  let kept = 0;
  for (const aside of asides) {
    if (!isCalloutAside(aside) || aside.parentElement === null) continue;
    const document = aside.ownerDocument;
    const label = (aside.getAttribute('aria-label') ?? '').trim() || (unsaidKind(aside) ?? '');
    if (label !== '' && (aside.firstElementChild?.getAttribute('aria-hidden') === 'true' || !aside.hasAttribute('aria-label'))) {
      const title = document.createElement('p');
      const strong = document.createElement('strong');
      strong.textContent = label;
      title.append(strong);
      aside.prepend(title);
    }
    replaceWithDiv(aside);
    kept += 1;
  }
  return kept;
}

/** Puts a `<div>` with the element's attributes and content in its place (an `<aside>` every stage would drop). */
export function replaceWithDiv(element: Element): Element {
  return retag(element, 'div');
}

/**
 * A symbol set as a picture: emoji and pictographs, with their variation selectors, joiners, skin tones and
 * keycaps; at most three (a callout's "💡", "⚠️", "🚫", "ℹ️").
 */
const SYMBOL_ONLY = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}){1,9}$/u;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/gu;
const LETTER = /\p{L}/u;

/**
 * Whether `element` may be a callout's symbol, the walk's cheap test: an element with no child element, first
 * of the two children of its parent.
 */
export function mayBeCalloutSymbol(element: Element): boolean {
  const next = element.nextElementSibling;
  return element.firstElementChild === null && element.previousElementSibling === null && next !== null && next.nextElementSibling === null;
}

/**
 * Sets a callout's symbol at the start of its text: Nextra's callout is a box of two blocks, its emoji
 * (`div.x:select-none` "💡", "🚫") and its text, and the emoji came out as a line of its own before the
 * text. Of `candidates` (`mayBeCalloutSymbol`), one whose whole text is one to three emoji, beside a block of words,
 * in a parent with no text of its own, goes into the first block of words of its sibling, a space after it.
 * Returns how many moved.
 */
export function joinCalloutSymbols(candidates: readonly Element[]): number {
  let joined = 0;
  for (const symbol of candidates) {
    const text = (symbol.textContent ?? '').trim();
    const body = symbol.nextElementSibling;
    const parent = symbol.parentElement;
    if (text === '' || body === null || parent === null || !SYMBOL_ONLY.test(text) || (text.match(PICTOGRAPH)?.length ?? 0) > 3) continue;
    if (hasOwnText(parent) || !LETTER.test(body.textContent ?? '')) continue;
    const target = firstWordedBlock(body);
    target.prepend(`${text} `);
    symbol.remove();
    joined += 1;
  }
  return joined;
}

/** The first paragraph-like block of `body` that says words (the body itself when it says its words directly). */
function firstWordedBlock(body: Element): Element {
  let block = body;
  for (;;) {
    if (hasOwnText(block)) return block;
    const child = Array.from(block.children).find((candidate) => LETTER.test(candidate.textContent ?? ''));
    if (child === undefined || !TEXT_BLOCKS.has(child.localName)) return block;
    block = child;
  }
}

/** Blocks the symbol may go into: a paragraph and the wrappers round one (not a list, a table or code). */
const TEXT_BLOCKS = new Set(['p', 'div', 'span']);
