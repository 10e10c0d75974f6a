import { blockSpacedText } from '../element-text.js';
import { nameWords } from '../region/name-words.js';

/** Elements that may be named for a newsletter (a cheap selector before the names are split into words). */
const NAMED = '[class*="ewsletter" i], [id*="ewsletter" i]';
/** A sign-up box says little: more words than this are a section about a newsletter. */
const BOX_MAX_WORDS = 80;
/**
 * What such a box asks of the reader, or mentions (Readability has cleaned its form away by then):
 * signing up or subscribing (in English, French, Spanish, Portuguese, Italian and German) or an inbox or e-mail.
 */
const ASKS = /(?<!\p{L})(?:sign ?up|subscri|inbox|e-?mail|courriel|correo|abonn|suscr[ií]b|inscr[eií]v|iscriv|assin[ae])/iu;

/**
 * Removes, in place, the newsletter sign-up boxes set inside an article (The Atlantic's
 * `ArticleInlineNewsletter`, Mayo Clinic's `cmp-newsletter-signup`, Axios' `NewsletterSignup`): an
 * element whose class or id names a newsletter, holding a form control or asking the reader to sign
 * up or subscribe, in at most {@link BOX_MAX_WORDS} words. The region stage drops them by name;
 * Readability has no such name in its lists, and its cut kept them mid-story (with a form's hidden
 * error message). Returns how many went.
 */
export function removeNewsletterBoxes(root: Element): number {
  let removed = 0;
  for (const element of Array.from(root.querySelectorAll(NAMED))) {
    if (!root.contains(element) || element === root) continue;
    if (!nameWords(`${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`).includes('newsletter')) continue;
    const text = blockSpacedText(element);
    if (text.split(' ').length > BOX_MAX_WORDS || (element.querySelector('form, input, button') === null && !ASKS.test(text))) continue;
    element.remove();
    removed += 1;
  }
  return removed;
}
