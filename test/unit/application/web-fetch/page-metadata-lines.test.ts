import { describe, expect, it } from 'vitest';
import { pageMetadataLines } from '../../../../application/web-fetch/page-metadata-lines.js';
import type { FetchedDocument } from '../../../../application/web-fetch/fetched-document.js';
import type { ExtractedDocument } from '../../../../application/ports/document-extractor.port.js';

const entryOf = (document: Partial<ExtractedDocument>): FetchedDocument => ({
  finalUrl: 'https://blog.example/post', status: 200, bytes: 100, redirects: 0, attempts: 1, rendered: false, markdownLike: false, textBytes: 10,
  artifactPaths: new Map(),
  document: { text: 'Hello', contentKind: 'html', charset: 'utf-8', charsetSource: 'http', replacementChars: 0, stageNotes: [], parserFailures: 0, classification: 'none', ...document } as ExtractedDocument,
});
const NO_OUTLINE = { entries: [], omitted: 0 };

describe('pageMetadataLines: the page\'s dates', () => {
  it('shows the update day the page shows instead of its publication on its own line, beside the publication', () => {
    expect(pageMetadataLines(entryOf({ title: 'Trends', publishedAt: '2025-06-17', updatedAt: '2025-12-18' }), NO_OUTLINE)).toEqual([
      'Title: Trends', 'Author: none found on the page', 'Published: 2025-06-17', 'Updated: 2025-12-18',
    ]);
    expect(pageMetadataLines(entryOf({ title: 'Docs', updatedAt: '2025-02-23T08:00:00Z' }), NO_OUTLINE)).toEqual([
      'Title: Docs', 'Author: none found on the page', 'Published: no date found on the page', 'Updated: 2025-02-23T08:00:00Z',
    ]);
  });

  it('adds no "Updated" line when the page shows no update day', () => {
    expect(pageMetadataLines(entryOf({ title: 'Trends', publishedAt: '2025-06-17' }), NO_OUTLINE)).not.toContainEqual(expect.stringMatching(/^Updated/));
  });
});
