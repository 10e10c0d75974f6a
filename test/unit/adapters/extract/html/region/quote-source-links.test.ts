import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unlinkQuoteSources } from '../../../../../../adapters/outbound/extract/html/region/quote-source-links.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const quotesOf = (root: Element): Element[] => Array.from(root.querySelectorAll('blockquote'));

// XenForo: the quoted post's author is a jump link opening the quotation.
const xenForoQuote = (title: string): string =>
  `<blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-title">${title}</div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">Two wildly different peaks from identical runs feels wrong to me.</div></div></blockquote>`;

describe('unlinkQuoteSources', () => {
  it("turns the link that is a quotation's whole attribution line into its text", () => {
    const body = bodyOf(xenForoQuote('<a href="/goto/post?id=640211" class="bbCodeBlock-sourceJump">pell_mortain said:</a>'));
    expect(unlinkQuoteSources(quotesOf(body))).toBe(1);
    expect(body.querySelector('.bbCodeBlock-title')?.innerHTML).toBe('pell_mortain said:');
    expect(body.querySelectorAll('a')).toHaveLength(0);
  });

  it("turns the author's link of a line that names the author and says so (Vanilla's QuoteAuthor) into its text", () => {
    const body = bodyOf('<blockquote class="Quote"><div class="QuoteAuthor"><a href="/profile/josiah_ellacott">josiah_ellacott</a> said:</div><div class="QuoteText"><p>Run the dry run first.</p></div></blockquote>');
    expect(unlinkQuoteSources(quotesOf(body))).toBe(1);
    expect(body.querySelector('.QuoteAuthor')?.innerHTML).toBe('josiah_ellacott said:');
  });

  it('leaves links that are no attribution line: a quoted link, a long line, a line with many words beside the link, a line after words', () => {
    const cases = [
      '<blockquote><p><a href="/docs">Read the docs:</a></p><p>and more words</p></blockquote>'.replace('<p><a', 'Quoted: <p><a'),
      xenForoQuote('<a href="/goto/post?id=1">the moderator of this board wrote on the third of May at noon:</a>'),
      xenForoQuote('<a href="/members/ann.1/">ann</a> said in reply to the thread starter on Tuesday:'),
      xenForoQuote('<a href="/goto/post?id=1">ann said</a>'),
      '<blockquote><a href="/goto/post?id=1">ann said:</a> the quoted words</blockquote>',
    ];
    for (const markup of cases) {
      const body = bodyOf(markup);
      expect(unlinkQuoteSources(quotesOf(body))).toBe(0);
      expect(body.querySelectorAll('a')).toHaveLength(1);
    }
  });
});
