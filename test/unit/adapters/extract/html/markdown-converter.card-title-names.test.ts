import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** A card set in one link without a heading: its link mark goes after the part its class names as its name or title. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a card link after its named title', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("puts the card's link after its div.product_name, not after the \"New\" badge set before it (Kmart's product tiles)", async () => {
    const markdown = await convert('<a href="/product/kids-timber-study-desk-43287110/"><img src="/43287110-1.jpg" alt="Kids\' Timber Study Desk">'
      + '<div class="badge">New</div><div class="product_name">Kids\' Timber Study Desk</div><div class="price">$59</div></a>');
    expect(markdown).toContain("New\n\nKids' Timber Study Desk [↗](https://example.com/product/kids-timber-study-desk-43287110/)\n\n$59");
    expect(markdown).not.toContain('New [↗]');
  });

  it('reads a class holding "title" as the name too (div.Card-Title under a label), in any case', async () => {
    const markdown = await convert('<a href="/p/9"><div class="flag">Online only</div><div class="Card-Title">Anko Height Adjustable Kids\' Desk</div><div>$79</div></a>');
    expect(markdown).toBe("Online only\n\nAnko Height Adjustable Kids' Desk [↗](https://example.com/p/9)\n\n$79");
  });
});
