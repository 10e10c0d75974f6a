import type { DocumentExtractorPort } from '../../../application/ports/document-extractor.port.js';
import type { ExtractionVariant } from '../variant.js';

/** Where the production chain lives; a variable so the bench still compiles while it is being written. */
const PRODUCTION_MODULE = '../../../adapters/outbound/extract/content-extractor.adapter.js';
const STRUCTURED_PARSE_CAP_BYTES = 8 * 1024 * 1024;

/**
 * Variant (c): the production extraction chain, driven through its port
 * (`DocumentExtractorPort`) exactly as WebFetch drives it, with the page as
 * UTF-8 `text/html` and `format: 'markdown'`. The factory rejects when the
 * module or its `ContentExtractor` export is missing, and the run reports the
 * variant as skipped.
 */
export async function createProductionVariant(): Promise<ExtractionVariant> {
  const module = (await import(PRODUCTION_MODULE)) as { ContentExtractor?: new () => DocumentExtractorPort };
  if (typeof module.ContentExtractor !== 'function') throw new Error(`${PRODUCTION_MODULE} has no ContentExtractor export`);
  const extractor = new module.ContentExtractor();
  const encoder = new TextEncoder();
  return {
    name: 'production',
    description: 'adapters/outbound/extract ContentExtractor (DocumentExtractorPort), format markdown',
    extract: async (html, url) => {
      const result = await extractor.extract({
        body: encoder.encode(html),
        contentType: 'text/html; charset=utf-8',
        url,
        format: 'markdown',
        signal: new AbortController().signal,
        maxStructuredBytes: STRUCTURED_PARSE_CAP_BYTES,
      });
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      const document = result.value;
      return {
        markdown: document.text,
        stages: {},
        chosen: document.stage ?? 'none',
        stepMs: {},
        notes: document.stageNotes,
        ...(document.removalNotes === undefined ? {} : { removalNotes: document.removalNotes }),
        metadata: {
          ...(document.title === undefined ? {} : { title: document.title }),
          ...(document.author === undefined ? {} : { author: document.author }),
          ...(document.publishedAt === undefined ? {} : { publishedAt: document.publishedAt }),
          ...(document.updatedAt === undefined ? {} : { updatedAt: document.updatedAt }),
        },
      };
    },
  };
}
