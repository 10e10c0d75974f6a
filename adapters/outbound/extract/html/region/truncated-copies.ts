import { classHoldsWord } from './name-words.js';
import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { hasHidingStyle } from './chrome-rules.js';
import { show } from './disclosure-widgets.js';

/** Class words of a shortened copy of a text shown in full elsewhere. */
const EXCERPT_WORDS = new Set(['excerpt', 'preview', 'snippet', 'truncated']);
const NAMED_EXCERPT = '[class*="excerpt" i], [class*="preview" i], [class*="snippet" i], [class*="truncated" i]';
const EXCERPT_NAME = /excerpt|preview|snippet|truncated/i;

/** {@link NAMED_EXCERPT}. */
export function mayNameExcerpt(element: Element): boolean {
  return EXCERPT_NAME.test(classAttribute(element));
}
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
 * links to has no full text beside it, and stays. `named`: the elements under `root` that {@link NAMED_EXCERPT} selects.
 * Returns how many went.
 */
export function dropTruncatedCopies(root: Element, named: readonly Element[] = Array.from(root.querySelectorAll(NAMED_EXCERPT))): number {
  let dropped = 0;
  for (const element of named) {
    if (!classHoldsWord(element, EXCERPT_WORDS)) continue;
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

/** Hidden by its style or its `hidden` attribute, as a "Show more" link's script undoes. */
const HIDDEN_BY_MARKUP = '[style*="none" i], [hidden]';

/** {@link HIDDEN_BY_MARKUP}. */
export function mayBeHiddenByMarkup(element: Element): boolean {
  return /none/i.test(element.getAttribute('style') ?? '') || element.hasAttribute('hidden');
}
/** A shortened text: its words, an ellipsis, and at most a short control after it ("Show More", "read more"). */
const SHORTENED = /^(.*?)\s*(?:…|\.\.\.)\s*([^.…]{0,20})$/;

/**
 * Shows, in place, the full text a page hides beside its shortened copy, and removes the copy:
 * Untappd prints a beer's description as `div.beer-descrption-read-less` ("… Named for the morning
 * fog that rolls over the Harwick estuary... Show More") and the whole of it in the next
 * `div.beer-descrption-read-more` with `style="display: none"`, which the chain dropped as hidden,
 * with the brewing notes, the allergens and the medal. The hidden element (by style or `hidden`) must
 * open with the shortened copy's words before its ellipsis, at least {@link MIN_STEM_CHARS} of
 * them, and stand right beside it. `hidden`: the elements under `root` that {@link HIDDEN_BY_MARKUP} selects. Returns how many were shown.
 */
export function showHiddenFullTexts(root: Element, hidden: readonly Element[] = Array.from(root.querySelectorAll(HIDDEN_BY_MARKUP))): number {
  let shown = 0;
  for (const full of hidden) {
    if (!full.hasAttribute('hidden') && !hasHidingStyle(full)) continue;
    const whole = squeezed(full.textContent ?? '');
    const teaser = [full.previousElementSibling, full.nextElementSibling].find((sibling) => sibling !== null && opensWith(whole, sibling));
    if (teaser === undefined || teaser === null) continue;
    teaser.remove();
    show(full);
    shown += 1;
  }
  return shown;
}

/** `sibling` is a shortened copy (`SHORTENED`) of what `whole` opens with. */
function opensWith(whole: string, sibling: Element): boolean {
  const stem = SHORTENED.exec(squeezed(sibling.textContent ?? ''))?.[1];
  return stem !== undefined && stem.length >= MIN_STEM_CHARS && whole.length > stem.length && whole.startsWith(stem);
}
