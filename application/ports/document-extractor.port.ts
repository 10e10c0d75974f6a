import type { Result } from '../../domain/shared/result.js';
import type { PageVerdictKind } from '../../domain/page/page-classifier.js';

export type ContentKind = 'html' | 'json' | 'xml' | 'feed' | 'pdf' | 'text';
export type ExtractionStage = 'defuddle' | 'readability' | 'cleaned-body';

/** What the page is, beyond what it says (the domain's page verdict). `none` means an ordinary document. */
export type PageClassification = PageVerdictKind;

export interface ExtractionInput {
  readonly body: Uint8Array;
  readonly contentType: string | undefined;
  /** Final URL after redirects: the base for absolute links. */
  readonly url: string;
  /** `raw` returns the decoded body untouched. */
  readonly format: 'markdown' | 'text' | 'raw';
  readonly signal: AbortSignal;
  /** Cap for structured parsing (8 MiB). */
  readonly maxStructuredBytes: number;
  /**
   * HTTP status the body came with, when the caller inspects a non-success page (401/403 are
   * evidence of a sign-in wall); absent for ordinary 2xx documents.
   */
  readonly httpStatus?: number;
}

export interface ExtractedDocument {
  readonly text: string;
  /** Page-derived (untrusted): the document's title. */
  readonly title?: string;
  /** Page-derived (untrusted): the author or byline the page states (JSON-LD, meta, byline markup). */
  readonly author?: string;
  /** Page-derived (untrusted): the publication date the page states, as ISO 8601 (`YYYY-MM-DD` or a full timestamp). */
  readonly publishedAt?: string;
  /**
   * Page-derived (untrusted): the last-update day the page shows beside its title where it shows no
   * publication day at all ("Updated Dec 18, 2025"), as ISO 8601. Never a publication date.
   */
  readonly updatedAt?: string;
  /**
   * Notes we compose about what extraction removed or could not read, for the model-facing header,
   * e.g. `3 link-only blocks removed`. Never page text.
   */
  readonly removalNotes?: readonly string[];
  /**
   * Set when the body was larger than `maxStructuredBytes` and only its first `bytesRead` bytes
   * (of `bytesTotal`) were decoded and parsed: `text` ends early. Byte counts of the decoded body.
   */
  readonly cutAtParsingCap?: { readonly bytesRead: number; readonly bytesTotal: number };
  readonly contentKind: ContentKind;
  /** Charset actually used, e.g. `utf-8`, `shift_jis`. */
  readonly charset: string;
  /** How the charset was chosen. */
  readonly charsetSource: 'bom' | 'http' | 'meta' | 'xml-declaration' | 'default' | 'binary';
  readonly replacementChars: number;
  readonly stage?: ExtractionStage;
  /** How the winning stage was chosen, e.g. `defuddle: empty output`, `quality check: readability (outputs disagree, …; defuddle output is 62 % links)`, `trim: dropped 2 link-only blocks`. */
  readonly stageNotes: readonly string[];
  readonly parserFailures: number;
  readonly classification: PageClassification;
  /** A suggested next step when `classification` is not `none`. */
  readonly suggestion?: string;
}

export type ExtractionFailureCode = 'unsupported_content' | 'unsupported_charset' | 'parse_error' | 'too_large' | 'extraction_failed' | 'cancelled';

export interface ExtractionFailure {
  readonly code: ExtractionFailureCode;
  readonly message: string;
}

/** Turns a fetched body into model-readable text by content kind. */
export interface DocumentExtractorPort {
  extract(input: ExtractionInput): Promise<Result<ExtractedDocument, ExtractionFailure>>;
  /**
   * A document is about to be retrieved: an implementation may get ready to extract it meanwhile
   * (load its parsers, start and warm its worker) so the wait for the network hides that cost.
   * Returns at once and never throws; nothing depends on it having been called.
   */
  prepare?(): void;
}

export const DOCUMENT_EXTRACTOR = Symbol.for('mono-agent-web.port.DocumentExtractor');
