import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractHtmlDocument } from '../../../../../adapters/outbound/extract/html/html-document-extractor.js';
import { extractLargeHtmlDocument, LARGE_DOCUMENT_LIMITS, LARGE_PART_CLEANING, largeDocumentReason, type LargePartCleaning } from '../../../../../adapters/outbound/extract/html/large-document/large-html-document.js';
import { countStartTags } from '../../../../../adapters/outbound/extract/html/large-document/start-tag-count.js';
import { splitMarkupIntoParts } from '../../../../../adapters/outbound/extract/html/large-document/markup-chunker.js';
import { prefilterHtml } from '../../../../../adapters/outbound/extract/html/html-prefilter.js';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { removeNonContent } from '../../../../../adapters/outbound/extract/html/region/non-content-removal.js';

const URL_ = 'https://docs.example.org/manual/';
const NOT_CANCELLED = { rawOnly: false, isCancelled: () => false };
/** The path's cleaning by markup alone (`removeNonContent`), which converts in parts exactly as the whole page. */
const MARKUP_ONLY: LargePartCleaning = { region: false, markupFirst: 'all', measures: 'page', noscript: false, main: false, finishing: 'none' };

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
  // Fields set flush against each other and a date against a name: the converter puts spaces into the parts' own trees.
  '<p><span class="k">Capacity</span><span class="v">12 cups</span>, posted by <span>ann</span><time datetime="2024-05-01">May 1, 2024</time></p>',
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
  it('cleaning by markup alone, converts in parts to the same Markdown as the whole page at once', async () => {
    await fc.assert(fc.asyncProperty(fc.array(blocks, { minLength: 1, maxLength: 60 }), fc.integer({ min: 200, max: 4_000 }), async (body, partChars) => {
      const html = page(body);
      const whole = await wholeMarkdown(html);
      const { LARGE_DOCUMENT_LIMITS } = await import('../../../../../adapters/outbound/extract/html/large-document/large-html-document.js');
      const saved = LARGE_DOCUMENT_LIMITS.partChars;
      (LARGE_DOCUMENT_LIMITS as { partChars: number }).partChars = partChars;
      try {
        const parts = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, { replacementChars: 0, decodedLength: html.length }, { ...NOT_CANCELLED, cleaning: MARKUP_ONLY });
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

  describe('production cleaning of the parts (LARGE_PART_CLEANING)', () => {
    const decoding = (html: string) => ({ replacementChars: 0, decodedLength: html.length });
    const story = (index: number): string => `<div class="story"><h2>Story ${index} headline about the harbour</h2><p>Paragraph ${index} tells what the council decided about the harbour and why the fishermen objected to the plan for a new pier.</p></div>`;
    /** A news hub as AP serves it: a custom header element holding a mega menu of section links (named as navigation by class only), then the stories (no <main>). */
    function hub(menuLinks: number, stories: number): string {
      const links = Array.from({ length: menuLinks }, (_, index) => `<li><a href="/hub/section-${index}">Section ${index}</a></li>`).join('');
      const menu = `<site-header class="Page-header"><div class="MainNavigation"><div class="MainNavigation-menu"><ul>${links}</ul></div></div></site-header>`;
      return `<!DOCTYPE html><html><head><title>Hub</title></head><body>${menu}<div class="Page-content">${Array.from({ length: stories }, (_, index) => story(index)).join('')}</div></body></html>`;
    }

    it('drops a menu named as navigation by class only, which markup alone keeps', async () => {
      const html = hub(400, 300);
      const cleaned = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, decoding(html), NOT_CANCELLED);
      const markupOnly = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, decoding(html), { ...NOT_CANCELLED, cleaning: MARKUP_ONLY });
      expect(markupOnly.markdown).toContain('[Section 17]');
      expect(cleaned.markdown).not.toContain('Section 17');
      expect(cleaned.markdown).toContain('Paragraph 0 tells');
      expect(cleaned.markdown).toContain('Paragraph 299 tells');
      expect(cleaned.stageNotes[0]).toMatch(/read in \d+ parts/);
    });

    it('drops a mega menu cut into several parts: each part measures it, and the page, whole', async () => {
      const column = (index: number): string => `<div class="col"><ul>${Array.from({ length: 30 }, (_, link) => `<li><a href="/hub/${index}/${link}">Section ${index}.${link}</a></li>`).join('')}</ul></div>`;
      const menu = `<div class="MainNavigation">${Array.from({ length: 60 }, (_, index) => column(index)).join('')}</div>`;
      const html = `<!DOCTYPE html><html><head><title>Hub</title></head><body>${menu}<div class="Page-content">${Array.from({ length: 600 }, (_, index) => story(index)).join('')}</div></body></html>`;
      const menuParts = [...splitMarkupIntoParts(prefilterHtml(html).html, 32 * 1024)].filter((part) => part.includes('Section 30.0') || part.includes('Section 59.0'));
      expect(menuParts.some((part) => part.startsWith('<!DOCTYPE html><html><head></head><body><div class="MainNavigation">'))).toBe(true);
      // Without the finishing passes, whose link-block trim would drop a menu leading the page anyway.
      const pruned = { ...LARGE_PART_CLEANING, finishing: 'none' } as const;
      const cleaned = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, decoding(html), { ...NOT_CANCELLED, cleaning: pruned });
      const partMeasures = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, decoding(html), { ...NOT_CANCELLED, cleaning: { ...pruned, measures: 'part' } });
      expect(partMeasures.markdown).toContain('Section 30.0');
      expect(cleaned.markdown).not.toContain('Section');
      expect(cleaned.markdown).toContain('Paragraph 0 tells');
      expect(cleaned.markdown).toContain('Paragraph 599 tells');
    });

    it('reads only the <main> when it holds the region share of the text, and a kept <noscript> (a thread served for readers without scripts)', async () => {
      const posts = Array.from({ length: 40 }, (_, index) => `<div class="post"><p>Reply ${index}: the patch works for me on the older kernel as well.</p></div>`).join('');
      const html = `<!DOCTYPE html><html><head><title>Thread</title></head><body><div class="banner"><p>Subscribe and save on canned lattes this week only.</p></div><noscript><div id="main-outlet">${posts}</div></noscript><section id="main"></section></body></html>`;
      const cleaned = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, decoding(html), NOT_CANCELLED);
      const markupOnly = await extractLargeHtmlDocument(html, prefilterHtml(html), URL_, decoding(html), { ...NOT_CANCELLED, cleaning: MARKUP_ONLY });
      expect(markupOnly.markdown).not.toContain('Reply 39');
      expect(cleaned.markdown).toContain('Reply 0: the patch works');
      expect(cleaned.markdown).toContain('Reply 39: the patch works');
      const withMain = `<!DOCTYPE html><html><head><title>Hub</title></head><body><div class="promo"><p>Subscribe and save on canned lattes this week only.</p></div><main>${posts}</main></body></html>`;
      const main = await extractLargeHtmlDocument(withMain, prefilterHtml(withMain), URL_, decoding(withMain), NOT_CANCELLED);
      expect(main.markdown).not.toContain('canned lattes');
      expect(main.markdown).toContain('Reply 39');
      expect(LARGE_PART_CLEANING.main).toBe(true);
    });
  });
});

