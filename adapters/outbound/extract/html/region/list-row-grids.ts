import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';
import { giveRowRoles, namesHeaderRow } from './class-named-grids.js';

/** A grid of lists has at least this many rows (a head and two rows). */
const MIN_ROWS = 3;
/** A row has at least this many cells (a label and a value). */
const MIN_CELLS = 2;
/** A cell says a figure or a label, not a sentence. */
const CELL_MAX_CHARS = 60;
/** Blocks a grid's cell never holds. */
const BLOCKS = 'p, div, ul, ol, table, h1, h2, h3, h4, h5, h6, pre, blockquote';

/** Whether the element is a list its class names a row (`ul.wow-row.nutrition-row`): the walk's test. */
export function isNamedRowList(element: Element): boolean {
  return element.localName === 'ul' && nameWords(classAttribute(element)).includes('row');
}

/** Whether `list` is one row of a grid: as many items as `width`, each a short run of text. */
function isRow(list: Element, width: number): boolean {
  if (!isNamedRowList(list) || list.childElementCount !== width) return false;
  return Array.from(list.children).every((cell) => cell.localName === 'li' && (cell.textContent ?? '').trim().length <= CELL_MAX_CHARS && cell.querySelector(BLOCKS) === null);
}

/**
 * Gives a table drawn as a run of lists, one list per row (Woolworths' nutrition panel: a
 * `ul.nutrition-row` per nutrient, each of three `li.nutrition-column`s, the first row the heads over
 * an empty corner), the roles of the table it draws, for `writeAriaTables`: the run is wrapped in a
 * `role="table"`, each list a `role="row"` and each item a `role="cell"` (`role="columnheader"` in a
 * first row that opens with an empty corner or that its class names a header). Every list of the run must be named a row and hold as
 * many short items as the others (two at least), three rows at least. Read as lists, each value was a bullet of its own.
 * `lists` are the page's lists named a row (`isNamedRowList`); returns the grids made.
 */
export function giveListRowGridRoles(lists: readonly Element[]): Element[] {
  const grids: Element[] = [];
  for (const first of lists) {
    // A run starts at a list whose sibling before it is no row of it.
    if (!first.isConnected || (first.previousElementSibling !== null && isNamedRowList(first.previousElementSibling))) continue;
    const width = first.childElementCount;
    if (width < MIN_CELLS || !isRow(first, width)) continue;
    const rows = [first];
    for (let next = first.nextElementSibling; next !== null && isRow(next, width); next = next.nextElementSibling) rows.push(next);
    if (rows.length < MIN_ROWS) continue;
    const corner = (first.firstElementChild?.textContent ?? '').trim() === '';
    const grid = first.ownerDocument.createElement('div');
    grid.setAttribute('role', 'table');
    first.before(grid);
    giveRowRoles(rows, corner || namesHeaderRow(first));
    grid.append(...rows);
    grids.push(grid);
  }
  return grids;
}
