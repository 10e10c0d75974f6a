import { HEADINGS, squeezed } from '../element-text.js';
import { classHoldsWord } from './name-words.js';
import { isRatingLabel } from './rating-labels.js';

/** Class words of an element set as a section's title without a heading's tag ("customer-reviews__heading", "WidgetTitle"). */
const TITLE_WORDS: ReadonlySet<string> = new Set(['heading', 'title', 'headline']);
/** The cheap test of a class that may hold one of {@link TITLE_WORDS}. */
const TITLE_CLASSES = '[class*="heading" i], [class*="title" i], [class*="headline" i]';
/** What a title holds no more of: a block of its own, a heading, a control. */
const NOT_IN_TITLE = `${HEADINGS}, p, ul, ol, table, pre, blockquote, form, button, input, select, a[href], img`;
/** A title says a few words (characters). */
const TITLE_MAX_CHARS = 80;

/**
 * The elements under `root` that title a section by their class alone (`div.customer-reviews__heading` "Khách hàng
 * đánh giá" over Tiki's reviews, whose widgets set no heading tag): a short line of text, no heading, block, link,
 * picture or control in it and none round it, on a line of its own (`standsAlone`), named by the class word "heading", "title" or "headline". What they
 * title is judged as a heading's section is (`removeAsideBlocks`), with less to go by (`statesRatings`).
 */
export function classNamedTitles(root: Element): Element[] {
  return Array.from(root.querySelectorAll(TITLE_CLASSES)).filter((element) => {
    if (!classHoldsWord(element, TITLE_WORDS) || element.matches(NOT_IN_TITLE) || element.closest(HEADINGS) !== null || element.querySelector(NOT_IN_TITLE) !== null || !standsAlone(element)) return false;
    const text = squeezed(element.textContent ?? '');
    return text !== '' && text.length <= TITLE_MAX_CHARS;
  });
}

/** The element is a line of its own: not in a paragraph, and no words of its parent's run beside it (a title, not a phrase a sentence styles). */
function standsAlone(element: Element): boolean {
  const parent = element.parentElement;
  if (parent === null || element.closest('p') !== null) return false;
  return Array.from(parent.childNodes).every((node) => node.nodeType !== 3 || (node.nodeValue ?? '').trim() === '');
}

/** Microdata of a review's or the product's rating. */
const RATING_MICRODATA = '[itemprop="reviewRating" i], [itemprop="ratingValue" i]';

/**
 * Whether `block` states ratings: an element's `aria-label` or `title` is one ("4.7 sao", "5 out of 5 stars":
 * `isRatingLabel`), or microdata marks one. A block a title names "Reviews" by its class alone is customers' reviews
 * only with their stars: the Linux Foundation's `section.…-testimonials-title` "Reviews" over a course's
 * testimonials (no stars) is the course page's own text (WCXB 0185 keeps them).
 */
export function statesRatings(block: Element): boolean {
  if (block.querySelector(RATING_MICRODATA) !== null) return true;
  return Array.from(block.querySelectorAll('[aria-label], [title]')).some((element) => isRatingLabel(element.getAttribute('aria-label') ?? '') || isRatingLabel(element.getAttribute('title') ?? ''));
}
