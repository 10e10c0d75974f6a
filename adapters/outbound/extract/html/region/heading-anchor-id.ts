import { holdsNonSpaceText } from '../element-text.js';
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
 * `name-fixed-header`): a heading names itself whatever its id says. A section's id may carry a
 * prefix of one letter (Django's documentation sets `div.section#s-adding-related-objects` round the
 * heading "Adding related objects"); a longer word before the heading's names where the section sits
 * (`post-comments`).
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
    const prefixWords = isHeading ? MAX_ANCHOR_PREFIX_WORDS : anchor[0]?.length === 1 ? 1 : 0;
    for (let offset = 0; offset <= prefixWords && offset < anchor.length; offset += 1) {
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

/** Blocks a generator anchors by the first words of their own text (BookStack's `p#bkmrk-never-share-a-clien`). */
const TEXT_ANCHORED = new Set(['p', 'li', 'blockquote', 'pre', 'table', 'dd', 'figure']);
/** A sentence, not a widget's label ("Share this article"). */
const TEXT_ANCHOR_MIN_TEXT = 40;
/** An anchor spelling fewer letters could be a widget's name that happens to open its label. */
const TEXT_ANCHOR_MIN_LETTERS = 12;

/**
 * True when `element` is a block of text (a paragraph, an item, a quote, a code block, a table) of at
 * least {@link TEXT_ANCHOR_MIN_TEXT} characters whose id spells the first words of its own text, past
 * a generator's prefix of at most two words: BookStack gives every block of a page such an id
 * (`bkmrk-never-share-a-clien` on "Never share a client secret between environments…"), which names
 * the sentence, not the page's chrome, whatever word ("share", "comment") it happens to hold.
 */
export function isTextAnchorId(element: Element): boolean {
  const id = element.getAttribute('id');
  if (id === null || !TEXT_ANCHORED.has(element.localName)) return false;
  const text = (element.textContent ?? '').slice(0, 400);
  if (text.trim().length < TEXT_ANCHOR_MIN_TEXT) return false;
  const spelled = nameWords(text).join('');
  const anchor = nameWords(id);
  for (let offset = 0; offset <= MAX_ANCHOR_PREFIX_WORDS && offset < anchor.length; offset += 1) {
    const words = anchor.slice(offset).join('');
    if (words.length >= TEXT_ANCHOR_MIN_LETTERS && spelled.startsWith(words)) return true;
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

/**
 * True when `element`'s id (`id`) names what its section is about, not where the page puts it: the anchor a generator
 * spelled from the section's heading (`isHeadingAnchorId`) or an API member's name (`isCodeMemberId`). Such an id says
 * nothing of chrome, bylines or the page's layout, whatever words it holds.
 */
export function isSubjectId(element: Element, id: string): boolean {
  return isCodeMemberId(id) || isHeadingAnchorId(element);
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
    if (holdsNonSpaceText(child)) return depth > 1 ? firstHeading(child, depth - 1) : undefined;
  }
  return undefined;
}
