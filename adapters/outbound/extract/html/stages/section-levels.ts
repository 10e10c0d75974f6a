import { retag } from '../element-retag.js';
import type { ElementCensus } from '../element-census.js';

/** The attribute that marks, in Readability's copy, the headings the page wrote as `<h1>`. */
const LEVEL_ONE = 'data-page-h1';

/** Marks the page's `<h1>`s in Readability's copy before its parse (which turns every `<h1>` into an `<h2>`). */
export function markLevelOneHeadings(census: ElementCensus): void {
  for (const heading of census.byTagName('h1')) heading.setAttribute(LEVEL_ONE, '');
}

/**
 * Puts back the levels of a document's sections in Readability's article: it writes every `<h1>` as
 * an `<h2>`, so where a page sets its sections in `<h1>`s and their parts in `<h2>`s (Perl's POD on
 * MetaCPAN: "METHODS" over each method), sections and parts came out as one level. Where the
 * article keeps two `<h1>`s or more and an `<h2>` of the page's own, each heading the page wrote
 * below `<h1>` goes one level down (an `<h6>` stays). The marks go either way.
 */
export function restoreSectionLevels(root: Element): void {
  const marked = Array.from(root.querySelectorAll(`[${LEVEL_ONE}]`));
  for (const heading of marked) heading.removeAttribute(LEVEL_ONE);
  // An `<h1>` inside an article of its own within the article (Documenter's `article.docstring` with
  // a Julia docstring's "# Arguments" and "# Examples") heads that entry, not a section of the page.
  const sections = new Set(marked.filter((heading) => !inNestedArticle(heading, root)));
  if (sections.size < 2) return;
  const below = Array.from(root.querySelectorAll('h2, h3, h4, h5')).filter((heading) => !sections.has(heading));
  if (!below.some((heading) => heading.localName === 'h2')) return;
  for (const heading of below) retag(heading, `h${Number(heading.localName.slice(1)) + 1}`);
}

function inNestedArticle(heading: Element, root: Element): boolean {
  const article = heading.closest('article');
  return article !== null && article !== root && root.contains(article);
}
