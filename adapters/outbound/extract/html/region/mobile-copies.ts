import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';

/** A class token that names the small-screen copy of a block: `hz-Listing-price--mobile`, `price_mobile`, `back-in-Stock-mobile`. */
const MOBILE_TOKEN = /(?:^|[-_])mobile$/i;
/** The walk's cheap test: the word anywhere in the class, in any case. */
const MOBILE_HINT = /mobile/i;
/** How many levels up from a small-screen copy its large-screen twin is looked for (the listing it belongs to). */
const TWIN_LEVELS = 3;

/** Whether the element's class names it a small-screen copy (the walk's cheap test). */
export function mayBeMobileCopy(element: Element): boolean {
  const names = classAttribute(element);
  return MOBILE_HINT.test(names) && mobileTokens(names).length > 0;
}

/**
 * Removes, in place, each of `candidates` (`mayBeMobileCopy`) that has a large-screen twin saying
 * the same: an element within {@link TWIN_LEVELS} levels up whose class has the same token with
 * "desktop" for "mobile", and the same text. Marktplaats sets each listing's price and date twice,
 * `hz-Listing-price--mobile` and `hz-Listing-price--desktop`, and a stylesheet shows one per
 * width; read as text, every price came twice. Returns how many went.
 */
export function dropMobileCopies(candidates: readonly Element[]): number {
  let dropped = 0;
  for (const element of candidates) {
    const text = squeezed(element.textContent ?? '');
    if (element.parentElement === null || !element.isConnected || text === '') continue;
    const twins = mobileTokens(classAttribute(element)).map((token) => `.${cssEscape(token.replace(/mobile$/i, (word) => desktopWord(word)))}`).join(', ');
    let scope: Element | null = element.parentElement;
    for (let level = 0; scope !== null && level < TWIN_LEVELS; level += 1, scope = scope.parentElement) {
      if (!Array.from(scope.querySelectorAll(twins)).some((twin) => twin !== element && squeezed(twin.textContent ?? '') === text)) continue;
      element.remove();
      dropped += 1;
      break;
    }
  }
  return dropped;
}

function mobileTokens(names: string): string[] {
  return names.split(/\s+/).filter((token) => MOBILE_TOKEN.test(token));
}

/** "desktop" in the case "mobile" was written in. */
function desktopWord(word: string): string {
  if (word === 'MOBILE') return 'DESKTOP';
  return word.startsWith('M') ? 'Desktop' : 'desktop';
}

/** A class token as a selector's class name (tokens may hold characters a selector reserves). */
function cssEscape(token: string): string {
  return token.replace(/[^\w-]/g, (character) => `\\${character}`);
}
