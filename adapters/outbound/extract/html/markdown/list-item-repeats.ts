import { visibleWords } from '../../../../../domain/page/markdown-words.js';
import { joinBlocksExcept, markdownBlocks } from './markdown-blocks.js';

/**
 * Which repeats inside one list item go: `adjacent` only a block repeating the item's previous
 * block with words, `item` any block repeating an earlier block of the same item; `undefined`
 * keeps them all.
 */
export type ListItemRepeatMode = 'adjacent' | 'item' | undefined;

/** Production mode; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const LIST_ITEM_REPEAT_MODE: ListItemRepeatMode = 'item';

/** Markdown without the repeats inside its list items, and how many blocks went. */
export interface ItemRepeatsRemoved {
  readonly markdown: string;
  readonly droppedBlocks: number;
}

const ITEM_START = /^(?:[-*+]|\d{1,9}[.)])[ \t]/;
const INDENTED = /^[ \t]/;

/**
 * Drops, inside one top-level list item (its first block and the indented blocks under it), a
 * blank-line-separated block whose visible words (lower-cased; images and link targets ignored)
 * repeat another block of that item: with `adjacent`, the item's previous block with words; with
 * `item`, any earlier one. Product and event cards render their title and price twice (an image
 * link and a heading, a desktop and a hover copy), so a grid of 20 cards says every title three
 * times; the reader keeps the first copy. Repeats across items (each card's "In stock") and
 * outside lists stay, fenced code is never dropped and breaks adjacency, and blocks without words
 * (images) are skipped.
 */
export function dropListItemRepeats(markdown: string, mode: ListItemRepeatMode): ItemRepeatsRemoved {
  if (mode === undefined) return { markdown, droppedBlocks: 0 };
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  let item: Set<string> | undefined;
  let previous: string | undefined;
  blocks.forEach((block, index) => {
    if (block.inCode) {
      previous = undefined;
      if (!INDENTED.test(block.text)) item = undefined;
      return;
    }
    const key = visibleWords(block.text).join(' ').toLowerCase();
    if (ITEM_START.test(block.text)) {
      item = new Set(key === '' ? [] : [key]);
      previous = key === '' ? undefined : key;
      return;
    }
    if (item === undefined || !INDENTED.test(block.text)) {
      item = undefined;
      previous = undefined;
      return;
    }
    if (key === '') return;
    if (mode === 'adjacent' ? key === previous : item.has(key)) {
      drop.add(index);
      return;
    }
    item.add(key);
    previous = key;
  });
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: drop.size };
}
