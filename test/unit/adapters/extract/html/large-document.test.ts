import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractLargeHtmlDocument } from '../../../../../adapters/outbound/extract/html/large-document/large-html-document.js';
import { splitMarkupIntoParts } from '../../../../../adapters/outbound/extract/html/large-document/markup-chunker.js';
import { prefilterHtml } from '../../../../../adapters/outbound/extract/html/html-prefilter.js';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { removeNonContent } from '../../../../../adapters/outbound/extract/html/region/non-content-removal.js';

const URL_ = 'https://docs.example.org/manual/';
const NOT_CANCELLED = { rawOnly: false, isCancelled: () => false };

/** The cleaned-body conversion of the whole page at once: what parts must add up to. */
async function wholeMarkdown(html: string): Promise<string> {
  const document = parseHTML(prefilterHtml(html).html).document as unknown as Document;
  removeNonContent(document.body);
  return (await createMarkdownConverter(URL_))(document.body);
}

const blocks = fc.constantFrom(
  '<p>Plain paragraph with <a href="/a">a link</a> and <em>emphasis</em>.</p>',
  '<h2>Heading two</h2>',
  '<ul><li>first item</li><li>second <code>item</code></li></ul>',
  '<ol><li>one</li><li>two</li><li>three</li></ol>',
  '<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr><tr><td>b</td><td>2</td></tr></table>',
  '<pre><code class="language-js">const x = 1;\nconst y = 2;</code></pre>',
  '<blockquote><p>Quoted words.</p></blockquote>',
  '<nav><a href="/">Home</a> | <a href="/x">X</a></nav>',
  '<div hidden><p>hidden text</p></div>',
  '<section><h3>Sub</h3><p>Inside a section.</p></section>',
  '<header><p>Article header kept inside main</p></header>',
);

function page(body: readonly string[]): string {
  return `<!DOCTYPE html><html><head><title>Manual</title></head><body><nav><a href="/">site nav</a></nav><main><article>${body.join('')}</article></main><footer>site footer</footer></body></html>`;
}

describe('splitMarkupIntoParts', () => {
  it('cuts only between blocks, re-opens the containers and keeps the head in the first part', () => {
    const markup = page(Array.from({ length: 200 }, (_, index) => `<p>Paragraph ${index} of the manual.</p>`));
    const parts = [...splitMarkupIntoParts(markup, 500)];
    expect(parts.length).toBeGreaterThan(5);
    expect(parts[0]).toContain('<title>Manual</title>');
    for (const part of parts.slice(1, -1)) {
      expect(part.startsWith('<!DOCTYPE html><html><head></head><body><main><article><p>')).toBe(true);
      expect(part.endsWith('</p>')).toBe(true);
    }
  });

  it('never splits a table, preformatted text, a list or an inline element', () => {
    const table = `<table>${'<tr><td>cell</td><td>value</td></tr>'.repeat(100)}</table>`;
    const pre = `<pre>${'line of code\n'.repeat(100)}</pre>`;
    const ol = `<ol>${'<li><p>step</p></li>'.repeat(100)}</ol>`;
    const ul = `<ul>${'<li><div>item</div></li>'.repeat(100)}</ul>`;
    const link = `<a href="/x">${'<span>linked words</span>'.repeat(100)}</a>`;
    const parts = [...splitMarkupIntoParts(page([table, pre, ol, ul, link]), 100)];
    for (const whole of [table, pre, ol, ul, link]) expect(parts.some((part) => part.includes(whole))).toBe(true);
  });

  it('keeps a block without any safe boundary inside it whole, however large', () => {
    const pre = `<pre>${'x\n'.repeat(10_000)}</pre>`;
    const parts = [...splitMarkupIntoParts(`<html><body>${pre}</body></html>`, 100)];
    expect(parts[0]).toBe(`<html><body>${pre}`);
  });
});

describe('extractLargeHtmlDocument', () => {
  it('converts in parts to the same Markdown as the whole page at once', async () => {
    await fc.assert(fc.asyncProperty(fc.array(blocks, { minLength: 1, maxLength: 60 }), fc.integer({ min: 200, max: 4_000 }), async (body, partChars) => {
      const html = page(body);
      const whole = await wholeMarkdown(html);
      const { LARGE_DOCUMENT_LIMITS } = await import('../../../../../adapters/outbound/extract/html/large-document/large-html-document.js');
      const saved = LARGE_DOCUMENT_LIMITS.partChars;
      (LARGE_DOCUMENT_LIMITS as { partChars: number }).partChars = partChars;
      try {
        const parts = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, { replacementChars: 0, decodedLength: html.length }, NOT_CANCELLED);
        expect(parts.markdown).toBe(whole);
        expect(parts.title).toBe('Manual');
      } finally {
        (LARGE_DOCUMENT_LIMITS as { partChars: number }).partChars = saved;
      }
    }), { numRuns: 60 });
  });

  it('drops navigation, hidden text and page chrome, keeps links absolute, and says what it did', async () => {
    const html = page(['<p>Read <a href="/guide">the guide</a>.</p>', '<div hidden>secret</div>']);
    const result = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, { replacementChars: 0, decodedLength: html.length }, NOT_CANCELLED);
    expect(result.markdown).toBe('Read [the guide](https://docs.example.org/guide).');
    expect(result.stage).toBe('cleaned-body');
    expect(result.verdict.classification).toBe('none');
    expect(result.stageNotes[0]).toMatch(/^large document: 0\.0 MiB of markup \(over 1 MiB\) read in 1 part by the cleaned-body stage; Defuddle and Readability skipped$/);
  });

  it('stops between parts once cancelled', async () => {
    const html = page(Array.from({ length: 2_000 }, (_, index) => `<p>Paragraph ${index} of a long manual.</p>`));
    let polls = 0;
    const result = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, { replacementChars: 0, decodedLength: html.length }, {
      rawOnly: false,
      isCancelled: () => (polls += 1) > 1,
    });
    expect(result.markdown).toContain('Paragraph 0 of');
    expect(result.markdown).not.toContain('Paragraph 1999 of');
  });
});
