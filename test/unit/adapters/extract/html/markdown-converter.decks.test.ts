import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

const DECK = 'Halifax Transit says shuttle buses will run every 10 minutes during the closure';

/** A story's deck (its summary under the title) set as a heading. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: decks', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a heading whose class names it the deck (CBC's h2.deck) and that says a sentence as a paragraph, not a section's heading", async () => {
    const markdown = await convert(`<h1 class="detailHeadline">Halifax ferry terminal to close for 6 weeks</h1><h2 class="deck">${DECK}</h2><p>The Alderney ferry terminal will close in June.</p><h2>Commuters plan for longer trips</h2><p>Riders are bracing for longer commutes.</p>`);
    expect(markdown).toContain(`# Halifax ferry terminal to close for 6 weeks\n\n${DECK}\n\nThe Alderney ferry terminal will close in June.`);
    expect(markdown).not.toContain(`## ${DECK}`);
    expect(markdown).toContain('## Commuters plan for longer trips');
    // A deck of a few words is a heading still.
    expect(await convert('<h2 class="deck">Ramp at the end</h2><p>Text.</p>')).toBe('## Ramp at the end\n\nText.');
  });

  it("does the same for the other names of a deck (dek, standfirst, subtitle), not for a listing's cards that each have a subtitle", async () => {
    for (const name of ['article-dek', 'c-standfirst', 'post_subtitle']) {
      expect(await convert(`<h1>Title</h1><h3 class="${name}">${DECK}</h3><p>Text.</p>`)).toBe(`# Title\n\n${DECK}\n\nText.`);
    }
    const card = (title: string) => `<div class="card"><h3 class="subtitle">${title}</h3><p>Card text.</p></div>`;
    const listing = await convert(card('How to plan a long commute by bus') + card('Where to park near the Woodside ferry') + card('What the closure means for cyclists this summer'));
    expect(listing).toContain('### How to plan a long commute by bus\n\nCard text.');
    expect(listing).toContain('### Where to park near the Woodside ferry');
    expect(listing).toContain('### What the closure means for cyclists this summer');
  });
});
