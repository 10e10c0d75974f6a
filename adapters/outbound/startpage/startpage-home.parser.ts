import { findAnubisMarker } from '../search-http/anubis-interstitial.detector.js';
import { parseHtmlPage } from '../search-http/html-document.parser.js';
import { findStartpageCaptchaMarker } from './startpage-captcha.detector.js';

/** What Startpage's home page gave us: the `sc` form token, or why it is missing. */
export interface StartpageHome {
  /** Value of `form#search input[name=sc]`; Startpage treats searches without it as bots. */
  readonly searchToken?: string;
  /** Anubis or CAPTCHA marker found on a page without the token. */
  readonly challengeMarker?: string;
}

/** Reads the `sc` token from the home page's search form (any `input[name=sc]` as a fallback). */
export function parseStartpageHome(html: string, setCookie?: string): StartpageHome {
  const { document, text } = parseHtmlPage(html);
  const input = document.querySelector('form#search input[name="sc"]') ?? document.querySelector('input[name="sc"]');
  const value = input?.getAttribute('value')?.trim();
  if (value !== undefined && /^[\w.~-]{1,200}$/.test(value)) return { searchToken: value };
  const marker = findAnubisMarker(document, setCookie) ?? findStartpageCaptchaMarker(document, text);
  return marker === undefined ? {} : { challengeMarker: marker };
}
