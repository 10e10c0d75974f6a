/**
 * Language-independent markers of an Anubis proof-of-work page (TecharoHQ/anubis): its JSON
 * script ids, its static asset prefix and its cookies. English wording is deliberately not used:
 * the title is localised and operators customise texts.
 */
const ANUBIS_SELECTORS: ReadonlyArray<readonly [selector: string, marker: string]> = [
  ['#anubis_challenge', 'anubis_challenge script'],
  ['#anubis_version', 'anubis_version script'],
  ['#anubis-main', 'anubis-main script'],
  ['[src*="/.within.website/"]', '/.within.website/ asset'],
  ['[href*="/.within.website/"]', '/.within.website/ link'],
];

const ANUBIS_COOKIE_PREFIX = 'techaro.lol-anubis';

/**
 * Returns a short name of the first Anubis marker found in `document` or in the response's
 * `set-cookie` header, or `undefined` when the page is not an Anubis interstitial.
 */
export function findAnubisMarker(document: ParentNode, setCookie: string | undefined): string | undefined {
  for (const [selector, marker] of ANUBIS_SELECTORS) {
    if (document.querySelector(selector) !== null) return marker;
  }
  if (setCookie !== undefined && setCookie.includes(ANUBIS_COOKIE_PREFIX)) return `${ANUBIS_COOKIE_PREFIX} cookie`;
  return undefined;
}
