import { dropBlocksWhere, LIST_ITEM_LINE, type BlockTrim } from './markdown-blocks.js';

/**
 * The label of a control that a script works: a toggle that expands or collapses text in place
 * ("Read more", "Show less", "View all", "Expand", rustdoc's "Expand description"), or a button that opens a sign-in or subscription
 * form ("Subscribe", "Sign in"). Said alone, with no destination, it tells a reader nothing.
 */
const CONTROL_LABEL = /^(?:(?:read|show|see|view|load) (?:more|less|all)|(?:expand|collapse)(?: (?:all|description|details|section))?|(?:show|hide) details|subscribe(?: now)?|sign (?:in|up)|log ?in)$/i;
/** Emphasis, escapes and the arrows, chevrons and ellipses that decorate such a label. */
const DECORATION = /[*_\\+›»<>…▼▾▸▴▲→↓⌄.:\s]+/g;
/** The cheap test that spares most pages the block split. */
const CANDIDATE = /^[^\p{L}\p{N}\n]*(?:read|show|see|view|load|expand|collapse|hide|subscribe|sign|log)/imu;

/**
 * Drops the paragraphs that are only a script-worked control's label: a "READ MORE" under a
 * collapsed description, a "Show More" under a list of filters, a "SUBSCRIBE" button after the story.
 * Kept: a label that is a link (it says where more is: the model may follow it), headings, list
 * items, table rows, code, and any paragraph with one more word ("Read more about the study").
 */
export function dropControlLabels(markdown: string): BlockTrim {
  return dropBlocksWhere(markdown, CANDIDATE, ({ text, inCode, heading }) => {
    if (inCode || heading !== undefined) return false;
    const line = text.trim();
    if (line === '' || line.includes('\n') || line.includes('](') || LIST_ITEM_LINE.test(line) || /^[|>]/.test(line)) return false;
    return CONTROL_LABEL.test(line.replace(DECORATION, ' ').trim());
  });
}
