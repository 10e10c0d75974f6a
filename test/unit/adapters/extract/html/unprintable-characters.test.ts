import { describe, expect, it } from 'vitest';
import { dropIconGlyphs, dropInvisibleLineEnds } from '../../../../../adapters/outbound/extract/html/markdown/unprintable-characters.js';

/**
 * Session 33's unprintable-character rules: an icon font's private-use glyphs (Elementor's rating stars,
 * `<i class="elementor-star-full">&#xE934;</i>`, written "*\uE934*") print nothing a reader can read, and a
 * zero-width space, word joiner or byte-order mark at a line's start or end (Weebly's `&#8203;` after each
 * heading) joins nothing. Between two letters (Thai's word breaks) they stay.
 */

describe('dropIconGlyphs', () => {
  it("drops a run of emphasised glyphs (Elementor's five stars) and leaves the text round it", () => {
    expect(dropIconGlyphs('Rated *\uE934**\uE934**\uE934**\uE934**\uE934* by Dana')).toBe('Rated  by Dana');
    expect(dropIconGlyphs('*\uE934**\uE934*\n\nGreat service.')).toBe('\n\nGreat service.');
    expect(dropIconGlyphs('_\uE934_ Fast')).toBe(' Fast');
  });

  it('drops bare private-use characters, alone or in a run, anywhere in the area', () => {
    expect(dropIconGlyphs('\uE000Call us\uF8FF')).toBe('Call us');
    expect(dropIconGlyphs('## \uF095\uF0E0 Contact')).toBe('##  Contact');
  });

  it('keeps emphasis round text, and characters outside the private use area (emoji, CJK, symbols)', () => {
    const markdown = '*Note:* the ★★★★☆ rating, 東京 and 🙂 stay; **bold** too.';
    expect(dropIconGlyphs(markdown)).toBe(markdown);
  });
});

describe('dropInvisibleLineEnds', () => {
  it("drops a zero-width space at a line's end (Weebly's headings) and start", () => {
    expect(dropInvisibleLineEnds('## Flat-Rate Pricing\u200b\n\nPrices below.\u200b')).toBe('## Flat-Rate Pricing\n\nPrices below.');
    expect(dropInvisibleLineEnds('\u200bFirst line\n\u200b\u200bSecond line')).toBe('First line\nSecond line');
  });

  it('drops word joiners and byte-order marks at the ends, and runs of them', () => {
    expect(dropInvisibleLineEnds('\ufeff# Title\u2060\nText\u200b\u2060\ufeff\n\u2060More')).toBe('# Title\nText\nMore');
  });

  it('keeps one between two letters (Thai-like text\'s word breaks) and mid-line', () => {
    const thai = 'ภาษาไทย\u200bง่าย\u200bมาก';
    expect(dropInvisibleLineEnds(thai)).toBe(thai);
    expect(dropInvisibleLineEnds(`${thai}\u200b\n`)).toBe(`${thai}\n`);
    expect(dropInvisibleLineEnds('a\u2060b c\ufeffd')).toBe('a\u2060b c\ufeffd');
  });

  it('leaves other format characters (a soft hyphen, a zero-width joiner) at the ends', () => {
    expect(dropInvisibleLineEnds('co\u00ad\nop\u200d')).toBe('co\u00ad\nop\u200d');
  });
});
