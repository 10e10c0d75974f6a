import type { ExtractionStage } from '../../../../application/ports/document-extractor.port.js';
import type { PageVerdict } from '../../../../domain/page/page-classifier.js';

/** The HTML-specific part of an extracted document. */
export interface HtmlDocumentResult {
  readonly markdown: string;
  readonly title?: string;
  /** Page-derived author and publication date (ISO 8601), when the page states them. */
  readonly author?: string;
  readonly publishedAt?: string;
  /** The last-update day the page shows instead of a publication day (ISO 8601). */
  readonly updatedAt?: string;
  readonly stage?: ExtractionStage;
  readonly stageNotes: readonly string[];
  /** Model-facing notes on content the extraction left out. */
  readonly removalNotes: readonly string[];
  readonly parserFailures: number;
  readonly verdict: PageVerdict;
}

/** Decoding facts the classifier needs besides the page itself. */
export interface DecodingFacts {
  readonly replacementChars: number;
  readonly decodedLength: number;
  /** The HTTP status, when the caller passed one (error pages). */
  readonly httpStatus?: number | undefined;
}
