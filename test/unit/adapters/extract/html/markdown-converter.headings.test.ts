import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Headings as older wikis write them. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: headings', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("leaves out an old MediaWiki's section edit link (span.editsection before the headline)", async () => {
    expect(await convert('<h2><span class="editsection">[<a href="/w/index.php?title=X&amp;action=edit&amp;section=1">edit</a>]</span> <span class="mw-headline">Definition</span></h2><p>Text.</p>')).toBe('## Definition\n\nText.');
  });
});
