import { chromeName } from './chrome-rules.js';

const HEADING = 'h1, h2, h3, h4, h5, h6';
const HEADING_NAMES: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Whether the link points into the page (`#…`): a candidate heading permalink. */
export function isFragmentLink(element: Element): boolean {
  return element.localName === 'a' && (element.getAttribute('href') ?? '').trim().startsWith('#');
}

/**
 * Removes each link into the page that sits in or beside a heading and says nothing a reader sees
 * but a symbol, its words (if any) being for screen readers: a heading's permalink (Starlight's
 * `<a class="sl-anchor-link" href="#install"><svg/><span class="sr-only">Section titled “Install”</span></a>`,
 * rustdoc's "§"). Starlight's read as the words "Section titled …" under each heading and, counted as a
 * block of links, took the heading out with it; a heading holding a link is left to Readability's
 * judgement of names (`hideHeaderNames`), and rustdoc's `h2.section-header` "Structs", "Traits" went.
 * `links` are the page's links into itself a walk found. Returns how many went.
 */
export function removeHiddenPermalinks(links: readonly Element[]): number {
  // Per parent, read once: a contents list of thousands of links shares one (removing links takes no heading out).
  const headedParents = new Map<Element, boolean>();
  let removed = 0;
  for (const link of links) {
    const text = (link.textContent ?? '').trim();
    if (text === '' || !onlyHiddenText(link) || !besideHeading(link, headedParents)) continue;
    link.remove();
    removed += 1;
  }
  return removed;
}

function besideHeading(link: Element, headedParents: Map<Element, boolean>): boolean {
  if (link.closest(HEADING) !== null) return true;
  const parent = link.parentElement;
  if (parent === null) return false;
  let headed = headedParents.get(parent);
  if (headed === undefined) {
    headed = Array.from(parent.children).some((child) => HEADING_NAMES.has(child.localName));
    headedParents.set(parent, headed);
  }
  return headed;
}

/** Every letter of the element is inside an element named as text only screen readers read (`sr-only`, `visually-hidden`). */
export function onlyHiddenText(element: Element): boolean {
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3 && /[\p{L}\p{N}]/u.test(child.nodeValue ?? '')) return false;
    if (child.nodeType === 1 && chromeName(child as Element) !== 'hidden-text' && !onlyHiddenText(child as Element)) return false;
  }
  return true;
}
