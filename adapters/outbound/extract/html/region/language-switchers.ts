import { wordCount } from '../../../../../domain/page/markdown-words.js';

/**
 * Elements a language switcher's links stand in: the block that holds them all, past inline wrappers
 * and a list's items (a `<ul>` of languages is one switcher, not one per item).
 */
const SWITCHER_BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'section', 'header', 'footer', 'nav']);
/** Where the search for the block stops: a table's cell or a definition is left whole, and so is the page. */
const NO_SWITCHER = new Set(['td', 'th', 'dd', 'body']);
/** A language's label is a code or a name: "en", "pt-br", "Deutsch", "Português (Brasil)". */
const LANGUAGE_LABEL_MAX_WORDS = 3;
/** The words a switcher says besides its languages ("Available Languages:", "Read this page in:"). */
const INTRODUCTION_MAX_WORDS = 5;

/** A link to this page in another language (`hreflang`, HTML's attribute for exactly that): a candidate switcher's entry. */
export function isLanguageLink(element: Element): boolean {
  return element.localName === 'a' && element.hasAttribute('hreflang');
}

/**
 * Removes each block that only switches the page's language: its links are all short labels, at
 * least half of them marked with `hreflang` (the page's own language is often left unmarked), and it
 * says no more than a short introduction besides them. Apache httpd's manual opens and closes every
 * page with "Available Languages: de | en | fr | ja | ko", a paragraph inside the content, which both
 * Readability and the region kept. A sentence that links a translation ("This guide is also
 * [in Spanish](…)") says more than that and stays. `links` are the page's `hreflang` links a walk found.
 * Returns how many blocks went.
 */
export function removeLanguageSwitchers(links: readonly Element[]): number {
  const blocks = new Set<Element>();
  for (const link of links) {
    const block = switcherBlock(link);
    if (block !== undefined) blocks.add(block);
  }
  let removed = 0;
  for (const block of blocks) {
    if (!block.isConnected || !isLanguageSwitcher(block)) continue;
    block.remove();
    removed += 1;
  }
  return removed;
}

function switcherBlock(link: Element): Element | undefined {
  for (let element = link.parentElement; element !== null; element = element.parentElement) {
    if (SWITCHER_BLOCKS.has(element.localName)) return element;
    if (NO_SWITCHER.has(element.localName)) return undefined;
  }
  return undefined;
}

function isLanguageSwitcher(block: Element): boolean {
  const links = Array.from(block.querySelectorAll('a'));
  const marked = links.filter(isLanguageLink).length;
  if (links.length < 2 || marked * 2 < links.length) return false;
  let linkWords = 0;
  for (const link of links) {
    const words = wordCount(link.textContent ?? '');
    if (words > LANGUAGE_LABEL_MAX_WORDS) return false;
    linkWords += words;
  }
  return wordCount(block.textContent ?? '') - linkWords <= INTRODUCTION_MAX_WORDS;
}
