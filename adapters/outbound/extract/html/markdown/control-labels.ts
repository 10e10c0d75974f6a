import { dropBlocksWhere, joinBlocksExcept, LIST_ITEM_LINE, markdownBlocks, type BlockTrim } from './markdown-blocks.js';

/**
 * The label of a control that a script works: a toggle that expands or collapses text in place
 * ("Read more", "Show less", "View all", "Expand", rustdoc's "Expand description"), or a button
 * that opens a sign-in or subscription form ("Subscribe", "Sign in"). Said alone, with no
 * destination, it tells a reader nothing.
 */
const CONTROL_LABEL = /^(?:(?:read|show|see|view|load) (?:more|less|all)|(?:expand|collapse)(?: (?:all|description|details|section))?|(?:show|hide) details|subscribe(?: now)?|sign (?:in|up)|log ?in|sort(?: by)?)$/i;
/**
 * A slideshow's or pager's position ("1 of 15", "Image 1 of 23", "Slide 2/5", a gallery's first picture
 * "1 / 32" or "1/28" on a listing's photos): the carousel's counter, which says nothing once its slides are one
 * list. A slash counts after the word, spaced, or before five or more (a half, a third or a quarter may be a quantity).
 */
const POSITION_COUNTER = /^(?:(?:image|photo|picture|slide|page) \d+ ?(?:of|\/) ?\/? ?\d+|\d+ of \/? ?\d+|1 \/ \d{1,3}|1\/(?:[5-9]|\d{2,3}))$/i;
/**
 * A post's own controls, said alone as a link: "reply" under each Hacker News comment, "Quote",
 * "Report", "Share", "Permalink". The link leads to a form or to the post itself, not to more to read.
 */
const POST_CONTROL = /^(?:reply|quote|report|flag|share|permalink|embed|save|edit|delete|favorite|add (?:a )?comment)$/i;
/** A line that is one link and nothing else: its label. */
const LONE_LINK = /^\[([^\]]+)\]\([^)\s]*\)$/;
/** Emphasis, escapes and the arrows, chevrons and ellipses that decorate such a label. */
const DECORATION = /[*_\\+›»<>…▼▾▸▴▲→↓⌄.:\s]+/g;
/**
 * A feedback widget's question (see `FEEDBACK_PROMPT`) in German, French, Spanish, Russian, Japanese, Korean and Chinese (Citilink's "Полезный отзыв?" over
 * its Да/Нет buttons, Yodobashi's "このレビューは参考になりましたか？", Bic Camera's "参考になった （9）"), and their answers.
 */
const FOREIGN_FEEDBACK = String.raw`war (?:diese|dieser|dieses) (?:bewertung|rezension|antwort|beitrag|seite|artikel) hilfreich|hilfreich|cet avis vous a-t-il été utile|avis utile|¿?(?:te )?(?:ha )?resultó útil(?: esta (?:opinión|reseña))?|¿?(?:te )?(?:ha )?sido útil|полезный отзыв|отзыв полезен|этот отзыв (?:был )?полезен|このレビューは参考になりましたか|参考になった|도움이 (?:되었나요|됐나요|돼요)|(?:這則評價)?有幫助|(?:这条评价)?有帮助`;
const FOREIGN_ANSWERS = String.raw`ja|nein|oui|non|sí|si|да|нет|はい|いいえ|예|아니요`;
/**
 * A feedback widget's question and its answers: "Was this page helpful? Yes No", "Was this review
 * helpful? [Yes](#) (3) [No](#)", "Did you find this useful?". It asks the reader; it says nothing.
 */