describe('countStartTags', () => {
  it('counts what a parser reads as elements (not a "<" before a space or digit), and stops one past the bound', () => {
    expect(countStartTags('<p>a < b, <b>bold</b> <br/> 1<2</p>', 100)).toBe(3);
    expect(countStartTags('<p>x</p>'.repeat(50), 10)).toBe(11);
    expect(countStartTags('plain text', 10)).toBe(0);
  });
});

describe('which pages are read in parts (largeDocumentReason, extractHtmlDocument)', () => {
  const decoding = { replacementChars: 0, decodedLength: 0 };
  /** A small manual page of `entries` definition-list entries: five elements each, about 60 bytes. */
  const apiPage = (entries: number): string => page([`<dl>${Array.from({ length: entries }, (_, index) => `<dt><code>f${index}</code></dt><dd><p>Returns <em>${index}</em>.</p></dd>`).join('')}</dl>`]);

  it('reads a page of more elements than the limit in parts, however little markup it has', async () => {
    const limit = LARGE_DOCUMENT_LIMITS.maxElements;
    const many = prefilterHtml(apiPage(Math.ceil(limit / 5) + 1));
    expect(many.html.length).toBeLessThan(LARGE_DOCUMENT_LIMITS.minMarkupChars);
    expect(largeDocumentReason(many)).toBe('more than 12,000 elements');
    expect(largeDocumentReason(prefilterHtml(apiPage(Math.floor(limit / 5) - 10)))).toBeUndefined();

    const read = await extractHtmlDocument(apiPage(Math.ceil(limit / 5) + 1), URL_, decoding, NOT_CANCELLED);
    expect(read.stageNotes[0]).toMatch(/^large document: more than 12,000 elements read in \d+ parts by the cleaned-body stage; Defuddle and Readability skipped$/);
    expect(read.markdown).toContain('Returns *2400*.');
    const whole = await extractHtmlDocument(apiPage(100), URL_, decoding, NOT_CANCELLED);
    expect(whole.stageNotes.join('\n')).not.toContain('large document');
    expect(whole.markdown).toContain('Returns *99*.');
  });

  it('reads a page of more markup than the limit in parts, and says how much', () => {
    const big = prefilterHtml(page([`<p>${'word '.repeat(LARGE_DOCUMENT_LIMITS.minMarkupChars / 5)}</p>`]));
    expect(largeDocumentReason(big)).toBe('1.0 MiB of markup (over 1 MiB)');
  });
});
