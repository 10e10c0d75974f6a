/** Characters that print nothing and join nothing at a line's start or end: zero-width space, word joiner, byte-order mark. */
const INVISIBLE_AT_END = /[\u200b\u2060\ufeff]+(?=\n|$)/g;
const INVISIBLE_AT_START = /(^|\n)[\u200b\u2060\ufeff]+/g;

/**
 * The Markdown without the invisible characters that open or close its lines: Weebly ends each
 * heading and paragraph with a zero-width space (`&#8203;`), which stayed in the headings and the
 * outline ("Flat-Rate Pricing\u200b"). Between two letters (Thai's word breaks) they stay.
 */
export function dropInvisibleLineEnds(markdown: string): string {
  return markdown.replace(INVISIBLE_AT_END, '').replace(INVISIBLE_AT_START, '$1');
}

/** An icon font's glyph: a character of Unicode's private use area, alone or in a run, with the emphasis its `<i>` gave it. */
const ICON_GLYPHS = /([*_]?)[\ue000-\uf8ff]+\1/g;

/**
 * The Markdown without icon fonts' glyphs: Elementor draws each rating star as `<i class="elementor-star-full">&#xE934;</i>`,
 * and a review read "*\uE934**\uE934*…", stars no reader can count. Private-use characters name no text.
 */
export function dropIconGlyphs(markdown: string): string {
  return markdown.replace(ICON_GLYPHS, '');
}
