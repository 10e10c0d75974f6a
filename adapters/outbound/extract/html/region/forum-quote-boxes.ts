import { classAttribute } from '../class-attribute.js';
import { retag } from '../element-retag.js';

/** A class naming a post's own text (vBulletin 4's `blockquote.postcontent`, XenForo 1's `blockquote.messageText`). */
const POST_BODY_CLASS = /(?:^|\s)(?:post[-_]?(?:content|body|message)|messageText)(?:\s|$)/i;
/**
 * A class naming a quotation a forum's BBCode writes as a `<div>` (vBulletin's `div.bbcode_quote`, ProBoards' `div.quote`, Invision 1's `div.quotemain` under its `div.quotetop` "QUOTE (name @ date)"),
 * or a mail archive the quoted mail in a reply (HyperKitty's `div.quoted-text`, Gmail's `div.gmail_quote`).
 */
const QUOTE_BOX_CLASS = /(?:^|\s)(?:quote|quotemain|bbcode_quote|bbc_quote|quotecontent|quotebox|quoted-text|gmail_quote)(?:\s|$)/i;

/**
 * Writes a forum's quotations as quotations and its posts as text: vBulletin 4 sets every post's
 * text in `<blockquote class="postcontent">` and what the post quotes in `<div class="bbcode_quote">`,
 * so each post read as a quotation and the words it quoted as the replier's own. A blockquote named
 * as a post's body becomes a `<div>`; a `<div>` named as a quote box, holding text, a `<blockquote>`,
 * unless it holds one (Discuz's `div.quote > blockquote`: the quotation once, not quoted twice); a
 * quotation naming its author only in `data-author` is headed "X wrote:" (`nameQuotedAuthor`).
 * `quotes`: the page's `<blockquote>`s; `boxes`: its `<div>`s named as a quote box ({@link isQuoteBox}).
 */
export function writeForumQuotes(quotes: readonly Element[], boxes: readonly Element[]): void {
  for (const quote of quotes) {
    if (quote.parentNode !== null && POST_BODY_CLASS.test(classAttribute(quote))) retag(quote, 'div');
    else if (quote.parentNode !== null) {
      nameQuotedAuthor(quote);
      citeFooters(quote);
    }
  }
  for (const box of boxes) if (box.parentNode !== null && (box.textContent ?? '').trim() !== '' && box.closest('blockquote') === null && box.querySelector('blockquote') === null) retag(box, 'blockquote');
}

/**
 * A quotation's `<footer>` names who said it (Kirby's quote block: "Rhian Tolley, Reserve Manager"):
 * Readability cleans every `<footer>` away, so it becomes a paragraph of the quotation, opened by a dash.
 */
function citeFooters(quote: Element): void {
  for (const footer of Array.from(quote.children)) {
    if (footer.localName !== 'footer' || (footer.textContent ?? '').trim() === '') continue;
    const line = retag(footer, 'p');
    if (!/^\s*[—–-]/.test(line.textContent ?? '')) line.insertBefore(line.ownerDocument.createTextNode('— '), line.firstChild);
  }
}

/** Whether a `<div>`'s class names it a quote box. */
export function isQuoteBox(element: Element): boolean {
  return QUOTE_BOX_CLASS.test(classAttribute(element));
}

/**
 * Writes "X wrote:" at the top of a quotation that names its author only in `data-author` (IP.Board's
 * `blockquote.ipsBlockquote data-author="…"`, whose "X, on DATE, said:" line a script adds), unless
 * the quotation's text already opens with the name: without it a reply's quote read as the replier's
 * own words or nobody's.
 */
function nameQuotedAuthor(quote: Element): void {
  const author = (quote.getAttribute('data-author') ?? '').replace(/\s+/g, ' ').trim();
  if (author === '' || author.length > AUTHOR_MAX_CHARS || (quote.textContent ?? '').trimStart().toLowerCase().startsWith(author.toLowerCase())) return;
  const line = quote.ownerDocument.createElement('p');
  line.textContent = `${author} wrote:`;
  quote.prepend(line);
}

/** A quoted author's name is short; a longer `data-author` is something else. */
const AUTHOR_MAX_CHARS = 60;
