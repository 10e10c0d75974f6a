import { ContentExtractor } from '../../adapters/outbound/extract/content-extractor.adapter.js';
import type { ExtractedDocument } from '../../application/ports/document-extractor.port.js';

/**
 * An HTML page (markup or bytes) through the extractor WebFetch uses, as Markdown, in this thread;
 * throws with the error's code when the extractor answers an error.
 */
export async function extractHtml(page: string | Uint8Array, url: string): Promise<ExtractedDocument> {
  const result = await new ContentExtractor().extract({
    body: typeof page === 'string' ? new TextEncoder().encode(page) : page,
    contentType: 'text/html; charset=utf-8',
    url,
    format: 'markdown',
    signal: new AbortController().signal,
    maxStructuredBytes: 8 * 1024 * 1024,
  });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
