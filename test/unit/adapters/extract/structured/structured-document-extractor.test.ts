import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractStructured } from '../../../../../adapters/outbound/extract/structured/structured-document-extractor.js';
import { FEED_LIMITS } from '../../../../../adapters/outbound/extract/structured/feed-markdown-renderer.js';

const fixture = (name: string): string => readFileSync(new URL(`../../../../fixtures/extract/${name}`, import.meta.url), 'utf8');
const FEED_URL = 'https://fieldnotes.example/feed.xml';

async function done(kind: 'json' | 'xml', text: string) {
  const result = await extractStructured(kind, text, FEED_URL, true);
  if (!result.ok || result.value.kind !== 'done') throw new Error(`expected a document, got ${JSON.stringify(result)}`);
  return result.value;
}

describe('extractStructured: XML', () => {
  it('returns well-formed non-feed XML as its source', async () => {
    expect(await done('xml', '  <note><to>Ada</to></note>\n')).toEqual({ kind: 'done', contentKind: 'xml', text: '<note><to>Ada</to></note>' });
  });

  it.each([
    ['<note><to>Ada</note>', /unexpected close tag/],
    ['<note>&nbsp;</note>', /undefined entity/],
    ['<a/><b/>', /only one root/],
    ['<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', /entity/],
  ])('rejects %j as parse_error when declared', async (text, reason) => {
    const result = await extractStructured('xml', text, FEED_URL, true);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('parse_error');
      expect(result.error.message).toMatch(reason);
    }
  });

  it('reports a sniffed document that does not parse as not structured', async () => {
    expect(await extractStructured('xml', '<rss><channel>', FEED_URL, false)).toEqual({ ok: true, value: { kind: 'not_structured' } });
    expect(await extractStructured('json', '{oops', FEED_URL, false)).toEqual({ ok: true, value: { kind: 'not_structured' } });
  });
});

describe('extractStructured: feeds', () => {
  it('renders RSS 2.0 entries with absolute links, dates and HTML-free summaries', async () => {
    const feed = await done('xml', fixture('rss2.xml'));
    expect(feed.contentKind).toBe('feed');
    expect(feed.title).toBe('Field Notes & Measurements');
    expect(feed.text).toBe([
      '# Field Notes & Measurements',
      '',
      'Notes from the field.',
      '',
      '- [Bridge vibrations](https://fieldnotes.example/posts/bridge.html) (Tue, 02 Jan 2024 09:30:00 GMT)',
      '  We measured a footbridge. Second paragraph.',
      '- Unsafe link (2024-01-01)',
      '  Only in content:encoded',
      '- [(untitled)](https://fieldnotes.example/posts/guid-only)',
      '  No title here',
    ].join('\n'));
  });

  it('renders RSS 1.0 (RDF) items', async () => {
    const feed = await done('xml', fixture('rdf.xml'));
    expect(feed.contentKind).toBe('feed');
    expect(feed.text).toContain('# RDF News');
    expect(feed.text).toContain('- [First story](https://news.example/a) (2023-12-24T10:00:00Z)\n  Story one summary.');
    expect(feed.text).toContain('- [Second story](https://news.example/b)');
  });

  it('renders Atom entries using the alternate link and the published date', async () => {
    const feed = await done('xml', fixture('atom.xml'));
    expect(feed.text).toContain('# Atom Example\n\nThings we wrote');
    expect(feed.text).toContain('- [Release 2.0](https://fieldnotes.example/entries/release-2) (2024-02-01T08:00:00Z)\n  The new release.');
    expect(feed.text).toContain('- [XHTML content](https://atom.example/entries/xhtml) (2024-01-15T00:00:00Z)\n  Inline xhtml body');
  });

  it('bounds the number of entries and the summary length', async () => {
    const items = Array.from({ length: FEED_LIMITS.maxEntries + 5 }, (_, index) => `<item><title>Item ${index}</title><description>${'word '.repeat(400)}</description></item>`).join('');
    const feed = await done('xml', `<rss version="2.0"><channel><title>Big</title>${items}</channel></rss>`);
    expect(feed.text.match(/^- /gm)).toHaveLength(FEED_LIMITS.maxEntries);
    expect(feed.text).toContain('(5 more entries not shown)');
    const summaryLine = feed.text.split('\n').find((line) => line.startsWith('  word')) ?? '';
    expect(summaryLine.length).toBeLessThanOrEqual(FEED_LIMITS.summaryChars + 3);
    expect(summaryLine.endsWith('…')).toBe(true);
  });
});

describe('extractStructured: JSON', () => {
  it('pretty-prints declared JSON and rejects invalid declared JSON', async () => {
    expect(await done('json', '{"a":[1,2]}')).toEqual({ kind: 'done', contentKind: 'json', text: '{\n  "a": [\n    1,\n    2\n  ]\n}' });
    const invalid = await extractStructured('json', '{"a":', FEED_URL, true);
    expect(!invalid.ok && invalid.error.code).toBe('parse_error');
  });
});
