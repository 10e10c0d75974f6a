import { JSDOM } from 'jsdom';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { DEMO_ARTICLE_HTML } from '../../../../../adapters/inbound/demo/demo-article.asset.js';
import { DEMO_JSON, DEMO_RSS } from '../../../../../adapters/inbound/demo/demo-data.asset.js';
import { DEMO_LEGACY_HTML, demoLegacyPageBytes } from '../../../../../adapters/inbound/demo/demo-legacy-page.asset.js';
import { buildDemoPdf, DEMO_PDF_LINES } from '../../../../../adapters/inbound/demo/demo-pdf.asset.js';

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

describe('demo PDF', () => {
  it('parses with pdf-parse and yields both text lines', async () => {
    const parser = new PDFParse({ data: buildDemoPdf() });
    try {
      const result = await parser.getText();
      expect(result.total).toBe(1);
      for (const line of DEMO_PDF_LINES) expect(result.text).toContain(line);
    } finally {
      await parser.destroy();
    }
  });

  it('has an exact cross-reference table: every offset starts its object, startxref starts the table', () => {
    const text = latin1(buildDemoPdf());
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/u.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const table = text.slice(startxref).split('\n');
    expect(table[1]).toBe('0 6');
    expect(table[2]).toBe('0000000000 65535 f ');
    for (let object = 1; object <= 5; object += 1) {
      const entry = table[2 + object] ?? '';
      expect(`${entry}\n`).toHaveLength(20);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${object} 0 obj`.length)).toBe(`${object} 0 obj`);
    }
  });

  it('declares the exact stream length', () => {
    const text = latin1(buildDemoPdf());
    const match = /<< \/Length (\d+) >>\nstream\n/u.exec(text);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(text.slice(start + Number(match?.[1]), start + Number(match?.[1]) + '\nendstream'.length)).toBe('\nendstream');
  });

  it('escapes parentheses and backslashes in text', async () => {
    const parser = new PDFParse({ data: buildDemoPdf(['f(x) = a\\b']) });
    try {
      expect((await parser.getText()).text).toContain('f(x) = a\\b');
    } finally {
      await parser.destroy();
    }
  });
});

describe('demo legacy page', () => {
  const bytes = demoLegacyPageBytes();

  it('decodes with TextDecoder("windows-1251") back to the source text', () => {
    expect(new TextDecoder('windows-1251').decode(bytes)).toBe(DEMO_LEGACY_HTML);
  });

  it('is one byte per character and not valid UTF-8', () => {
    expect(bytes.byteLength).toBe([...DEMO_LEGACY_HTML].length);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
  });

  it('declares its charset in a meta tag within the first 1024 bytes', () => {
    expect(latin1(bytes.slice(0, 1024))).toMatch(/<meta http-equiv="Content-Type" content="text\/html; charset=windows-1251">/u);
  });
});

describe('demo article, JSON and feed', () => {
  it('the article has headings, links and a code block', () => {
    const document = new JSDOM(DEMO_ARTICLE_HTML).window.document;
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
    expect(document.querySelector('pre > code')?.textContent).toContain('"start_line": 201');
    const hrefs = [...document.querySelectorAll('article a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/guide.pdf');
    expect(hrefs.some((href) => href?.startsWith('https://'))).toBe(true);
  });

  it('the JSON document parses', () => {
    expect(JSON.parse(DEMO_JSON)).toMatchObject({ project: 'mono-agent-web', tools: [{ name: 'WebSearch' }, { name: 'WebFetch' }] });
  });

  it('the RSS feed is well-formed XML with three items', () => {
    const { window } = new JSDOM('');
    const xml = new window.DOMParser().parseFromString(DEMO_RSS, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.querySelectorAll('rss > channel > item')).toHaveLength(3);
  });
});
