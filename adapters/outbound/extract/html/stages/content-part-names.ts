import { classAttribute } from '../class-attribute.js';
import { embeddedPostsOf, wrapsEmbeddedPosts } from '../region/embedded-posts.js';
import { attributeIsIgnoringCase, type ElementCensus } from '../element-census.js';
import { nameWords } from '../region/name-words.js';
import type { NameStash } from './name-stash.js';
import { isUnlikelyCandidate, type ReadabilityRegexps } from './readability-regexps.js';

/** Class words of a recipe's own parts. */
const RECIPE_PART_WORDS = new Set(['ingredient', 'ingredients', 'instructions', 'directions', 'nutrition']);
/** The cheap test of a class for those words. */
const RECIPE_PART_NAME = /ingredient|instructions|directions|nutrition/i;

/**
 * A block its class names a recipe's part (its ingredients, instructions, directions or nutrition) besides a word
 * Readability reads as chrome: Yummly's `div.shopping-list-ingredients` (the ingredients, with a button that puts them
 * on a shopping list) was scored down for "shopping" and went, the recipe without its ingredients. Its class is taken
 * off for the parse.
 */
export function hideRecipePartNames(census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const element of census.query(mayNameRecipePart)) {
    const names = classAttribute(element);
    if (!(regexps.negative.test(names) || isUnlikelyCandidate(element, regexps))) continue;
    if (nameWords(names).some((word) => RECIPE_PART_WORDS.has(word))) stash.take(element, 'class');
  }
}

/** `[class*="ingredient" i], [class*="instructions" i], [class*="directions" i], [class*="nutrition" i]`. */
export function mayNameRecipePart(element: Element): boolean {
  return RECIPE_PART_NAME.test(classAttribute(element));
}

/** A callout says at least this many words; a live notice ("Item added to your cart") says fewer. */
const CALLOUT_MIN_WORDS = 12;

/**
 * Readability 0.6 removes every element with `role="alert"` as an unlikely candidate, whatever it
 * says; documentation themes set the role on their callouts (Bootstrap's `div.alert`, Docsy's alert
 * shortcode: a heading and a paragraph of advice), which went with it. The role is taken off for the
 * parse where the element holds a heading or a paragraph and at least {@link CALLOUT_MIN_WORDS}
 * words; a short live notice keeps it.
 */
export function hideCalloutAlertRoles(census: ElementCensus, stash: NameStash): void {
  for (const element of census.query(isAlert)) {
    if (element.querySelector('h1, h2, h3, h4, h5, h6, p') === null) continue;
    if ((element.textContent ?? '').split(/\s+/).filter((word) => word !== '').length >= CALLOUT_MIN_WORDS) stash.take(element, 'role');
  }
}

/** `[role="alert" i]`. */
export function isAlert(element: Element): boolean {
  return attributeIsIgnoringCase(element, 'role', 'alert');
}

/**
 * The wrappers of posts embedded from a social network (`wrapsEmbeddedPosts`), their class or id read by
 * Readability as chrome: NJ.com's `div.social-media-embed` round each quoted tweet is an unlikely
 * candidate ("social") and scored down ("media"), and the tweets the article quotes went with it. The names
 * of each wrapper up from the post, while the posts hold most of its text, are taken off for the parse.
 */
export function hideEmbedWrapperNames(census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  // Each wrapper is judged once: the posts of a page that quotes hundreds share the wrappers above them.
  const judged = new Set<Element>();
  for (const post of embeddedPostsOf(census)) {
    for (let wrapper = post.parentElement; wrapper !== null && !judged.has(wrapper); wrapper = wrapper.parentElement) {
      judged.add(wrapper);
      if (!wrapsEmbeddedPosts(wrapper)) break;
      const names = `${classAttribute(wrapper)} ${wrapper.getAttribute('id') ?? ''}`;
      if (!regexps.negative.test(names) && !isUnlikelyCandidate(wrapper, regexps)) continue;
      stash.take(wrapper, 'class');
      stash.take(wrapper, 'id');
    }
  }
}
