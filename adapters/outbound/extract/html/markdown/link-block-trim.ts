/** Markdown blocks whose visible letters and digits are at least this share link labels are dropped (0–1). */
export const LINK_BLOCK_SHARE = 0.9;
/** The trim is skipped when fewer words than this would remain: the page is a link index, not an article. */
export const MIN_WORDS_AFTER_TRIM = 100;

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const WORD = /[\p{L}\p{N}_]+/gu;
const BLOCK_SEPARATOR = /\n[ \t]*\n/;

/** An article's Markdown after the trim, and how many blocks went. */
export interface TrimmedMarkdown {
  readonly markdown: string;
  readonly droppedBlocks: number;
}

function letters(text: string): number {
  return (text.match(WORD) ?? []).join('').length;
}

function linkShare(block: string): number {
  let inLinks = 0;
  const visible = block.replace(IMAGE, ' ').replace(LINK, (_whole, label: string) => {
    inLinks += letters(label);
    return label;
  });
  const total = letters(visible);
  return total === 0 ? 0 : inLinks / total;
}

/**
 * Drops blank-line-separated Markdown blocks that are nothing but links ("related stories",
 * share bars, tag lists) from an article, unless fewer than {@link MIN_WORDS_AFTER_TRIM} words
 * would remain. Blocks without visible text (image-only) are kept, and so are fenced code
 * blocks: a block inside a ``` fence is never dropped.
 */
export function trimLinkBlocks(markdown: string): TrimmedMarkdown {
  const blocks = markdown.split(BLOCK_SEPARATOR);
  let insideFence = false;
  const kept = blocks.filter((block) => {
    const fences = (block.match(/^[ \t]*(?:```|~~~)/gm) ?? []).length;
    const keep = insideFence || fences > 0 || linkShare(block) < LINK_BLOCK_SHARE;
    if (fences % 2 === 1) insideFence = !insideFence;
    return keep;
  });
  if (kept.length === blocks.length) return { markdown, droppedBlocks: 0 };
  const remaining = kept.join('\n\n');
  const words = (remaining.replace(IMAGE, ' ').replace(LINK, '$1').match(WORD) ?? []).length;
  return words < MIN_WORDS_AFTER_TRIM ? { markdown, droppedBlocks: 0 } : { markdown: remaining, droppedBlocks: blocks.length - kept.length };
}
