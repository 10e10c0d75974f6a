import { replaceWithDiv } from './callout-asides.js';

/** Which `<aside>` blocks inside a post's own words are read as part of the post ({@link keepPostQuotes}). */
export type PostQuoteMode = 'off' | 'elsewhere' | 'quotes' | 'all';

/** Production choice; chosen by k-fold cross-validation over both development corpora (bench/extract/post-quotes-cv.ts, bench/RESULTS.md, session 12). */
export const POST_QUOTE_MODE: PostQuoteMode = 'elsewhere';

/**
 * An `<aside>` is chrome wherever it stands (a sidebar), except inside the words a post's author
 * wrote: Discourse wraps each quotation, the quoted post's title and its `<blockquote>`, in an
 * `<aside class="quote">`, and the chain's chrome removal dropped the quoted words from the reply.
 * Each `<aside>` inside one of `bodies` (the visible `itemprop="text"` bodies of the posts a page
 * marks with microdata, as `removePostFurniture` kept them) that holds a `<blockquote>` becomes a
 * `<div>` with the same attributes and children, so that every stage reads it as part of the post:
 * in mode `elsewhere` only when the quoted words are nowhere else on the page (a quotation of a post
 * on the same page repeats words the reader has already; one from another thread or page is read
 * only here), in mode `quotes` always; mode `all` turns every `<aside>` of a body (link previews
 * too). Walks the bodies only; the page's text is read once, and only when a quotation is found.
 * Returns how many asides were turned.
 */
export function keepPostQuotes(root: Element, bodies: readonly Element[], mode: PostQuoteMode = POST_QUOTE_MODE): number {
  if (mode === 'off') return 0;
  let turned = 0;
  let pageWords: string | undefined;
  for (const body of bodies) {
    for (const aside of Array.from(body.getElementsByTagName('aside'))) {
      const quote = aside.getElementsByTagName('blockquote')[0];
      if (mode !== 'all' && quote === undefined) continue;
      if (mode === 'elsewhere' && quote !== undefined) {
        const quoted = words(quote);
        pageWords ??= words(root);
        // Quoted from a post on this page when its words are there a second time.
        if (quoted === '' || pageWords.indexOf(quoted, pageWords.indexOf(quoted) + 1) !== -1) continue;
      }
      replaceWithDiv(aside);
      turned += 1;
    }
  }
  return turned;
}

/**
 * The lower-case words of `root`'s text nodes joined by single spaces, with a space at both ends
 * (so that matches are of whole words); '' when none. Text nodes are joined with a space
 * (`textContent` glues a post's author to its first word: "annThe").
 */
function words(root: Element): string {
  const texts: string[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) texts.push(node.nodeValue ?? '');
    else if (node.nodeType === 1) for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
  }
  const joined = texts.join(' ').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return joined === '' ? '' : ` ${joined} `;
}
