import { JSDOM, VirtualConsole } from 'jsdom';

/** A jsdom document for one page; `close` frees the window and its timers. */
export interface JsdomPage {
  readonly document: Document;
  close(): void;
}

/** Parses `html` with jsdom (no scripts, no subresources, console silenced) at `url`. */
export function parseWithJsdom(html: string, url: string): JsdomPage {
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  return { document: dom.window.document, close: () => dom.window.close() };
}
