import type { ExtractedDocument } from '../ports/document-extractor.port.js';
import type { FetchFormat } from '../../domain/fetch/fetch-input.schema.js';
import type { RenderReason } from '../../domain/fetch/render-decision.policy.js';

/**
 * A retrieved and extracted page as the run cache keeps it: the format-independent extraction
 * (Markdown, or the decoded body for `raw`) plus the response facts. Slices and the `text` format
 * are derived from it without refetching.
 */
export interface FetchedDocument {
  readonly finalUrl: string;
  readonly status: number;
  /** Decoded body bytes. */
  readonly bytes: number;
  readonly redirects: number;
  /** HTTP attempts the original retrieval needed. */
  readonly attempts: number;
  /** True when a browser rendered the page (the text comes from the rendered DOM). */
  readonly rendered: boolean;
  /** Why the page was rendered (`browser_first` or `client_rendered_shell`); absent when static. */
  readonly renderReason?: RenderReason;
  readonly document: ExtractedDocument;
  /** True when `document.text` is Markdown (HTML, feeds, text/markdown): outline and text conversion apply. */
  readonly markdownLike: boolean;
  /** UTF-8 bytes of `document.text`: the entry's weight in the cache. */
  readonly textBytes: number;
  /** Saved full-text files per output format, so repeated reads do not write duplicates. */
  readonly artifactPaths: Map<FetchFormat, Promise<string | undefined>>;
}
