import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: custom elements', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("keeps a custom element that holds only a link inline in an algorithm's step (ecmarkup's <emu-xref> in the ECMAScript specification), while review cards and their fields (Rotten Tomatoes' <media-review-card-critic>) and one holding a <div> in a list item stay blocks", async () => {
    const step = '<ol><li>Let <var>O</var> be ? <emu-xref aoid="RequireObjectCoercible"><a href="#sec-requireobjectcoercible">RequireObjectCoercible</a></emu-xref>(this value).</li></ol>';
    expect(await convert(step)).toBe('1. Let O be ? [RequireObjectCoercible](https://example.com/blog/post.html#sec-requireobjectcoercible)(this value).');
    // A styled word in running text stays in its line too.
    expect(await convert('<p>Text <x-badge><b>new</b></x-badge> more.</p>')).toBe('Text **new** more.');
    // Rotten Tomatoes' critic cards: each card, and each of its slotted fields, a block of its own, among blocks or in a list item.
    const card = (name: string, words: string): string => `<media-review-card-critic><rt-link slot="displayName">${name}</rt-link><rt-text slot="content">${words}</rt-text></media-review-card-critic>`;
    const cards = `${card('Ana Ruiz', 'A bold film.')}${card('Tomás Lind', 'Too long by half.')}`;
    expect(await convert(`<div>${cards}</div>`)).toBe('Ana Ruiz\n\nA bold film.\n\nTomás Lind\n\nToo long by half.');
    expect(await convert(`<ul><li>${cards}</li></ul>`)).toBe('- Ana Ruiz\n\n  A bold film.\n\n  Tomás Lind\n\n  Too long by half.');
    // A custom element in a list item that holds a block of HTML's is a block.
    expect(await convert('<ul><li>Before <x-panel><div>First part.</div><div>Second part.</div></x-panel> after</li></ul>')).toBe('- Before\n\n  First part.\n\n  Second part.\n\n  after');
  });
});
