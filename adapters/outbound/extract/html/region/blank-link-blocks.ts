import { retag } from '../element-retag.js';

/** What a blank block may still show: a picture or a player is no blank. */
const SHOWN = 'img, svg, picture, video, audio, iframe, canvas, object';

/**
 * A link's first child that is a `<div>` with no text and nothing to show (Media Expert's `div.stars`
 * of icon `<i>`s opening its rating link "4.6 (38 opinii)"): Markdown drops the space before a block,
 * and the link ran into the word before it ("Model: 55QN780[4.6 …]").
 */
export function isBlankLinkBlock(link: Element): Element | undefined {
  const first = link.firstElementChild;
  return first !== null && first.localName === 'div' && (first.textContent ?? '').trim() === '' && first.querySelector(SHOWN) === null ? first : undefined;
}

/** Sets each of `blocks` ({@link isBlankLinkBlock}) inline, as a `<span>` of the same content. */
export function inlineBlankLinkBlocks(blocks: readonly Element[]): void {
  for (const block of blocks) if (block.isConnected) retag(block, 'span');
}
