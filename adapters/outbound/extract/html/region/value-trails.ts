import { classAttribute } from '../class-attribute.js';
import { hasOwnText, squeezed } from '../element-text.js';
import { nameWords } from './name-words.js';

/** A label names a value in a few words: at most this many characters, no link. */
const LABEL_MAX_CHARS = 40;
/** A trail of categories has at most this many steps; more is a menu. */
const TRAIL_MAX_STEPS = 8;
/** One step of a trail is a name: at most this many characters. */
const STEP_MAX_CHARS = 60;
/** What writes a trail's steps apart, as breadcrumbs show them. */
const STEP_SEPARATOR = ' › ';
/** Wrappers a trail's `nav` may sit in inside its value, and the value's own cells: elements that hold nothing else. */
const WRAPPERS = new Set(['div', 'span', 'dd', 'td']);
/** A value's cell: the climb through wrappers stops at it. */
const CELLS = new Set(['dd', 'td']);

/**
 * Writes as one line of text, in place, each navigation trail that is the value of a labelled pair
 * (Mercari's item facts: `div.title` "カテゴリー" beside `div.body > div.merBreadcrumbList > nav > ol`
 * of the item's categories; `<dt>Category</dt><dd><nav>…</nav></dd>`; a `<td>` beside its `<th>`):
 * the item's category path, a fact of the item, not the site's navigation. As a `nav` it went with
 * the page's chrome and left the label naming nothing; now the value reads "キッチン/食器 › 食器 › 容器".
 * Its steps' links go with it: a value of several links reads as a menu to the rules that prune link clusters.
 * `navs`: the page's `nav` and `[role="navigation"]` elements. Returns how many were written.
 */
export function writeValueTrails(navs: readonly Element[]): number {
  let written = 0;
  for (const nav of navs) {
    if (!nav.isConnected) continue;
    const steps = trailSteps(nav);
    if (steps === undefined) continue;
    const value = valueHolding(nav);
    if (value === undefined) continue;
    const line = nav.ownerDocument.createElement('span');
    line.textContent = steps.join(STEP_SEPARATOR);
    if (value === nav) nav.replaceWith(line);
    else value.replaceChildren(line);
    written += 1;
  }
  return written;
}

/** Words of a name that call a list a trail of steps. */
const TRAIL_WORDS = new Set(['breadcrumb', 'breadcrumbs', 'crumbs', 'crumb', 'trail']);

/**
 * The names of a trail's steps: the items of the one list the `nav` holds, each a short name (items
 * of no letters or digits are drawn separators). The list is ordered (`<ol>`, as ARIA's breadcrumb
 * pattern sets a trail), or the `nav`, its list or a wrapper of the nav names it a breadcrumb: a site's menu is a `<ul>` named nothing of the kind.
 */
function trailSteps(nav: Element): string[] | undefined {
  const lists = nav.querySelectorAll('ol, ul');
  const list = lists[0];
  if (lists.length !== 1 || list === undefined || squeezed(list.textContent ?? '') !== squeezed(nav.textContent ?? '')) return undefined;
  if (list.localName !== 'ol' && !namesTrail(list) && !namesTrail(nav) && !namesTrail(nav.parentElement)) return undefined;
  const steps = Array.from(list.children, (item) => squeezed(item.textContent ?? '')).filter((step) => /[\p{L}\p{N}]/u.test(step));
  if (steps.length === 0 || steps.length > TRAIL_MAX_STEPS || steps.some((step) => step.length > STEP_MAX_CHARS)) return undefined;
  return steps;
}

/**
 * The value cell the `nav` is all of (through wrappers that hold nothing else), when a label stands
 * right before it: a `<dd>` after its `<dt>`, a `<td>` after a cell of words, or the second of a
 * row's two blocks after a first of a few plain words.
 */
function valueHolding(nav: Element): Element | undefined {
  let value: Element = nav;
  while (!CELLS.has(value.localName) && value.previousElementSibling === null && value.nextElementSibling === null) {
    const parent = value.parentElement;
    if (parent === null || !WRAPPERS.has(parent.localName) || hasOwnText(parent)) break;
    value = parent;
  }
  const label = value.previousElementSibling;
  const row = value.parentElement;
  if (label === null || row === null || value.nextElementSibling !== null || !isLabel(label)) return undefined;
  if (value.localName === 'dd') return label.localName === 'dt' ? value : undefined;
  if (value.localName === 'td') return row.localName === 'tr' ? value : undefined;
  return row.childElementCount === 2 && label.localName !== 'dt' ? value : undefined;
}

/** Whether the element's class or ARIA label calls it a trail. */
function namesTrail(element: Element | null): boolean {
  return element !== null && nameWords(`${classAttribute(element)} ${element.getAttribute('aria-label') ?? ''}`).some((word) => TRAIL_WORDS.has(word));
}

/** Elements a field's name is set in. */
const LABEL_TAGS = new Set(['div', 'span', 'p', 'dt', 'th', 'td', 'label', 'strong', 'b']);
/** What a field's name never holds: a link (a "Back to results" beside the page's trail), a heading, a picture (a site's logo), a control (a search form). */
const NOT_IN_LABEL = 'a, nav, ol, ul, h1, h2, h3, h4, h5, h6, img, svg, form, input, button, select, textarea';

/** A few plain words set as a field's name. */
function isLabel(element: Element): boolean {
  const text = squeezed(element.textContent ?? '');
  return LABEL_TAGS.has(element.localName) && /\p{L}/u.test(text) && text.length <= LABEL_MAX_CHARS && element.querySelector(NOT_IN_LABEL) === null;
}
