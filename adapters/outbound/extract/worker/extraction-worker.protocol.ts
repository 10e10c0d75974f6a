import type { HtmlDocumentResult } from '../html/html-document-result.js';
import type { HtmlExtractionRequest } from '../html/html-extraction.js';

/**
 * What the pool posts to the extraction worker: one page, tagged so the reply can be matched. The
 * markup comes as `markupBytes` (UTF-8 in a buffer the message transfers, see transferred-markup.ts),
 * `request.markup` then being empty; markup that UTF-8 cannot hold comes as `request.markup`.
 */
export interface ExtractionJob {
  readonly id: number;
  readonly request: HtmlExtractionRequest & { readonly markup: string };
  readonly markupBytes?: Uint8Array;
}

/**
 * The worker's answer to one job: the extracted document (its `parserFailures` already counting
 * the console calls the page made), or the description of what the extraction threw.
 */
export type ExtractionReply =
  | { readonly id: number; readonly outcome: 'done'; readonly result: HtmlDocumentResult }
  | { readonly id: number; readonly outcome: 'threw'; readonly description: string };
