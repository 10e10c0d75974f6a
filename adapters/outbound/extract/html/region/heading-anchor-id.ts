import { nameWords } from './name-words.js';

const HEADING_TAG = /^H[1-6]$/;
/** Words a generator may put before a heading's own anchor (`name-`, `user-content-`). */
const MAX_ANCHOR_PREFIX_WORDS = 2;

/**
 * True when `element`'s id is the anchor a document generator made from its heading's text: the
 * element is a heading whose words the id spells, or a section (any element) whose first child is
 * such a heading, or a wrapper whose first child is such a section (empty anchor targets before
 * either, such as Sphinx's `<span id="format-menu"></span>`, aside). Sphinx, MkDocs, Docusaurus,
 * Pandoc and GitHub all turn "File menu (Shell and Editor)" into `file-menu-shell-and-editor` and
 * "Related work" into `related-work`; such an id names the section's subject, not the page's chrome,
 * so it says nothing about whether the section is content (its heading's text does, and the passes
 * read that). A trailing number that the heading lacks (`related-work-1`, a generator's
 * de-duplication) is allowed, and so are the id's words run together where the heading's are parted by
 * an apostrophe or a slash ("Don’t align" as `dont-align`), and a section number the id lacks ("3.1. Fixed Header" as
 * `fixed-header`). A heading's own id may carry a generator's prefix before its words (xml2rfc's
 * `name-fixed-header`): a heading names itself whatever its id says.
 */
export function isHeadingAnchorId(element: Element): boolean {
  const id = element.getAttribute('id');
  if (id === null || id === '') return false;
  const isHeading = HEADING_TAG.test(element.nodeName.toUpperCase());
  const heading = isHeading ? element : firstHeading(element, 2);
  if (heading === undefined) return false;
  const title = nameWords(heading.textContent ?? '');
  while (title.length > 1 && /^\d+$/.test(title[0] as string)) title.shift();
  if (title.length === 0) return false;
  // Spelled without separators: generators drop an apostrophe or a slash ("Don’t align" as `dont-align`).
  const spelled = title.join('');
  const spells = (anchor: readonly string[]): boolean => {
    for (let offset = 0; offset <= (isHeading ? MAX_ANCHOR_PREFIX_WORDS : 0) && offset < anchor.length; offset += 1) {
      if (anchor.slice(offset).join('') === spelled) return true;
    }
    return false;
  };
  const anchor = nameWords(id);
  if (spells(anchor)) return true;
  while (anchor.length > 1 && /^\d+$/.test(anchor.at(-1) as string)) {
    anchor.pop();
    if (spells(anchor)) return true;
  }
  return false;
}

/**
 * True when `id` names a member of an API, as documentation generators write it: a dotted path or a
 * signature (Sphinx's `http.cookies.BaseCookie` and `module-django.middleware.cache`, rustdoc's
 * `method.share`, Javadoc's `shouldAccept(java.net.URI,java.net.HttpCookie)`). Such an id names the
 * member, not the page's chrome ("cookies", "share" and "menu" are a module's, a method's and a
 * class's names there); a stylesheet's hook is never written so (a selector would need escapes).
 */
export function isCodeMemberId(id: string): boolean {
  return id.includes('(') || /\w\.\w/.test(id);
}

/** True for `<h1>` … `<h6>`. */
export function isHeadingElement(element: Element | null): boolean {
  return element !== null && HEADING_TAG.test(element.nodeName.toUpperCase());
}

/**
 * The element's first child when it is a heading, past empty children (anchor targets), or, `depth`
 * allowing, the heading opening its first child; undefined otherwise.
 */
function firstHeading(element: Element, depth: number): Element | undefined {
  for (let child = element.firstElementChild; child !== null; child = child.nextElementSibling) {
    if (HEADING_TAG.test(child.nodeName.toUpperCase())) return child;
    if (hasText(child)) return depth > 1 ? firstHeading(child, depth - 1) : undefined;
  }
  return undefined;
}

/** Whether any text node under `element` has a non-space character; stops at the first (a large subtree's text is never built). */
function hasText(element: Element): boolean {
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) {
      if ((node.nodeValue ?? '').trim() !== '') return true;
    } else {
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
    }
  }
  return false;
}
