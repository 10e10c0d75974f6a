import { joinBlocksExcept, markdownBlocks } from './markdown-blocks.js';

/** Markdown without the headings that head nothing, and how many went. */
export interface EmptySectionTrim {
  readonly markdown: string;
  readonly droppedHeadings: number;
}

/** A heading that links somewhere is an item's title (a listing's entry), content in itself. */
const LINKED = /\]\([^)]*\)/;
/** A section's label is a few words; a longer heading says something in itself (a customer's quote, a guide's title). */
const LABEL_MAX_WORDS = 4;

/**
 * Drops the headings whose sections hold nothing: the next block kept is a heading above their
 * level, or there is none (a heading of the same level may follow a group's label, its first member:
 * levels a stage rewrote say no more). What they headed was removed (a carousel of other products, a
 * filter's options, a list of related links) or is filled in by a script ("Similar threads",
 * "Passendes Zubehör", a facet's "Brand"), and the heading alone only misleads the outline. A
 * section whose subsections all go is empty too. Only a label goes, a heading of a few words: a
 * longer one says something in itself (a customer's quote set as a heading). A heading holding a
 * link is an item's title and stays; so does the document's first block (the page's own heading)
 * and any heading in code.
 */
export function dropEmptySections(markdown: string): EmptySectionTrim {
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  // The level of the next kept heading after the block being read; 0 once a block of content follows; Infinity at the end.
  let following = Number.POSITIVE_INFINITY;
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const block = blocks[index] as (typeof blocks)[number];
    if (block.text.trim() === '') continue;
    if (block.heading === undefined || block.inCode || LINKED.test(block.text)) {
      following = 0;
      continue;
    }
    // The document's first block is the page's own heading, its sections after it at its level (a man page's "cargo-version(1)" over "NAME").
    const label = index > 0 && block.heading.title.split(/\s+/).length <= LABEL_MAX_WORDS;
    if (label && (following === Number.POSITIVE_INFINITY || (following > 0 && following < block.heading.level))) drop.add(index);
    else following = block.heading.level;
  }
  return drop.size === 0 ? { markdown, droppedHeadings: 0 } : { markdown: joinBlocksExcept(blocks, drop), droppedHeadings: drop.size };
}
