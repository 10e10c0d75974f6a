/** An attribution line is short: at most this many words ("pell_mortain said:", "Ann Lee wrote on 3 May:"). */
const ATTRIBUTION_MAX_WORDS = 8;

/**
 * Turns into text the link that is a quotation's whole attribution line: the first block of a
 * `<blockquote>` whose text is one link ending with a colon, as forums write the jump to the quoted
 * post (XenForo's `<div class="bbCodeBlock-title"><a href="/goto/post?id=…">ann said:</a></div>`).
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
    if (words !== (link.textContent ?? '').replace(/\s+/g, ' ').trim() || !words.endsWith(':') || words.split(' ').length > ATTRIBUTION_MAX_WORDS) continue;
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
