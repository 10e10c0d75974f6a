import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata, type PageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { DATE_PREFERENCES } from '../../../../../../domain/page/metadata/date-preferences.js';

const URL_ = 'https://blog.example/posts/river-bridges';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const BODY = `<p>${'The bridge opened to walkers on Tuesday after three years of work on its deck. '.repeat(6)}</p>`;
const POSTING = ld({ '@type': 'BlogPosting', headline: 'River bridges', datePublished: '2025-06-17', dateModified: '2025-12-18' });
const dates = (metadata: PageMetadata): { publishedAt?: string; updatedAt?: string } => ({
  ...(metadata.publishedAt === undefined ? {} : { publishedAt: metadata.publishedAt }),
  ...(metadata.updatedAt === undefined ? {} : { updatedAt: metadata.updatedAt }),
});

describe('a page that shows its last update instead of its publication day', () => {
  it('reports an "Updated" day shown under the title as updatedAt, and keeps the stated publication as publishedAt', () => {
    const metadata = readPageMetadata(documentOf(POSTING, `<h1>River bridges</h1><p>Updated Dec 18, 2025 · 12 min read</p>${BODY}`), URL_);
    expect(dates(metadata)).toEqual({ publishedAt: '2025-06-17', updatedAt: '2025-12-18' });
  });

  it('reads the label in the element before a <time>-like element ("Last updated on <local-time>")', () => {
    const body = `<h1>River bridges</h1><div><span>Last updated on</span> <local-time datetime="2025-02-23T08:00:00.000Z">2025-02-23</local-time></div>${BODY}`;
    expect(dates(readPageMetadata(documentOf('', body), URL_))).toEqual({ updatedAt: '2025-02-23T08:00:00Z' });
  });

  it('reports an unlabelled day under the title that the markup states as dateModified as the update, not the publication', () => {
    const head = '<meta property="article:published_time" content="2025-10-30T12:00:36+00:00"><meta property="article:modified_time" content="2025-11-04T21:10:44+00:00">';
    const metadata = readPageMetadata(documentOf(head, `<h1>Tour packages</h1><p>Charlotte Gannon • November 4th, 2025</p>${BODY}`), URL_);
    expect(dates(metadata)).toEqual({ updatedAt: '2025-11-04' });
  });

  it('reports no update where the page shows its publication day: beside the title, or anywhere else', () => {
    const both = `<h1>River bridges</h1><p>Published June 17, 2025 · Updated Dec 18, 2025</p>${BODY}`;
    expect(dates(readPageMetadata(documentOf(POSTING, both), URL_))).toEqual({ publishedAt: '2025-06-17' });
    const publishedBelow = `<h1>River bridges</h1><p>Updated Dec 18, 2025</p>${BODY}<footer>First published June 17, 2025</footer>`;
    expect(dates(readPageMetadata(documentOf(POSTING, publishedBelow), URL_))).toEqual({ publishedAt: '2025-06-17' });
  });

  it('reads no update from the body text, after a section heading, or on a product page', () => {
    expect(dates(readPageMetadata(documentOf('', `<h1>River bridges</h1>${BODY}<p>Updated Dec 18, 2025</p>`), URL_))).toEqual({});
    expect(dates(readPageMetadata(documentOf('', `<h1>River bridges</h1><h2>Changes</h2><p>Updated Dec 18, 2025</p>`), URL_))).toEqual({});
    const product = ld({ '@type': 'Product', name: 'Trail shoe' });
    expect(dates(readPageMetadata(documentOf(product, '<h1>Trail shoe</h1><p>Updated Dec 18, 2025</p>'), URL_))).toEqual({});
  });

  it('reports nothing of the kind when shownUpdate is never (the update never becomes the publication)', () => {
    const metadata = readPageMetadata(documentOf(POSTING, `<h1>River bridges</h1><p>Updated Dec 18, 2025</p>${BODY}`), URL_, { date: { ...DATE_PREFERENCES, shownUpdate: 'never' } });
    expect(dates(metadata)).toEqual({ publishedAt: '2025-06-17' });
  });
});
