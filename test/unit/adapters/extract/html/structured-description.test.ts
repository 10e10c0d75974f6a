import { describe, expect, it } from 'vitest';
import { descriptionMarkdown } from '../../../../../adapters/outbound/extract/html/markdown/description-markdown.js';
import { addStructuredDescription, STRUCTURED_DESCRIPTION_THRESHOLDS } from '../../../../../adapters/outbound/extract/html/markdown/structured-description.js';

const DESCRIPTION = 'These quarter socks are engineered for comfort and designed to stand out, with a honeycomb arch support, a seamless toe and a cushioned footbed.';
const FOOTER = '## More info\n\n- [About us](/about)\n- [Returns](/returns)';

describe('addStructuredDescription', () => {
  it('puts the description (Markdown) first when the output lacks it', () => {
    const result = addStructuredDescription(FOOTER, `**${DESCRIPTION}**`);
    expect(result).toEqual({ markdown: `**${DESCRIPTION}**\n\n${FOOTER}`, added: true });
  });

  it('is the whole output when nothing else was found', () => {
    expect(addStructuredDescription('  ', DESCRIPTION)).toEqual({ markdown: DESCRIPTION, added: true });
  });

  it('leaves the output alone when it already holds the description (in other words order or case), or half of it', () => {
    const covered = `# Quarter socks\n\n${DESCRIPTION.toUpperCase()}`;
    expect(addStructuredDescription(covered, DESCRIPTION)).toEqual({ markdown: covered, added: false });
    const half = DESCRIPTION.split(' ').slice(0, Math.ceil(DESCRIPTION.split(' ').length * 0.55)).join(' ');
    expect(addStructuredDescription(half, DESCRIPTION).added).toBe(false);
    expect(addStructuredDescription(half, DESCRIPTION, { ...STRUCTURED_DESCRIPTION_THRESHOLDS, maxCovered: 0.9 }).added).toBe(true);
  });

  it('never adds a short tagline or a missing description', () => {
    expect(addStructuredDescription(FOOTER, 'Soft socks for every day.')).toEqual({ markdown: FOOTER, added: false });
    expect(addStructuredDescription(FOOTER, undefined)).toEqual({ markdown: FOOTER, added: false });
  });

  it('counts repeated words once per occurrence: one "socks" in the output does not cover ten', () => {
    const repeated = Array.from({ length: 25 }, () => 'socks').join(' ');
    expect(addStructuredDescription('socks', repeated).added).toBe(true);
  });
});

describe('descriptionMarkdown', () => {
  it('reads the description as HTML: entities decoded, paragraphs and lists kept apart, scripts dropped', async () => {
    const html = '<p>Socks &amp; liners for <b>trail</b> runs.</p><p>Second&nbsp;paragraph.</p><ul><li>Merino</li><li>Nylon</li></ul><script>track()</script>';
    expect(await descriptionMarkdown(html, 'https://shop.example/p/1')).toBe('Socks & liners for **trail** runs.\n\nSecond paragraph.\n\n- Merino\n- Nylon');
  });

  it('reads HTML escaped once more than JSON needs (&lt;p&gt;) as HTML, and leaves a bare "<" in plain text alone', async () => {
    expect(await descriptionMarkdown('&lt;p&gt;Merino &amp;amp; nylon.&lt;/p&gt;&lt;p&gt;Washable.&lt;/p&gt;', 'https://shop.example/p/1')).toBe('Merino & nylon.\n\nWashable.');
    // The parser may split the text at "<" and ">", so a ">" can open a text node and be escaped as Markdown.
    expect((await descriptionMarkdown('Fits sizes &lt; 40 and &gt; 35.', 'https://shop.example/p/1')).replace(/\\>/g, '>')).toBe('Fits sizes < 40 and > 35.');
  });

  it('escapes plain text that would read as Markdown, and makes links absolute', async () => {
    expect(await descriptionMarkdown('# 1 best sock_pair [sale]', 'https://shop.example/p/1')).toBe('\\# 1 best sock_pair [sale]');
    expect(await descriptionMarkdown('Sale [1](2)', 'https://shop.example/p/1')).toBe('Sale \\[1\\](2)');
    expect(await descriptionMarkdown('<a href="/care">Care guide</a>', 'https://shop.example/p/1')).toBe('[Care guide](https://shop.example/care)');
  });
});
