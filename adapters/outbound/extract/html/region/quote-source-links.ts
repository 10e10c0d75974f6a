/** An attribution line is short: at most this many words ("pell_mortain said:", "Ann Lee wrote on 3 May:"). */
const ATTRIBUTION_MAX_WORDS = 8;
/** Words beside the link on such a line ("said:", "wrote:", "a écrit :"). */
const BESIDE_MAX_WORDS = 3;

/**
 * Turns into text the link of a quotation's attribution line: the first block of a `<blockquote>`
 * whose text is one link and at most {@link BESIDE_MAX_WORDS} words beside it, ending with a colon,
 * as forums write the jump to the quoted post or its author (XenForo's `<div class="bbCodeBlock-title">
 * <a href="/goto/post?id=…">ann said:</a></div>`, Vanilla's `<div class="QuoteAuthor"><a
 * href="/profile/ann">ann</a> said:</div>`).
 * Readability's conditional cleaning removes a short block that is all link, so the quotation lost
 * whom it quotes; as text it stays with the quoted words. `quotes` are the page's `<blockquote>`
 * elements, collected by an earlier walk. Returns how many links were turned.
 */
export function unlinkQuoteSources(quotes: readonly Element[]): number {
  let turned = 0;
  for (const quote of quotes) {
    const line = quote.firstElementChild;
    if (line === null || line.localName === 'a' || line.localName === 'blockquote' || textBefore(line)) continue;
    const links = line.getElementsByTagName('a');
    if (links.length !== 1) continue;
    const link = links[0] as Element;
    const words = (line.textContent ?? '').replace(/\s+/g, ' ').trim();
    const linked = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    const besides = words.length - linked.length;
    if (linked === '' || !words.includes(linked) || !words.endsWith(':') || words.split(' ').length > ATTRIBUTION_MAX_WORDS) continue;
    if (besides > 0 && words.replace(linked, ' ').trim().split(/\s+/).length > BESIDE_MAX_WORDS) continue;
    link.replaceWith(...Array.from(link.childNodes));
    turned += 1;
  }
  return turned;
}

/** Whether words stand before `element` in its parent. */
function textBefore(element: Element): boolean {
  for (let node = element.previousSibling; node !== null; node = node.previousSibling) if ((node.textContent ?? '').trim() !== '') return true;
  return false;
}
