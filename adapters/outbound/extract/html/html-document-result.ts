import type { PageVerdict } from '../../../../domain/page/page-classifier.js';
import type { HtmlExtraction } from './html-chain-result.js';

/**
 * The HTML-specific part of an extracted document: the chain's result (without the text length
 * the verdict was measured from), the page's own statements and the verdict.
 */
export interface HtmlDocumentResult extends Omit<HtmlExtraction, 'textLength'> {
  /** Page-derived author and publication date (ISO 8601), when the page states them. */
  readonly author?: string;
  readonly publishedAt?: string;
  /** The last-update day the page shows instead of a publication day (ISO 8601). */
  readonly updatedAt?: string;
  readonly verdict: PageVerdict;
}

/** Decoding facts the classifier needs besides the page itself. */
export interface DecodingFacts {
  readonly replacementChars: number;
  readonly decodedLength: number;
  /** The HTTP status, when the caller passed one (error pages). */
  readonly httpStatus?: number | undefined;
}
