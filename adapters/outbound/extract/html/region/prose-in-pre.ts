import { classAttribute } from '../class-attribute.js';
import { retag } from '../element-retag.js';
import { nameWords } from './name-words.js';

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
 * markers); and each `<pre>` of plain text its class names as text (`isNamedText`), written as
 * its paragraphs and lists. `pres` are the page's `<pre>`s. Returns how many were written.
 */
export function unwrapProseInPre(pres: readonly Element[]): number {
  let written = 0;
  for (const pre of pres) {
    if (!pre.isConnected || pre.querySelector('code') !== null) continue;
    if (holdsProse(pre)) retag(pre, 'div');
    else if (isNamedText(pre)) writeTextBlocks(pre);
    else continue;
    written += 1;
  }
  return written;
}

/** Class words that name a block of a listing's or a product's text, not code. */
const TEXT_WORDS = new Set(['text', 'description', 'prose']);
/** Name words of code, commands and their output: a `pre.consoleText` or `pre.code-text` holds no prose whatever its text says. */
const CODE_WORDS = new Set(['code', 'console', 'terminal', 'shell', 'output', 'log', 'source', 'syntax', 'highlight', 'snippet', 'command', 'cli', 'diff', 'program']);
/** A line of code ends in a brace or a semicolon, or opens with a tag. */
const CODE_LINE = /[{};]\s*$|^\s*</;
/** A line of a list written as text ("- Einbauküche …", "• Balkon"). */
const LISTED_LINE = /^\s*[-*•]\s+/;

/** Attributes that name what an element holds: its class, id, schema.org property and the test ids of React and Wix builds. */
const NAME_ATTRIBUTES = ['id', 'itemprop', 'data-testid', 'data-test', 'data-hook'];

/**
 * A `<pre>` of plain text that its names call text (ImmobilienScout24's
 * `pre.is24qa-objektbeschreibung.text-content`: a flat's description, its equipment as "- " lines;
 * Mercari's `pre.merText data-testid="description"`: a seller's description, lines kept as typed),
 * with no line of code in it and no name of code beside (`CODE_WORDS`). Class names are split at camel-case boundaries too (`merText`).
 */
function isNamedText(pre: Element): boolean {
  if (pre.firstElementChild !== null) return false;
  const names = [classAttribute(pre), ...NAME_ATTRIBUTES.map((attribute) => pre.getAttribute(attribute) ?? '')].join(' ');
  const words = nameWords(names);
  return words.some((word) => TEXT_WORDS.has(word)) && !words.some((word) => CODE_WORDS.has(word)) && !(pre.textContent ?? '').split('\n').some((line) => CODE_LINE.test(line));
}

/** A line set off by indenting it, as plain text sets off quoted output or code (Markdown's indented block, email's). */
const INDENTED_LINE = /^(?: {2,}|\t)\S/;

/**
 * Writes a text `<pre>` as a `<div>` of its blocks: each run of "- " lines a list, each block of
 * indented lines kept preformatted (a forum post's quoted shell output), each other block a
 * paragraph whose lines break where the text's do.
 */
function writeTextBlocks(pre: Element): void {
  const document = pre.ownerDocument;
  const div = document.createElement('div');
  for (const block of (pre.textContent ?? '').split(/\n\s*\n/)) {
    const raw = block.split('\n').filter((line) => line.trim() !== '');
    if (raw.length === 0) continue;
    if (raw.every((line) => INDENTED_LINE.test(line))) {
      const kept = document.createElement('pre');
      kept.textContent = raw.join('\n');
      div.append(kept);
      continue;
    }
    const lines = raw.map((line) => line.trim());
    if (lines.every((line) => LISTED_LINE.test(line))) {
      const list = document.createElement('ul');
      for (const line of lines) {
        const item = document.createElement('li');
        item.textContent = line.replace(LISTED_LINE, '');
        list.append(item);
      }
      div.append(list);
      continue;
    }
    const paragraph = document.createElement('p');
    lines.forEach((line, index) => {
      if (index > 0) paragraph.append(document.createElement('br'));
      paragraph.append(line);
    });
    div.append(paragraph);
  }
  for (const attribute of Array.from(pre.attributes)) div.setAttribute(attribute.name, attribute.value);
  pre.replaceWith(div);
}

function holdsProse(pre: Element): boolean {
  if (pre.querySelector(PROSE_BLOCKS) !== null) return true;
  const paragraphs = Array.from(pre.children).filter((child) => child.localName === 'p');
  return paragraphs.length >= 2 && paragraphs.every((paragraph) => {
    const text = (paragraph.textContent ?? '').trim();
    return text.split(/\s+/).length >= SENTENCE_MIN_WORDS && SENTENCE_END.test(text);
  });
}
