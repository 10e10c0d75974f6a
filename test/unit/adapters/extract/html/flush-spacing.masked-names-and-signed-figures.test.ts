import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('fields set flush against each other, on %s: masked names and signed figures', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("spaces a field after a masked name that ends in asterisks (Trendyol's question asker \"Z** K**\" before \"3 gün önce\")", async () => {
    expect(await convert('<div class="question-info"><span class="user-name">Z** K**</span><span class="question-date">3 gün önce</span></div>')).toBe('Z\\*\\* K\\*\\* 3 gün önce');
    expect(await convert('<div class="review-meta"><span class="user-name">M*** A***</span><span class="review-date">12 Mart 2024</span></div>')).toBe('M\\*\\*\\* A\\*\\*\\* 12 Mart 2024');
  });

  it("spaces a signed figure after the field before it (Alza's discount \"-20 %\" after the former price), and a plus sign too", async () => {
    expect(await convert('<div class="price-box__header"><span class="price-box__compare-price">Původně: <span class="price-box__compare-price-value">9 990 Kč</span></span><span class="price-box__discount">-20 %</span></div>')).toBe('Původně: 9 990 Kč -20 %');
    expect(await convert('<p><span class="rank">2位</span><span class="diff">+140円</span></p>')).toBe('2位 +140円');
  });

  it("spaces a signed price after the field before it (Back Market's \"New battery\" and \"+ £49.00\", session 37)", async () => {
    expect(await convert('<a href="/p/good-new-battery"><span class="body-1-bold">New battery</span><span class="body-2">+ £49.00</span></a>')).toBe('[New battery + £49.00](https://example.com/p/good-new-battery)');
  });

  it('spaces only a sign before a digit: a hyphen before letters joins the word before it', async () => {
    expect(await convert('<p><span class="price">9 990 Kč</span><span class="discount">-20 %</span> <span>e</span><span>-mail</span> <span>Wi</span><span>-Fi</span></p>')).toBe('9 990 Kč -20 % e-mail Wi-Fi');
  });
});
