import { ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import { decodeUtf8 } from '../charset/utf8-text.js';
import type * as HtmlDocumentExtractor from './html-document-extractor.js';
import type { DecodingFacts, HtmlDocumentResult } from './html-document-result.js';

/** One HTML page to extract: the arguments of `extractHtmlDocument`, as plain data. */
export interface HtmlExtractionRequest {
  /**
   * The page's markup: its text, or UTF-8 bytes that decode to it without loss (`losslessUtf8Body`),
   * decoded where the extraction runs: a worker then gets the page's own bytes, not a string the
   * caller decoded and it encodes again.
   */
  readonly markup: string | Uint8Array;
  readonly url: string;
  readonly decoding: DecodingFacts;
  readonly rawOnly: boolean;
}

/**
 * Where HTML extraction runs: in this thread, or in a worker with a bounded heap. Either way the
 * result is the same plain data; a failure is an {@link ExtractionFailure}, never a throw for an
 * expected outcome. `parserFailures` includes the console calls the page's parsing made.
 */
export type HtmlExtraction = (request: HtmlExtractionRequest, signal: AbortSignal) => Promise<Result<HtmlDocumentResult, ExtractionFailure>>;

let extractor: Promise<typeof HtmlDocumentExtractor.extractHtmlDocument> | undefined;

/**
 * Extraction in the calling thread (its console output is captured by the caller). The parsers
 * load on the first page (once), so a process whose extraction runs in a worker never loads them itself.
 */
export const inThreadHtmlExtraction: HtmlExtraction = async (request, signal) => {
  const extract = await (extractor ??= import('./html-document-extractor.js').then((module) => module.extractHtmlDocument));
  const markup = typeof request.markup === 'string' ? request.markup : decodeUtf8(request.markup);
  return ok(await extract(markup, request.url, request.decoding, { rawOnly: request.rawOnly, isCancelled: () => signal.aborted }));
};

/** The failure of an extraction whose fetch was cancelled, wherever the extraction ran. */
export function cancelledExtraction(): ExtractionFailure {
  return { code: 'cancelled', message: 'The extraction was cancelled.' };
}
