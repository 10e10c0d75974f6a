import { retag } from '../element-retag.js';

/** Blocks of prose a `<pre>` of code never holds as its children. */
const PROSE_BLOCKS = ':scope > ul, :scope > ol, :scope > blockquote, :scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6';
/** A paragraph of prose says at least this many words and ends as a sentence does. */
const SENTENCE_MIN_WORDS = 8;
const SENTENCE_END = /[.!?:。！？]\s*$/u;

/**
 * Writes as a `<div>`, in place, each `<pre>` that holds prose, not code: its children are lists,
 * headings or quotations, or paragraphs that read as sentences, and it holds no `<code>` (Wix
 * Stores serves a product's whole description, paragraphs and bullet lists, in
 * `<pre data-hook="description">`, and it read as one code block, its lists without their
 * markers). `pres` are the page's `<pre>`s. Returns how many were written.
 */
export function unwrapProseInPre(pres: readonly Element[]): number {
  let written = 0;
  for (const pre of pres) {
    if (!pre.isConnected || pre.querySelector('code') !== null || !holdsProse(pre)) continue;
    retag(pre, 'div');
    written += 1;
  }
  return written;
}

function holdsProse(pre: Element): boolean {
  if (pre.querySelector(PROSE_BLOCKS) !== null) return true;
  const paragraphs = Array.from(pre.children).filter((child) => child.localName === 'p');
  return paragraphs.length >= 2 && paragraphs.every((paragraph) => {
    const text = (paragraph.textContent ?? '').trim();
    return text.split(/\s+/).length >= SENTENCE_MIN_WORDS && SENTENCE_END.test(text);
  });
}
