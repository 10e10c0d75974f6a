/**
 * An HTML page parsed once into a DOM. Stages never mutate `document`; each works on its own
 * clone. Scripts never run: neither parser executes them.
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
}
