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

/**
 * The wording of a proof-of-work interstitial ("Verifying your request…", Anubis's default "Making
 * sure you're not a bot!"), for pages whose element ids were customised away. Wording can appear in
 * ordinary prose, so callers use it only when the page yielded no results.
 */
const PROOF_OF_WORK_WORDING: ReadonlyArray<readonly [pattern: RegExp, marker: string]> = [
  [/verifying your request/i, '"Verifying your request" wording'],
  [/making sure you['’]re not a bot/i, '"Making sure you\'re not a bot" wording'],
];

/** A short name of the proof-of-work wording found in the page text, or `undefined`. */
export function findProofOfWorkWording(text: string): string | undefined {
  return PROOF_OF_WORK_WORDING.find(([pattern]) => pattern.test(text))?.[1];
}
