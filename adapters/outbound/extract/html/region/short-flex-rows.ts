import { classAttribute } from '../class-attribute.js';
import { boundedText, squeezed } from '../element-text.js';
import { retag } from '../element-retag.js';

/** A row of flex items, as Tailwind and Bootstrap name one (not a column: `flex-col`, `flex-column`, at the base width). */
const ROW_CLASS = /(?:^|\s)(?:flex|inline-flex|d-flex|d-inline-flex)(?=\s|$)/;
const COLUMN_CLASS = /(?:^|\s)flex-col(?:umn)?(?:-reverse)?(?=\s|$)/;
/** Items set with no gap, or a hairline (`gap-0.5`): they read as one word ("/", "v1", "/", "webhooks"). */
const TIGHT_CLASS = /(?:^|\s)(?:gap|gap-x|space-x)-(?:0|px|0\.5)(?=\s|$)/;
/** A row says at most this many characters (whitespace collapsed)... */
const ROW_MAX_CHARS = 80;
/** ...in at most this many words... */
const ROW_MAX_WORDS = 10;
/** ...and each of its items at most this many. */
const ITEM_MAX_WORDS = 3;
/** What an item may not hold: a paragraph's or a list's blocks, a picture, a time, a form's field. */
const NOT_INLINE = 'p, ul, ol, dl, table, pre, blockquote, figure, img, picture, video, time, h1, h2, h3, h4, h5, h6, input, select, textarea';
/** A link to another page, which makes a row a menu. */
const PAGE_LINK = 'a[href]:not([href^="#"])';
/** Blocks an item is written in, set inline. */
const BLOCKS = new Set(['div', 'p']);
/** A type as an API reference writes it, with its parameters in angle brackets (`string<uri>`, `enum<string>[]`, `Array<User>`). */
const GENERIC_TYPE = /^[\w.$-]+<[^<>\s]+>(?:\[\])*$/;

/** Whether the element may be a row of flex items (the walk's cheap test: its class names one). */
export function mayBeFlexRow(element: Element): boolean {
  const names = classAttribute(element);
  return names.includes('flex') && ROW_CLASS.test(names) && !COLUMN_CLASS.test(names);
}

/**
 * Writes each short row of flex items among `rows` (`mayBeFlexRow`) as one line: Mintlify sets a parameter's head as
 * `div.flex` of blocks, its name, its type and "required" (`div[data-component-part="field-name"]` "url", a pill
 * "string<uri>", a pill "required"), and an endpoint as `div.flex` of "POST" and a row of its path's parts ("/", "v1", "/",
 * "webhooks"); each block came out as a paragraph of its own, one word per line. A row qualifies when it says at most
 * {@link ROW_MAX_WORDS} words in {@link ROW_MAX_CHARS} characters, in at least two items (children with text) of at most
 * {@link ITEM_MAX_WORDS} words each, none repeating another, with no link to another page and no paragraph, list, picture, time or field. Its blocks
 * become inline, a space between items (none where the row sets them without a gap: a path's parts), and a type written with angle brackets
 * becomes code (`string<uri>`: as text, Markdown reads `<uri>` as a tag). Returns how many rows were written.
 */
export function writeShortFlexRows(rows: readonly Element[]): number {
  let written = 0;
  for (const row of rows) {
    // A row inside one already written was written with it.
    if (!row.isConnected || !isShortRow(row)) continue;
    inlineItems(row);
    written += 1;
  }
  return written;
}

function isShortRow(row: Element): boolean {
  const text = boundedText(row, (so) => so.length > 4 * ROW_MAX_CHARS);
  if (text === undefined || squeezed(text).length > ROW_MAX_CHARS) return false;
  const said = new Set<string>();
  let words = 0;
  let blocks = false;
  for (let node = row.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === 3 && /\S/.test(node.nodeValue ?? '')) return false;
    if (node.nodeType !== 1) continue;
    const item = node as Element;
    const text = squeezed(item.textContent ?? '');
    if (text === '') continue;
    // The same words twice are one field set twice (a truncated copy beside the whole, one shown per width), not two fields.
    if (said.has(text)) return false;
    said.add(text);
    const count = text.split(' ').length;
    if (count > ITEM_MAX_WORDS || item.matches(NOT_INLINE) || item.querySelector(NOT_INLINE) !== null) return false;
    if (item.matches(PAGE_LINK) || item.querySelector(PAGE_LINK) !== null) return false;
    words += count;
    if (BLOCKS.has(item.localName) || item.querySelector('div') !== null) blocks = true;
  }
  return said.size >= 2 && words <= ROW_MAX_WORDS && blocks;
}

/** Sets the container's blocks inline, its items apart by a space unless it sets them tight, down to its leaves. */
function inlineItems(container: Element): void {
  const separator = TIGHT_CLASS.test(classAttribute(container)) ? '' : ' ';
  let previous: Element | undefined;
  for (const child of Array.from(container.children)) {
    const item = BLOCKS.has(child.localName) ? retag(child, 'span') : child;
    inlineItems(item);
    if (squeezed(item.textContent ?? '') === '') continue;
    if (previous !== undefined && separator !== '' && !/\s$/.test(previous.textContent ?? '') && !/^\s/.test(item.textContent ?? '')) previous.after(separator);
    previous = item;
    if (item.firstElementChild === null && GENERIC_TYPE.test((item.textContent ?? '').trim()) && item.localName !== 'code') {
      const code = item.ownerDocument.createElement('code');
      code.textContent = (item.textContent ?? '').trim();
      item.replaceChildren(code);
    }
  }
}