const FEEDBACK_PROMPT = new RegExp(String.raw`^(?:(?:was|is|did you find|do you find) (?:this|the)(?: \p{L}+){0,2} (?:helpful|useful)|helpful|${FOREIGN_FEEDBACK})\s*[?？]?(?:\s*[(（]\d+[)）])?(?:\s*(?:yes|no|${FOREIGN_ANSWERS})\s*(?:[(（]?\d+[)）]?)?)*$`, 'iu');
/** Links' labels, for reading a line of links as its words. */
const LINK_LABELS = /\[([^\]]*)\]\([^)\s]*\)/g;
/** What a trail of links leaves when its links went: its separators alone ("» » » »", osCommerce's header). */
const BREADCRUMB_SEPARATORS = /^[»›](?:\s*[»›])*$/u;
/** The cheap test that spares most pages the block split. */
const CANDIDATE = /^[^\p{L}\p{N}\n]*(?:read|show|see|view|load|expand|collapse|hide|subscribe|sign|log|image|photo|picture|slide|page|\d+ of|1 ?\/ ?\d|reply|quote|report|flag|share|permalink|embed|save|edit|delete|favorite|add|sort(?: by)?[\s:]*$|(?:was|is) th(?:is|e) |d(?:id|o) you find |helpful\b|war dies|hilfreich|cet avis|avis utile|¿?(?:te )?(?:ha )?(?:resultó|sido) útil|полезн|этот отзыв|отзыв полезен|このレビュー|参考になった|도움이|有幫助|這則評價|有帮助|这条评价|[»›](?=[\s»›]*$))/imu;

/**
 * Drops the paragraphs that are only a script-worked control's label: a "READ MORE" under a
 * collapsed description, a "Show More" under a list of filters, a "SUBSCRIBE" button after the story,
 * a carousel's "1 of 15" or "1 / 32" (a bare fraction such as "1/4" stays: it may be a quantity), a trail's separators left alone, a
 * feedback widget's "Was this helpful? Yes No" (its answers linked or not), a "Sort by" label, and a post's
 * control alone as a link ("reply" under each comment), and the widget's question set as a heading over nothing.
 * Kept: another label that is a link (it says where more is: the model may follow it), headings, list
 * items, table rows, code, and any paragraph with one more word ("Read more about the study").
 */
export function dropControlLabels(markdown: string): BlockTrim {
  const labels = dropLabelBlocks(markdown);
  const prompts = dropFeedbackHeadings(labels.markdown);
  return { markdown: prompts.markdown, droppedBlocks: labels.droppedBlocks + prompts.droppedBlocks };
}

/**
 * The feedback widget's question set as a heading over nothing (USA.gov's `<h2>Was this page helpful?</h2>`,
 * its Yes and No buttons gone as controls): followed by another heading of its level or higher, or by the end.
 */
function dropFeedbackHeadings(markdown: string): BlockTrim {
  if (!CANDIDATE.test(markdown)) return { markdown, droppedBlocks: 0 };
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  blocks.forEach(({ heading }, index) => {
    const next = blocks[index + 1]?.heading;
    if (heading === undefined || !FEEDBACK_PROMPT.test(heading.title.replace(DECORATION, ' ').trim())) return;
    if (index + 1 === blocks.length || (next !== undefined && next.level <= heading.level)) drop.add(index);
  });
  return drop.size === 0 ? { markdown, droppedBlocks: 0 } : { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: drop.size };
}

function dropLabelBlocks(markdown: string): BlockTrim {
  return dropBlocksWhere(markdown, CANDIDATE, ({ text, inCode, heading }) => {
    if (inCode || heading !== undefined) return false;
    const line = text.trim();
    if (line === '' || line.includes('\n') || LIST_ITEM_LINE.test(line) || /^[|>]/.test(line)) return false;
    if (FEEDBACK_PROMPT.test(line.replace(LINK_LABELS, '$1').replace(DECORATION, ' ').trim())) return true;
    const linked = LONE_LINK.exec(line)?.[1];
    if (linked !== undefined) return POST_CONTROL.test(linked.replace(DECORATION, ' ').trim());
    if (line.includes('](')) return false;
    const label = line.replace(DECORATION, ' ').trim();
    return CONTROL_LABEL.test(label) || POSITION_COUNTER.test(label) || BREADCRUMB_SEPARATORS.test(line);
  });
}
