import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isQuoteBox, writeForumQuotes } from '../../../../../../adapters/outbound/extract/html/region/forum-quote-boxes.js';

/**
 * Session 35: Invision 1 (and Jcink's boards, built on it) writes a quotation as `div.quotetop`
 * "QUOTE (name @ date)" over `div.quotemain` holding the quoted words: the quoted words are a quotation,
 * not the replier's own.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const all = (body: Element, selector: string): Element[] => Array.from(body.querySelectorAll(selector));

const POST = '<div class="postcolor"><!--QuoteBegin-Idris Vael+Jun 2 2024, 08:41 PM--><div class="quotetop">QUOTE (Idris Vael @ Jun 2 2024, 08:41 PM)</div>'
  + '<div class="quotemain"><!--QuoteEBegin-->Anyone who wants to argue with me can do it in the shade.<!--QuoteEnd--></div><!--QuoteEEnd--><br />'
  + 'Sorrel was already in the shade, sitting cross-legged on an upturned crate.</div>';

describe("writeForumQuotes: Invision 1's div.quotemain", () => {
  it('names div.quotemain a quote box, not its div.quotetop header nor the post around it', () => {
    const body = bodyOf(POST);
    expect(all(body, 'div').filter(isQuoteBox).map((box) => box.getAttribute('class'))).toEqual(['quotemain']);
  });

  it('writes the quoted words as a <blockquote> under the "QUOTE (name @ date)" line, the reply\'s own words outside it', () => {
    const body = bodyOf(POST);
    writeForumQuotes(all(body, 'blockquote'), all(body, 'div').filter(isQuoteBox));
    expect(body.querySelector('div.quotemain')).toBeNull();
    const quote = body.querySelector('blockquote');
    expect(quote?.textContent).toBe('Anyone who wants to argue with me can do it in the shade.');
    expect(quote?.previousElementSibling?.textContent).toBe('QUOTE (Idris Vael @ Jun 2 2024, 08:41 PM)');
    expect(body.querySelector('div.postcolor')?.textContent).toContain('Sorrel was already in the shade');
  });
});
