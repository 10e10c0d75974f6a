import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Session 37: a struck price set flush before the current one (Uber Eats' two spans) is spaced from it, as before a word. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a struck price flush before a price', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("spaces the struck \"$17.25\" from \"$13.80\" flush after it (Uber Eats' item card)", async () => {
    expect(await convert('<p><s>$17.25</s><span>$13.80</span> 840 Cal.</p>')).toBe('~~$17.25~~ $13.80 840 Cal.');
    expect(await convert('<p><del>€9,90</del><span>€7,50</span></p>')).toBe('~~€9,90~~ €7,50');
  });

  it('adds nothing where a space or a mark follows already', async () => {
    expect(await convert('<p><s>$17.25</s> $13.80</p>')).toBe('~~$17.25~~ $13.80');
    expect(await convert('<p>(<s>$17.25</s>)</p>')).toBe('(~~$17.25~~)');
  });
});
