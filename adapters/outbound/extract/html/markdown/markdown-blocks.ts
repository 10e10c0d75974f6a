const BLOCK_SEPARATOR = /\n[ \t]*\n/;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/;
const FENCE = /^[ \t]*(?:```|~~~)/gm;

/** One blank-line-separated block of Markdown. */
export interface MarkdownBlock {
  readonly text: string;
  /** Inside or holding a fenced code block (a blank line inside a fence does not end the code). */
  readonly inCode: boolean;
  /** Set when the block is one ATX heading line. */
  readonly heading: { readonly level: number; readonly title: string } | undefined;
}

/** The last split made inside {@link withSharedBlocks}, for the next pass that reads the same Markdown. */
let shared: { readonly markdown: string; readonly blocks: readonly MarkdownBlock[] } | undefined;
let sharing = false;

/**
 * Runs `passes` (synchronous) with the block split shared: a pass that reads the Markdown the pass
 * before it left unchanged gets the same blocks instead of splitting it again (about 80 ms per
 * split on 7 MB of Markdown). Nothing is kept once `passes` returns.
 */
export function withSharedBlocks<T>(passes: () => T): T {
  sharing = true;
  try {
    return passes();
  } finally {
    sharing = false;
    shared = undefined;
  }
}

/** Splits Markdown at blank lines, tracking fenced code across blocks and recognising heading lines. */
export function markdownBlocks(markdown: string): readonly MarkdownBlock[] {
  if (sharing && shared?.markdown === markdown) return shared.blocks;
  const blocks = splitBlocks(markdown);
  if (sharing) shared = { markdown, blocks };
  return blocks;
}

function splitBlocks(markdown: string): readonly MarkdownBlock[] {
  let insideFence = false;
  return markdown.split(BLOCK_SEPARATOR).map((text) => {
    // Most blocks hold no fence and open with no '#': the substring tests spare them the regular expressions.
    const fences = text.includes('```') || text.includes('~~~') ? (text.match(FENCE) ?? []).length : 0;
    const inCode = insideFence || fences > 0;
    if (fences % 2 === 1) insideFence = !insideFence;
    if (inCode || !text.trimStart().startsWith('#')) return { text, inCode, heading: undefined };
    const trimmed = text.trim();
    const match = trimmed.includes('\n') ? null : HEADING.exec(trimmed);
    return { text, inCode, heading: match === null ? undefined : { level: (match[1] as string).length, title: match[2] ?? '' } };
  });
}

/** The Markdown of `blocks` without those at the indexes in `drop`, blocks joined by one blank line. */
export function joinBlocksExcept(blocks: readonly { readonly text: string }[], drop: ReadonlySet<number>): string {
  return blocks.filter((_, index) => !drop.has(index)).map((block) => block.text).join('\n\n');
}

/** Markdown after a pass that drops whole blocks, and how many went. */
export interface BlockTrim {
  readonly markdown: string;
  readonly droppedBlocks: number;
}

/** A list item's first line: its marker and the space after it. */
export const LIST_ITEM_LINE = /^\s*(?:[-+*]|\d+[.)])\s/;

/**
 * The Markdown without the blocks `drops` picks, asked of each block in order (so it may remember
 * the blocks before); `candidate`, when given, is a cheap test on the whole Markdown (a line that
 * may start such a block) that spares most pages the split.
 */
export function dropBlocksWhere(markdown: string, candidate: RegExp | undefined, drops: (block: MarkdownBlock) => boolean): BlockTrim {
  if (candidate !== undefined && !candidate.test(markdown)) return { markdown, droppedBlocks: 0 };
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  blocks.forEach((block, index) => {
    if (drops(block)) drop.add(index);
  });
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: drop.size };
}
