import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('fields set flush: a lone digit, cents named by class and a price ending in its currency sign, on %s', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("spaces a date's day of one digit from its month and weekday (Songkick's span.month \"Jun\", span.day \"8\", span.weekday \"Sat\")", async () => {
    const date = (month: string, day: string, weekday: string): string => `<div class="date-element"><time datetime="2024-06-08"><span class="month">${month}</span><span class="day">${day}</span><span class="weekday">${weekday}</span></time></div>`;
    expect(await convert(date('Jun', '8', 'Sat'))).toBe('Jun 8 Sat');
    expect(await convert(date('Jul', '6', 'Sat'))).not.toContain('Jul6Sat');
    // A digit against an ordinal's two letters stays one word.
    expect(await convert('<p><span class="n">1</span><span class="o">st</span></p>')).toBe('1st');
  });

  it("writes cents its class names after a whole amount with a decimal comma (Media Expert's span.whole \"3 299\", span.cents \"00\", span.currency \"zł\")", async () => {
    const price = (whole: string, cents: string): string => `<div class="main-price"><span class="whole">${whole}</span><span class="cents">${cents}</span><span class="currency">zł</span></div>`;
    expect(await convert(price('3 299', '00'))).toBe('3 299,00 zł');
    expect(await convert(price('149', '99'))).toBe('149,99 zł');
    expect(await convert(price('2 899', '00'))).not.toContain('2 899 00');
    expect(await convert('<div><span class="decimal-part">1.299</span><span class="price__decimals">50</span> <span>€</span></div>')).toBe('1.299,50 €');
    // Two digits after an amount, not named as cents, stay a second number.
    expect(await convert('<div><span class="qty">3 299</span><span class="size">00</span></div>')).toBe('3 299 00');
  });

  it("spaces a price that ends in its currency sign from the next price (Yandex Market's \"2 790 ₽\" beside the struck \"3 490 ₽\")", async () => {
    expect(await convert('<div data-auto="offer-price"><span class="_1ArMm">2 790 ₽</span><span class="_2KIQS"><s>3 490 ₽</s></span></div>')).toBe('2 790 ₽ ~~3 490 ₽~~');
    expect(await convert('<p><span class="price">2 950 ₽</span><span class="old">3 190 ₽</span></p>')).toBe('2 950 ₽ 3 190 ₽');
  });
});
