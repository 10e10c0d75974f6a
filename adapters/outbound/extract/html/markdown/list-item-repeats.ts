import { visibleWords } from '../../../../../domain/page/markdown-words.js';
import { joinBlocksExcept, markdownBlocks } from './markdown-blocks.js';

/**
 * Which repeats inside one list item go: `adjacent` only a block repeating the item's previous
 * block with words, `item` besides those the blocks of a second copy of the item;
 * `undefined` keeps them all.
 */
export type ListItemRepeatMode = 'adjacent' | 'item' | undefined;

/** Production mode; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const LIST_ITEM_REPEAT_MODE: ListItemRepeatMode = 'item';

/** Markdown without the repeats inside its list items, and how many blocks went. */
export interface ItemRepeatsRemoved {
  readonly markdown: string;
  readonly droppedBlocks: number;
}

const ITEM_MARKER = /^(?:[-*+]|\d{1,9}[.)])[ \t]/;
/** Stands for a code block in an item's keys: never dropped, equal to no block's words. */
const CODE_GAP = '\u0000code';

/** A list item's blocks with words, in order: their indexes among all blocks and their visible words. */
interface ItemBlocks {
  readonly markerIndent: number;
  readonly indexes: number[];
  readonly keys: string[];
}

/**
 * Drops, inside one list item (its first block and the indented blocks under it, without the items of
 * a list nested in it, which are items of their own), a blank-line-separated block whose visible words
 * (lower-cased; images and link targets ignored) repeat the item's previous block with words, and with
 * `item` also, from where the item's first block with words comes back (a second copy of the item
 * begins), every block repeating an earlier one of the item. Product and event cards render their
 * title and price twice (an image link and a heading, a desktop and a hover copy, a whole second copy
 * of the card), so a grid of 20 cards says every title three times; the reader keeps the first copy.
 * A "copy" that goes on with a new sentence is no copy (`saysMoreAfterReturn`): only adjacent repeats go.
 * A lone value that comes back later in the item is another field's (a specification's second "Low",
 * an API summary's second `final int`) and stays, as do repeats across items (each card's "In stock",
 * each method's "Throws:") and outside lists; fenced code is never dropped and breaks adjacency, and
 * blocks without words (images) are skipped.
 */
export function dropListItemRepeats(markdown: string, mode: ListItemRepeatMode): ItemRepeatsRemoved {
  if (mode === undefined) return { markdown, droppedBlocks: 0 };
  const blocks = markdownBlocks(markdown);
  const items: ItemBlocks[] = [];
  const open: ItemBlocks[] = [];
  const close = (indent: number): void => {
    while (open.length > 0 && (open[open.length - 1] as ItemBlocks).markerIndent >= indent) open.pop();
  };
  blocks.forEach((block, index) => {
    const indent = block.text.length - block.text.trimStart().length;
    if (block.inCode) {
      close(indent);
      // Code between two blocks breaks their adjacency: the item's sequence gets a gap no words match.
      const item = open[open.length - 1];
      if (item !== undefined) {
        item.keys.push(CODE_GAP);
        item.indexes.push(-1);
      }
      return;
    }
    const key = visibleWords(block.text).join(' ').toLowerCase();
    if (ITEM_MARKER.test(block.text.slice(indent))) {
      close(indent);
      const item: ItemBlocks = { markerIndent: indent, indexes: key === '' ? [] : [-1], keys: key === '' ? [] : [key] };
      items.push(item);
      open.push(item);
      return;
    }
    close(indent);
    const item = open[open.length - 1];
    if (item === undefined || key === '') return;
    item.indexes.push(index);
    item.keys.push(key);
  });
  const drop = new Set<number>();
  for (const item of items) for (const position of repeatsOf(item.keys, mode)) {
    const index = item.indexes[position] as number;
    if (index >= 0) drop.add(index);
  }
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: drop.size };
}

/**
 * Positions in `keys` that repeat the previous key, or (with `item`) come in a second copy of the
 * item: from where the item's first key comes back on, every key the item had before.
 */
function repeatsOf(keys: readonly string[], mode: ListItemRepeatMode): number[] {
  const repeats: number[] = [];
  const seen = new Set<string>();
  let copying = false;
  const copies = mode === 'item' && !saysMoreAfterReturn(keys);
  keys.forEach((key, position) => {
    if (copies && position > 0 && key === keys[0]) copying = true;
    if ((copying && seen.has(key)) || (position > 0 && keys[position - 1] === key)) repeats.push(position);
    seen.add(key);
  });
  return repeats;
}

/** Words of a block that says something of its own: a sentence, not a card's field. */
const SENTENCE_MIN_WORDS = 12;

/**
 * After the item's first key comes back, a block the item has not said yet and long enough to be a
 * sentence: the item goes on with more of its own, not a copy (bbPress sets a thread's every reply in
 * one list item, and where a member posts again their name comes back before a new reply; dropping it
 * gave the reply to the member above).
 */
function saysMoreAfterReturn(keys: readonly string[]): boolean {
  const back = keys.indexOf(keys[0] as string, 1);
  if (back === -1) return false;
  const before = new Set(keys.slice(0, back));
  return keys.slice(back).some((key) => !before.has(key) && key.split(' ').length >= SENTENCE_MIN_WORDS);
}
