import type { DocumentExtractorPort, ExtractionInput, ExtractedDocument, ExtractionFailure } from '../application/ports/document-extractor.port.js';
import type { Result } from '../domain/shared/result.js';

/**
 * Loads the extraction chain (jsdom, Defuddle, Readability, Turndown, pdf-parse) on the first
 * fetch that needs it, so CLI start-up and search-only runs never pay for it.
 */
export class LazyContentExtractor implements DocumentExtractorPort {
  #loaded: Promise<DocumentExtractorPort> | undefined;

  async extract(input: ExtractionInput): Promise<Result<ExtractedDocument, ExtractionFailure>> {
    this.#loaded ??= import('../adapters/outbound/extract/content-extractor.adapter.js').then((m) => new m.ContentExtractor());
    return (await this.#loaded).extract(input);
  }
}
