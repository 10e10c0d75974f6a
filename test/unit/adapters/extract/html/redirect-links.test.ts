import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../../../../adapters/outbound/extract/html/markdown/redirect-links.js';
import { BASE, parsers } from './markdown-converter-parsers.js';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';

describe('redirectTarget', () => {
  it("reads the page Google's click-through redirect sends to (Docs' and Sites' published links), and nothing else", () => {
    expect(redirectTarget('https://www.google.com/url?q=https://riversidegarden.org.uk/forms&sa=D&source=editors&ust=1717&usg=AOv')).toBe('https://riversidegarden.org.uk/forms');
    expect(redirectTarget('https://www.google.co.uk/url?url=https://example.org/a%3Fb%3D1&sa=t')).toBe('https://example.org/a?b=1');
    expect(redirectTarget('https://www.google.com/url?q=javascript:alert(1)')).toBeUndefined();
    expect(redirectTarget('https://www.google.com/search?q=https://example.org/')).toBeUndefined();
    expect(redirectTarget('https://example.org/url?q=https://elsewhere.example/')).toBeUndefined();
  });
});

describe.each(Object.entries(parsers))('a redirect link in Markdown on %s', (_name, parse) => {
  it('links the target, not the redirect, under its own label', async () => {
    const convert = await createMarkdownConverter(BASE);
    const html = '<p>Apply with <a href="https://www.google.com/url?q=https://riversidegarden.org.uk/forms&amp;sa=D&amp;source=editors">the plot form</a>.</p>';
    expect(convert(parse(html).body)).toBe('Apply with [the plot form](https://riversidegarden.org.uk/forms).');
  });
});
