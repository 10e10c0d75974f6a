/**
 * An attribute name with a capital letter in a start tag (` srcSet=`, ` itemProp=`, ` STYLE=`):
 * React writes its camel-cased props into server-rendered HTML, and some sites write tags in capitals.
 */
const CAPITALISED_ATTRIBUTE = /\s[\w:.-]*[A-Z][\w:.-]*\s*=/;

/**
 * Lower-cases the attribute names of every element of a linkedom tree, as an HTML parser does:
 * linkedom keeps them as written (for SVG's `viewBox`), so `getAttribute('srcset')` missed React's
 * `srcSet` (Medium's and Next.js sites' images came out without a source), `itemprop` missed
 * `itemProp` and `style` missed `STYLE`. Inline SVG is gone before parsing (`prefilterHtml`), so
 * no name that must keep its case is left. `markup` is what was parsed: the tree is walked only when
 * it names an attribute with a capital. A name whose lower-case form the element also has keeps
 * that one's value (a parser keeps the first of duplicate attributes).
 */
export function lowerCaseAttributeNames(document: Document, markup: string): void {
  if (!CAPITALISED_ATTRIBUTE.test(markup)) return;
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name;
      const lower = name.toLowerCase();
      if (name === lower) continue;
      const value = attribute.value;
      element.removeAttribute(name);
      if (!element.hasAttribute(lower)) element.setAttribute(lower, value);
    }
  }
}
