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

/** Splits Markdown at blank lines, tracking fenced code across blocks and recognising heading lines. */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  let insideFence = false;
  return markdown.split(BLOCK_SEPARATOR).map((text) => {
    const fences = (text.match(FENCE) ?? []).length;
    const inCode = insideFence || fences > 0;
    if (fences % 2 === 1) insideFence = !insideFence;
    const match = inCode || text.trim().includes('\n') ? null : HEADING.exec(text.trim());
    return { text, inCode, heading: match === null ? undefined : { level: (match[1] as string).length, title: match[2] ?? '' } };
  });
}

/** The Markdown of `blocks` without those at the indexes in `drop`, blocks joined by one blank line. */
export function joinBlocksExcept(blocks: readonly { readonly text: string }[], drop: ReadonlySet<number>): string {
  return blocks.filter((_, index) => !drop.has(index)).map((block) => block.text).join('\n\n');
}
