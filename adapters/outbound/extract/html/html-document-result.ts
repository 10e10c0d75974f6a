import type { ExtractionStage } from '../../../../application/ports/document-extractor.port.js';
import type { PageVerdict } from '../../../../domain/page/page-classifier.js';

/** The HTML-specific part of an extracted document. */
export interface HtmlDocumentResult {
  readonly markdown: string;
  readonly title?: string;
  readonly stage?: ExtractionStage;
  readonly stageNotes: readonly string[];
  readonly parserFailures: number;
  readonly verdict: PageVerdict;
}

/** Decoding facts the classifier needs besides the page itself. */
export interface DecodingFacts {
  readonly replacementChars: number;
  readonly decodedLength: number;
}
