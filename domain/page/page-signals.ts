/**
 * Facts measured on an HTML page, the input of the page classifiers. Plain values only, so
 * every heuristic over them is pure and deterministic. Lengths count UTF-16 code units.
 */
export interface PageSignals {
  /** The document title, whitespace-collapsed and trimmed ('' when absent). */
  readonly title: string;
  /** The whole markup as decoded; scanned for vendor markers only when the page is sparse. */
  readonly markup: string;
  /** Whitespace-collapsed text a reader would see (no script, style, template or noscript). */
  readonly visibleText: string;
  /** Length of the main text the extraction chain produced (0 when nothing was extracted). */
  readonly extractedTextLength: number;
  /** Number of `<script>` elements, inline or external, and of scripts and modules the page preloads (`<link rel="modulepreload">`, `rel="preload" as="script"`). */
  readonly scriptCount: number;
  /** Number of `<input type="password">` fields. */
  readonly passwordFieldCount: number;
  /** Whitespace-collapsed text inside `<noscript>` elements (bounded by the collector). */
  readonly noscriptText: string;
  /** Ids (or tag names) of well-known application mount points that are present and empty. */
  readonly emptyMountPoints: readonly string[];
  /** Path and query of the page's final URL (after redirects); '' when unknown. */
  readonly urlPath?: string;
  /** HTTP status the page came with, when it is known to the classifier (error pages are inspected too). */
  readonly httpStatus?: number;
}
