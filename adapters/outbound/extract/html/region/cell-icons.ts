import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { nameWords } from './name-words.js';

/** Class words of an icon that says a feature is included, or that it is not. */
const YES_WORDS = new Set(['check', 'checkmark', 'tick', 'yes', 'included', 'available']);
const NO_WORDS = new Set(['x', 'cross', 'times', 'xmark', 'close', 'no', 'excluded', 'unavailable']);
const NONE_WORDS = new Set(['minus', 'dash']);
/** What draws a mark in a cell: an icon, or an empty element its label or title names (idealo's `<span class="datasheet-listItemValueIcon--yes" aria-label="ja">`, PCGamingWiki's `<div title="Native support" class="svg-icon tickcross-true">`). */
const ICONS = 'svg, i, img, span[aria-label]:empty, span[title]:empty, div[title]:empty';

/**
 * Writes as text each icon that is all a table cell says: its label (`aria-label`, `title`, an SVG's
 * `<title>`), else what its class draws, "✓" for a check, "✗" for a cross, "—" for a dash. A pricing
 * page's comparison table draws which plan includes which feature in icons only
 * (`<td><svg aria-label="Included">`, lucide's `<svg class="lucide lucide-check">`), and every such
 * cell came out blank: the table no longer said which plan has what. So is an empty cell whose class draws the
 * mark. `icons`: the page's `<svg>`s and `<i>`s without a title, its empty `<span>`s and `<div>`s with a label or title, and its empty `<td>`s with a class. Returns how many were written.
 */
export function writeCellIcons(icons: readonly Element[]): number {
  let written = 0;
  for (const icon of icons) {
    // An empty cell whose own class draws the mark (Garmin's specs: `<td class="yes"></td>`, `<td class="no"></td>`).
    if (icon.localName === 'td') {
      const drawn = icon.firstChild === null ? iconClassSays(classAttribute(icon)) : undefined;
      if (drawn !== undefined) icon.textContent = drawn;
      written += drawn === undefined ? 0 : 1;
      continue;
    }
    // A titled block in a link is the link's picture (Hacker News' `a > div.votearrow[title="upvote"]`): a control, no value.
    if ((icon.localName === 'div' || icon.localName === 'span') && !icon.hasAttribute('aria-label') && icon.closest('a, button') !== null) continue;
    const cell = icon.parentNode === null ? null : icon.closest('td, th');
    if (cell === null || (cell.textContent ?? '').trim() !== '' || cell.querySelectorAll(ICONS).length - icon.querySelectorAll(ICONS).length !== 1) continue;
    const said = iconText(icon);
    if (said === undefined) continue;
    icon.replaceWith(icon.ownerDocument.createTextNode(said));
    written += 1;
  }
  return written;
}

function iconText(icon: Element): string | undefined {
  const label = squeezed(icon.getAttribute('aria-label') ?? icon.getAttribute('title') ?? icon.querySelector('title')?.textContent ?? '');
  if (label !== '') return label;
  return iconClassSays(iconNames(icon));
}

/** The names an icon's class and `data-icon` give it. */
function iconNames(icon: Element): string {
  return `${classAttribute(icon)} ${icon.getAttribute('data-icon') ?? ''}`;
}

/** What an icon's class names draw: "✓" for a check, "✗" for a cross, "—" for a dash; `undefined` for anything else. */
export function iconClassSays(names: string): string | undefined {
  const words = nameWords(names);
  if (words.some((word) => YES_WORDS.has(word))) return '✓';
  if (words.some((word) => NO_WORDS.has(word))) return '✗';
  if (words.some((word) => NONE_WORDS.has(word))) return '—';
  return undefined;
}

/**
 * Writes as "✓" or "✗" the check and cross icons that open the items of one list, where the list
 * has both (a pricing card's features: Elementor's `<svg class="e-fas-check">` beside "Gym floor",
 * `<svg class="e-fas-times">` beside "Sauna & steam room"): the icons went as decoration and every
 * excluded feature read as included. A list of checks alone says nothing its text does not, and
 * stays as it is. `icons`: the page's `<svg>`s and `<i>`s without a title. Returns how many were written.
 */
export function writeListIcons(icons: readonly Element[]): number {
  const lists = new Map<Element, { icon: Element; said: string }[]>();
  for (const icon of icons) {
    const item = icon.parentNode === null ? null : icon.closest('li');
    const list = item?.parentElement;
    if (item === null || item === undefined || list === null || list === undefined || icon.closest('td, th') !== null || !opensItem(item, icon)) continue;
    const said = iconClassSays(iconNames(icon));
    if (said !== '✓' && said !== '✗') continue;
    const marks = lists.get(list) ?? [];
    marks.push({ icon, said });
    lists.set(list, marks);
  }
  let written = 0;
  for (const marks of lists.values()) {
    if (!marks.some((mark) => mark.said === '✓') || !marks.some((mark) => mark.said === '✗')) continue;
    for (const { icon, said } of marks) icon.replaceWith(icon.ownerDocument.createTextNode(`${said} `));
    written += marks.length;
  }
  return written;
}

/** The icon comes before any text of the item, and the item says something after it. */
function opensItem(item: Element, icon: Element): boolean {
  if ((item.textContent ?? '').trim() === '') return false;
  let preceding = '';
  const walk = (node: Node): boolean => {
    for (let child = node.firstChild; child !== null; child = child.nextSibling) {
      if (child === icon) return true;
      if (child.nodeType === 3) preceding += child.nodeValue ?? '';
      else if (child.nodeType === 1 && walk(child)) return true;
    }
    return false;
  };
  return walk(item) && preceding.trim() === '';
}
