import { elementByIdLookup } from '../element-by-id.js';
import { isTag, type ElementCensus } from '../element-census.js';

const FIGURE_LIKE = new Set(['figure', 'table', 'pre', 'img', 'picture']);
/** Blocks whose text a cross-reference sits in ("… as shown in Figure 2."). */
const RUNNING_TEXT = 'p, li, dd, td';

/**
 * The ids of the page that its running text cites and that name a figure, a table or a code block:
 * the anchors a writer gives what "see Figure 2" or "listed in Table 1" points at (xml2rfc wraps
 * `<div id="fig-header">` round its figure). Such an id is the writer's name for that figure, not a
 * stylesheet's for the page's chrome, whatever word it holds. A link alone in its block (a "back to
 * top" link) cites nothing; a cited element must open with the figure, so a "5 comments" link in a
 * byline does not make the comments a figure.
 */
export function citedFigureIds(document: Document, census: ElementCensus): ReadonlySet<string> {
  const cited = new Set<string>();
  const byId = elementByIdLookup(document);
  for (const link of census.query(isInPageLink)) {
    const id = decodeFragment((link.getAttribute('href') ?? '').slice(1));
    if (id === '' || cited.has(id)) continue;
    const block = link.parentElement?.closest(RUNNING_TEXT);
    if (block === null || block === undefined) continue;
    if ((block.textContent ?? '').trim().length <= (link.textContent ?? '').trim().length + 2) continue;
    const target = byId(id);
    if (target !== null && opensWithFigure(target)) cited.add(id);
  }
  return cited;
}

/** `a[href^="#"]`. */
export function isInPageLink(element: Element): boolean {
  return isTag(element, 'a') && element.getAttribute('href')?.startsWith('#') === true;
}

function opensWithFigure(element: Element): boolean {
  if (FIGURE_LIKE.has(element.localName)) return true;
  const first = element.firstElementChild;
  return first !== null && FIGURE_LIKE.has(first.localName);
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
