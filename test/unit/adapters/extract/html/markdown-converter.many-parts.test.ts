import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 48: rules that read a part's siblings read them once per parent, not once per part (an
 * ordered item's number, a language label's wrapper). The Markdown is what reading them per part gave.
 */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: many parts of one parent', (_name, parse) => {
  const convert = async (html: string, consume = false): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body, { consume });

  it("numbers a long ordered list's items by their place among the list's elements, from its start", async () => {
    const items = Array.from({ length: 300 }, (_, index) => `<li>item ${index}</li>`);
    const out = await convert(`<ol start="5">${items.slice(0, 150).join('')}<div>not an item</div>${items.slice(150).join('')}</ol>`);
    const lines = out.split('\n').filter((line) => line !== '');
    expect(lines[0]).toBe('5. item 0');
    expect(lines[149]).toBe('154. item 149');
    // The element between the items takes a place, as among the list's children.
    expect(lines.at(-1)).toBe('305. item 299');
    expect(lines).toHaveLength(301);
  });

  it('numbers each of two lists from its own start, and the same list alike in two conversions', async () => {
    const html = '<ol><li>a</li><li>b</li></ol><p>between</p><ol start="3"><li>c</li><li>d</li></ol>';
    const expected = '1. a\n2. b\n\nbetween\n\n3. c\n4. d';
    expect(await convert(html)).toBe(expected);
    expect(await convert(html, true)).toBe(expected);
  });

  it("keeps a word span that names a language where its paragraph holds no code block, and drops the label beside one", async () => {
    const spans = Array.from({ length: 400 }, (_, index) => `<span>${index === 200 ? 'ts' : `w${index}`} </span>`).join('');
    const out = await convert(`<p>${spans}</p><div class="language-ts"><span class="lang">ts</span><pre><code>const a = 1;</code></pre></div>`);
    expect(out).toContain('w199 ts w201');
    expect(out.endsWith('\n\n```ts\nconst a = 1;\n```')).toBe(true);
    expect(out.match(/\bts\b/g)).toHaveLength(2);
  });
});
