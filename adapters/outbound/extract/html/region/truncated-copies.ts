import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';
import { squeezed } from '../element-text.js';

/** Class words of a shortened copy of a text shown in full elsewhere. */
const EXCERPT_WORDS = new Set(['excerpt', 'preview', 'snippet', 'truncated']);
const NAMED_EXCERPT = '[class*="excerpt" i], [class*="preview" i], [class*="snippet" i], [class*="truncated" i]';
/** A shortened copy ends in an ellipsis. */
const ELLIPSIS = /(?:…|\.\.\.)$/;
/** The copy's words before the ellipsis are at least this long (characters), so they name one text. */
const MIN_STEM_CHARS = 20;
/** Ancestors searched for the full text: the post the copy heads. */
const POST_LEVELS = 3;

/**
 * Removes, in place, the shortened copies of a post's text that the page shows only when the post
 * is collapsed (Tildes' `div.comment-excerpt` in each comment's header, "The single most useful
 * thing I did was…", hidden by the stylesheet): an element whose class names an excerpt, whose
 * text ends in an ellipsis, and whose words before it open a text within the same post (up to
 * {@link POST_LEVELS} ancestors). Every comment opened twice. A listing's excerpt of a page it
 * links to has no full text beside it, and stays. Returns how many went.
 */
export function dropTruncatedCopies(root: Element): number {
  let dropped = 0;
  for (const element of Array.from(root.querySelectorAll(NAMED_EXCERPT))) {
    if (!nameWords(classAttribute(element)).some((word) => EXCERPT_WORDS.has(word))) continue;
    const text = squeezed(element.textContent ?? '');
    if (!ELLIPSIS.test(text)) continue;
    const stem = text.replace(ELLIPSIS, '').trim();
    if (stem.length < MIN_STEM_CHARS) continue;
    let ancestor = element.parentElement;
    for (let level = 0; level < POST_LEVELS && ancestor !== null; level += 1, ancestor = ancestor.parentElement) {
      const whole = squeezed(ancestor.textContent ?? '');
      const first = whole.indexOf(stem);
      if (first >= 0 && whole.indexOf(stem, first + stem.length) >= 0) {
        element.remove();
        dropped += 1;
        break;
      }
    }
  }
  return dropped;
}
