import { toSafeHttpUrl } from '../support/safe-url.js';

/** A `<base>` start tag, in any case. */
const BASE_TAG = /<base[\s/>]/i;

/**
 * The base for a page's relative links: a valid http(s) `<base href>`, else the page URL. `markup`, when
 * given, is what the document was parsed from: without a `<base` tag in it the tree holds none, and is not
 * searched (the search walks every node of the tree, and few pages have a base).
 */
export function pageBaseUrl(document: Document, url: string, markup?: string): string {
  const baseHref = markup === undefined || BASE_TAG.test(markup) ? document.querySelector('base[href]')?.getAttribute('href') : undefined;
  return (baseHref === undefined || baseHref === null ? undefined : toSafeHttpUrl(baseHref, url)) ?? url;
}
