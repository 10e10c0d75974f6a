/** Blocks whose visible text is at least this share link labels are dropped (0–1). */
export const LINK_BLOCK_SHARE = 0.9;
/** The trim is skipped when fewer words than this would remain: the page is a link index, not an article. */
export const MIN_WORDS_AFTER_TRIM = 100;

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const WORD = /[\p{L}\p{N}_]+/gu;

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
 * Drops Markdown blocks (blank-line separated) that are nothing but links —
 * "related stories", share bars, tag lists — from an article's Markdown,
 * unless that would leave fewer than {@link MIN_WORDS_AFTER_TRIM} words.
 * Image-only blocks have no visible text and are kept.
 */
export function trimLinkBlocks(markdown: string): string {
  const blocks = markdown.split(/\n[ \t]*\n/);
  const kept = blocks.filter((block) => linkShare(block) < LINK_BLOCK_SHARE);
  if (kept.length === blocks.length) return markdown;
  const remaining = kept.join('\n\n');
  const words = (remaining.replace(IMAGE, ' ').replace(LINK, '$1').match(WORD) ?? []).length;
  return words < MIN_WORDS_AFTER_TRIM ? markdown : remaining;
}
