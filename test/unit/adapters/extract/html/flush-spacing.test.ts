import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('fields set flush against each other, on %s', (_name, parse) => {
  const convert = async (html: string, consume = false): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body, { consume });

  it("spaces out sibling fields a component library writes without whitespace (IMDb's year and runtime, a label and its value, a name link and its tagline)", async () => {
    expect(await convert('<div><span class="meta">2003</span><span class="meta">2h 41m</span><span class="meta">PG-13</span></div>')).toBe('2003 2h 41m PG-13');
    expect(await convert('<div class="spec"><span class="label">Capacity</span><span class="value">12 cups</span></div>', true)).toBe('Capacity 12 cups');
    expect(await convert('<h4><span class="param-name">amount</span><span class="param-type">integer</span></h4>')).toBe('#### amount integer');
    expect(await convert('<p><span class="label">Hallway Lights (~318 cd/m²)</span><span class="value">612 cd/m²</span><span class="label">VRR Minimum</span><span class="value">&lt;20Hz</span></p>')).toBe('Hallway Lights (~318 cd/m²) 612 cd/m² VRR Minimum <20Hz');
    expect(await convert('<p><span><a href="/posts/nightjar">1. Nightjar</a></span><a href="/posts/nightjar">Turn recordings into decisions</a></p>')).toBe('[1. Nightjar](https://example.com/posts/nightjar) [Turn recordings into decisions](https://example.com/posts/nightjar)');
  });

  it("writes a price's cents drawn raised after a currency symbol and a whole amount (Home Depot's $ 299 00) with a decimal point, not as a second number", async () => {
    expect(await convert('<div class="price"><span class="price-format__large-currency-symbols">$</span><span>299</span><span class="price-format__large-currency-symbols">00</span></div>')).toBe('$299.00');
    expect(await convert('<div><span>£</span><span>1,299</span><span>99</span> <span class="qty">12</span><span class="unit">pack</span></div>')).toBe('£1,299.99 12 pack');
    // Two numbers without a currency symbol before them stay two.
    expect(await convert('<div><span class="year">2003</span><span class="rank">42</span></div>')).toBe('2003 42');
  });

  it('spaces a price set flush after another (a sale price after its old price) and a percentage of one digit', async () => {
    expect(await convert('<p><span data-testid="original-price">£99.99</span><span class="sale">£69.99</span></p>')).toBe('£99.99 £69.99');
    expect(await convert('<p>Save: <span class="price-save-dollar">$50.00</span><span class="price-save-percent">7%</span></p>')).toBe('Save: $50.00 7%');
  });

  it("leaves alone a styled letter, an editor's styled runs of a word, punctuation against a word, text between the elements, and code", async () => {
    expect(await convert('<p><span class="drop-cap">T</span><span>he council met.</span></p>')).toBe('The council met.');
    expect(await convert('<p><a href="/more"><span style="text-decoration: underline">Le</span><span style="text-decoration: underline">arn more</span></a></p>')).toBe('[Learn more](https://example.com/more)');
    expect(await convert('<p><a href="/more"><span class="run">Le</span><span class="run">arn more</span></a></p>')).toBe('[Learn more](https://example.com/more)');
    expect(await convert('<p><span class="price">$29</span><span>.99</span> and <span class="currency">€</span><span class="amount">15</span></p>')).toBe('$29.99 and €15');
    expect(await convert('<p><span>Already</span> <span>spaced</span></p>')).toBe('Already spaced');
    expect(await convert('<pre><code><span class="kw">return</span><span class="id">value</span></code></pre>')).toBe('```\nreturnvalue\n```');
  });
});
