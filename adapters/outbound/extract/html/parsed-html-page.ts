/**
 * An HTML page parsed once into a DOM (from prefiltered markup: no executable scripts, styles,
 * inline SVG or comments). Only the last stage that reads `document` may mutate it (see
 * `runHtmlChain`). Scripts never run: neither parser executes them.
 */
export interface ParsedHtmlPage {
  readonly document: Document;
  /** Absolute http(s) base for links: the `<base href>` when valid, else the final URL. */
  readonly baseUrl: string;
  /** Which parser built `document`. */
  readonly parser: 'linkedom' | 'jsdom';
  /** Parser errors met on the way (a rejected tree, a throwing parse that was retried). */
  readonly parserFailures: number;
  /** Short notes for `stageNotes`, e.g. `parse: jsdom rejected a stylesheet; retried without <style>`. */
  readonly notes: readonly string[];
  /** Executable `<script>` elements the prefilter dropped before parsing (absent: none). */
  readonly removedScripts?: number;
  /** Of those, React's streaming scripts that move a hidden segment into place (absent: none; see `placeStreamedSegments`). */
  readonly streamedSegmentScripts?: number;
  /**
   * A fresh, identical parse of the same markup, for a stage that needs the original tree after
   * an earlier one consumed `document`. Absent when re-parsing is not cheap (the jsdom path).
   */
  readonly reparse?: () => Document;
}
