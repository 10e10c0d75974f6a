import { toSafeHttpUrl } from '../support/safe-url.js';

/** The base for a page's relative links: a valid http(s) `<base href>`, else the page URL. */
export function pageBaseUrl(document: Document, url: string): string {
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  return (baseHref === undefined || baseHref === null ? undefined : toSafeHttpUrl(baseHref, url)) ?? url;
}
