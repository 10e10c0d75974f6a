import { dropBlocksWhere, type BlockTrim } from './markdown-blocks.js';

/** The word an advertisement's slot is labelled with, in the languages the corpora hold. */
const AD_WORD = String.raw`(?:advertisements?|advertising|anzeigen?|werbung|publicit[ée]|publicidad|pubblicit[àa]|reklama|advertentie|mainos|annons)`;
/** A block that says only that: "- Advertisement -", "ADVERTISEMENT", "Anzeige". */
const AD_LABEL = new RegExp(String.raw`^[^\p{L}\p{N}]*${AD_WORD}[^\p{L}\p{N}]*$`, 'iu');
/** The note under an in-article slot that the story goes on below it (Detik's "SCROLL TO CONTINUE WITH CONTENT"). */
const SCROLL_ON = /^[^\p{L}\p{N}]*scroll (?:down )?to continue(?: (?:with (?:the )?content|reading))?[^\p{L}\p{N}]*$/iu;
const IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** The cheap test that spares most pages the block split. */
const CANDIDATE = new RegExp(String.raw`${AD_WORD}|scroll (?:down )?to continue`, 'i');

/**
 * Drops the blocks that are only an advertisement's slot: its label ("- Advertisement -", tagDiv's
 * `span.td-adspot-title` over each in-article slot) and its banner, a picture whose text is that
 * label (`[![Advertisement](banner.jpg)](/advertise/)`), and the note under it that the story goes on ("SCROLL TO
 * CONTINUE WITH CONTENT"). They say nothing about the page's subject,
 * and a class name does not always tell the slot (tagDiv's `td-a-rec`). Kept: a label within a
 * sentence or a heading ("Advertising standards"), list items and code.
 */
export function dropAdLabels(markdown: string): BlockTrim {
  return dropBlocksWhere(markdown, CANDIDATE, ({ text, inCode, heading }) => {
    if (inCode || heading !== undefined) return false;
    const line = text.trim();
    if (line === '' || line.includes('\n') || /^\s*(?:[-+*]|\d+[.)])\s+\p{L}/u.test(line)) return false;
    const said = line.replace(IMAGE, ' $1 ').replace(LINK, ' $1 ').replace(/\\/g, '');
    return AD_LABEL.test(said) || SCROLL_ON.test(said);
  });
}
