import { visibleWordCount } from '../../../../../domain/page/markdown-words.js';
import { joinBlocksExcept, markdownBlocks, type BlockTrim } from './markdown-blocks.js';

/** Whitespace that collapsing changes: a run of two, or one that is not a plain space. */
const UNCOLLAPSED = /\s\s|[^\S ]/;

/** A block's text with its whitespace runs made single spaces: copies that differ only in line breaks or indentation are one. */
const collapsed = (text: string): string => (UNCOLLAPSED.test(text) ? text.replace(/\s+/g, ' ') : text).trim();

/**
 * A block that repeats an earlier block verbatim is dropped when it has at least this many visible
 * words; shorter repeats ("In stock", a price line under each item of a grid: "From $599 or $49.91
 * per month for 12 months" is 11) are the items' own words and stay. Chosen by k-fold
 * cross-validation over both development corpora among 12 words and more (bench/RESULTS.md).
 */
export const DUPLICATE_BLOCK_MIN_WORDS = 12;

/**
 * Drops every blank-line-separated block whose text (whitespace collapsed) repeats an earlier
 * block's and has at least `minWords` visible words (production: {@link DUPLICATE_BLOCK_MIN_WORDS};
 * `undefined`: nothing dropped): the second copy of a product description that a page renders
 * twice (desktop and mobile layouts, tab panels and their accordion twins, cloned slides). The
 * reader keeps the first copy, so no text is lost. A shorter heading that repeats an earlier one
 * goes with the dropped copy right under it. Fenced code is never dropped. The chain applies it
 * on product pages only: elsewhere verbatim repeats are often content (a meal plan's meals).
 */
export function dropDuplicateBlocks(markdown: string, minWords: number | undefined): BlockTrim {
  if (minWords === undefined) return { markdown, droppedBlocks: 0 };
  const blocks = markdownBlocks(markdown);
  const keys = blocks.map((block) => collapsed(block.text));
  const first = new Map<string, number>();
  keys.forEach((key, index) => {
    if (!first.has(key)) first.set(key, index);
  });
  const repeats = (index: number): boolean => keys[index] !== '' && (first.get(keys[index] as string) ?? index) < index;
  const drop = new Set<number>();
  blocks.forEach((block, index) => {
    if (!block.inCode && repeats(index) && visibleWordCount(block.text) >= minWords) drop.add(index);
  });
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  const droppedBlocks = drop.size;
  // A shorter repeated title over a dropped copy goes with it (from the end: a run of repeated titles).
  for (let index = blocks.length - 2; index >= 0; index -= 1) {
    if (blocks[index]?.heading !== undefined && drop.has(index + 1) && repeats(index)) drop.add(index);
  }
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks };
}

/**
 * A paragraph repeated right after itself goes when it has at least this many visible word tokens
 * ("$19.99" has two); a single word or number ("Yes", "16") repeated in a row may be the cells of a
 * flattened comparison, one per column, and stays.
 */
export const ADJACENT_REPEAT_MIN_WORDS = 2;

const HEADING_MARKS = /^\s*#{1,6}\s+/;
const MARKDOWN_LINK = /\[([^\]]*)\]\([^)\s]*\)/g;

/**
 * Drops every block that repeats the block right before it (heading marks and whitespace aside):
 * the layout copies a page stacks for its breakpoints ("# Dark Roast Coffee" and "## Dark Roast
 * Coffee" twice over, the second perhaps a link, "33 Results" three times, a button's label once per slide). A repeated
 * heading always goes; another block when it has at least {@link ADJACENT_REPEAT_MIN_WORDS} visible
 * words. The first copy stays, unless a later one is a heading and it is not: the heading stays in
 * its place (a mobile toggle's label right before the section's `<h2>`). Code and blocks with other
 * text between them stay (tab panels that say the same sentence about different languages link to
 * different places, so they differ). All pages.
 */
export function dropAdjacentRepeats(markdown: string): BlockTrim {
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  let previous: { key: string; index: number; heading: boolean } | undefined;
  blocks.forEach((block, index) => {
    if (block.text.trim() === '') return;
    const heading = HEADING_MARKS.test(block.text);
    // A heading's copy may be set as a link (Shopify's Dawn repeats the product's <h1> as an <a><h2>): its words are what repeat.
    const key = block.inCode ? undefined : collapsed((heading ? block.text.replace(MARKDOWN_LINK, '$1') : block.text).replace(HEADING_MARKS, ''));
    if (key !== undefined && key === previous?.key && (heading || visibleWordCount(block.text) >= ADJACENT_REPEAT_MIN_WORDS)) {
      if (heading && !previous.heading) {
        drop.add(previous.index);
        previous = { key, index, heading };
      } else drop.add(index);
      return;
    }
    previous = key === undefined ? undefined : { key, index, heading };
  });
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: drop.size };
}
