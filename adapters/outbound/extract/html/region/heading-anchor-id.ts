import { nameWords } from './name-words.js';

const HEADING_TAG = /^H[1-6]$/;

/**
 * True when `element`'s id is the anchor a document generator made from its heading's text: the
 * element is a heading whose words the id spells, or a section (any element) whose first child is
 * such a heading (empty anchor targets before it, such as Sphinx's `<span id="format-menu"></span>`,
 * aside). Sphinx, MkDocs, Docusaurus, Pandoc and GitHub all turn "File menu (Shell and
 * Editor)" into `file-menu-shell-and-editor` and "Related work" into `related-work`; such an id
 * names the section's subject, not the page's chrome, so it says nothing about whether the
 * section is content (its heading's text does, and the passes read that). A trailing number that
 * the heading lacks (`related-work-1`, a generator's de-duplication) is allowed.
 */
export function isHeadingAnchorId(element: Element): boolean {
  const id = element.getAttribute('id');
  if (id === null || id === '') return false;
  const heading = HEADING_TAG.test(element.nodeName.toUpperCase()) ? element : firstHeading(element);
  if (heading === undefined) return false;
  const title = nameWords(heading.textContent ?? '');
  if (title.length === 0) return false;
  const anchor = nameWords(id);
  while (anchor.length > title.length && /^\d+$/.test(anchor.at(-1) as string)) anchor.pop();
  return anchor.length === title.length && anchor.every((word, index) => word === title[index]);
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

/** The element's first child when it is a heading, past empty children (anchor targets); undefined otherwise. */
function firstHeading(element: Element): Element | undefined {
  for (let child = element.firstElementChild; child !== null; child = child.nextElementSibling) {
    if (HEADING_TAG.test(child.nodeName.toUpperCase())) return child;
    if (hasText(child)) return undefined;
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
