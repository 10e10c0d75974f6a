import { dropBlocksWhere, type BlockTrim } from './markdown-blocks.js';

/** The word an advertisement's slot is labelled with, in the languages the corpora hold. */
const AD_WORD = String.raw`(?:advertisements?|advertising|anzeigen?|werbung|publicit[ée]|publicidad|pubblicit[àa]|reklama|advertentie|mainos|annons)`;
/** A block that says only that: "- Advertisement -", "ADVERTISEMENT", "Anzeige". */
const AD_LABEL = new RegExp(String.raw`^[^\p{L}\p{N}]*${AD_WORD}[^\p{L}\p{N}]*$`, 'iu');
const IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** The cheap test that spares most pages the block split. */
const CANDIDATE = new RegExp(AD_WORD, 'i');

/**
 * Drops the blocks that are only an advertisement's slot: its label ("- Advertisement -", tagDiv's
 * `span.td-adspot-title` over each in-article slot) and its banner, a picture whose text is that
 * label (`[![Advertisement](banner.jpg)](/advertise/)`). They say nothing about the page's subject,
 * and a class name does not always tell the slot (tagDiv's `td-a-rec`). Kept: a label within a
 * sentence or a heading ("Advertising standards"), list items and code.
 */
export function dropAdLabels(markdown: string): BlockTrim {
  return dropBlocksWhere(markdown, CANDIDATE, ({ text, inCode, heading }) => {
    if (inCode || heading !== undefined) return false;
    const line = text.trim();
    if (line === '' || line.includes('\n') || /^\s*(?:[-+*]|\d+[.)])\s+\p{L}/u.test(line)) return false;
    return AD_LABEL.test(line.replace(IMAGE, ' $1 ').replace(LINK, ' $1 ').replace(/\\/g, ''));
  });
}
