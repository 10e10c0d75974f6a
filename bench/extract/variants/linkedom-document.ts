import { parseHTML } from 'linkedom';

/**
 * Parses `html` with linkedom into a Document that Defuddle and Readability
 * accept: `document.URL`/`baseURI` answer `url`, and the two browser APIs
 * linkedom lacks get inert stand-ins (no stylesheets; computed style of an
 * element is empty, as in a document without CSS). `parse` is linkedom's own unless a bench gives
 * another build of it.
 */
export function parseWithLinkedom(html: string, url: string, parse: typeof parseHTML = parseHTML): Document {
  const window = parse(html, { location: new URL(url) }) as unknown as Window;
  const document = window.document as Document & { styleSheets?: unknown; URL: string };
  if (!document.styleSheets) Object.defineProperty(document, 'styleSheets', { value: [], configurable: true });
  if (typeof window.getComputedStyle !== 'function') {
    Object.defineProperty(window, 'getComputedStyle', { value: () => ({ display: '' }), configurable: true });
  }
  try {
    (document as { URL: string }).URL = url;
  } catch {
    // A linkedom that makes URL read-only already answers from location.
  }
  return document;
}
