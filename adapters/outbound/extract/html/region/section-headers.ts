import { linkedNonSpaceLength, nonSpaceLength, squeezed } from '../element-text.js';

/** Most of a section header's letters are no link's: a page header's are its menu's. */
const SECTION_HEADER_MAX_LINKED = 0.3;

/**
 * A section's own header: a `<div>` or `<span>` (or a `<header>` whose nearest sectioning ancestor is a `<section>`, as
 * HTML makes it that section's, Mediavine Create's recipe card `section > div > header` with the recipe's name, picture and "Print";
 * or one that says only its heading: Morrisons' `header.gn-accordionElement__header`
 * over "Product information") that holds one section heading (`h2`–`h6`, not the page's `h1`), no
 * menu, and text that is mostly not links. Tasty Recipes' `tasty-recipes-entry-header` with the
 * recipe's name, times and yield; Coursera's `span.cds-AccordionHeader-labelGroup` with a module's
 * name and hours; Discogs' `<section id="release-credits"><header><h2>Credits</h2><button>` over
 * each list of a release.
 */
export function isSectionHeader(element: Element): boolean {
  const name = element.localName;
  const shape = name === 'div' || name === 'span' || name === 'header';
  const headings = element.querySelectorAll('h2, h3, h4, h5, h6');
  if (!shape || headings.length !== 1 || element.querySelector('h1, nav') !== null) return false;
  if (name === 'header' && element.parentElement?.closest(SECTIONING)?.localName !== 'section' && !saysOnly(element, headings[0] as Element)) return false;
  return isMostlyUnlinked(element);
}

/** Elements a `<header>` belongs to, the nearest one round it (HTML's sectioning content, and the body). */
const SECTIONING = 'article, aside, nav, section, body';

/** A section's heading says a few words; an article's header says a headline. */
const HEADING_MAX_WORDS = 8;

/**
 * Whether the heading's letters are all the element's, a few words and no time: a `<header>` that is
 * no more than its section's heading (an article's header says its date).
 */
function saysOnly(element: Element, heading: Element): boolean {
  const said = squeezed(heading.textContent ?? '');
  return said !== '' && said === squeezed(element.textContent ?? '') && said.split(' ').length <= HEADING_MAX_WORDS && heading.querySelector('time') === null;
}

/** Some of the element's letters, and at most {@link SECTION_HEADER_MAX_LINKED} of them in links: a header's text, not its menu. */
export function isMostlyUnlinked(element: Element): boolean {
  const letters = nonSpaceLength(element);
  return letters > 0 && linkedNonSpaceLength(element) <= SECTION_HEADER_MAX_LINKED * letters;
}
