const CAPTCHA_SELECTORS: ReadonlyArray<readonly [selector: string, marker: string]> = [
  ['[action*="/sp/captcha"]', 'captcha form'],
  ['[href*="/sp/captcha"]', 'captcha link'],
  ['meta[http-equiv="refresh" i][content*="captcha" i]', 'captcha refresh'],
  ['[src*="captcha" i]', 'captcha asset'],
];

/**
 * Looks for Startpage's CAPTCHA (its `/sp/captcha…` pages, or the word "captcha" in the page
 * text). Only consulted when a page yielded no results: a results page that merely mentions the
 * word is still a results page.
 */
export function findStartpageCaptchaMarker(document: ParentNode, text: string): string | undefined {
  for (const [selector, marker] of CAPTCHA_SELECTORS) {
    if (document.querySelector(selector) !== null) return marker;
  }
  return /captcha/i.test(text) ? 'captcha text' : undefined;
}
