import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('fields set flush against each other, on %s: drawn elements between them and counts before their words', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("spaces two fields with an empty drawn element between them (Skroutz' rating histogram: a star count, its bar, its number of reviews), a <meter> too", async () => {
    expect(await convert('<div class="histogram-row"><span class="label">5 stars</span><span class="bar"></span><span class="count">157</span></div>')).toBe('5 stars 157');
    expect(await convert('<div class="histogram-row"><span>5 αστέρια</span><i class="bar-fill"></i><span>157</span></div>')).toBe('5 αστέρια 157');
    expect(await convert('<div class="histogram-row"><span>4 stars</span><meter min="0" max="200" value="42"></meter><span>42</span></div>')).toBe('4 stars 42');
  });

  it("spaces a number alone in its element from a word of four or more letters in the next (Funda's \"4\" \"slaapkamers\"), not from an ordinal's letters (\"1\" \"st\")", async () => {
    expect(await convert('<ul><li><span class="kenmerken-highlighted__value">4</span><span class="kenmerken-highlighted__label">slaapkamers</span></li></ul>')).toBe('- 4 slaapkamers');
    expect(await convert('<p><span class="value">3</span><span class="label">bedrooms</span></p>')).toBe('3 bedrooms');
    expect(await convert('<p>Finished <span class="place">1</span><span class="suffix">st</span> and <span>3</span><span>rd</span> of 40</p>')).toBe('Finished 1st and 3rd of 40');
  });
});
