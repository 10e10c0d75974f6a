import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';

/** Blocks a grid's cell never holds: a cell of them is a card, and the grid a layout. */
const BLOCKS = 'p, ul, ol, table, h1, h2, h3, h4, h5, h6, pre, blockquote, section, article';
/** A grid has at least this many rows (a head and a row). */
const MIN_ROWS = 2;
/** A row has at least this many cells (a label and a value). */
const MIN_CELLS = 2;

function named(element: Element, word: string): boolean {
  return nameWords(classAttribute(element)).includes(word);
}

/** Whether the element may be a grid its class names a table (the walk's cheap test first). */
export function mayBeNamedGrid(element: Element): boolean {
  if (element.localName !== 'div') return false;
  const names = classAttribute(element);
  return TABLE_HINT.test(names) && nameWords(names).some((word) => word.endsWith('table'));
}

/** The walk's cheap test: the word anywhere in the class, in any case. */
const TABLE_HINT = /table/i;

/**
 * Gives a table drawn in `<div>`s that their classes name as one (a class word ending in "table": Liquipedia's
 * `div.csstable-widget.prizepooltable`; Asda's nutrition values: a
 * `div.…nutrition-table-cntr` of `div.…nutrition-row`s, each of `div.…nutrition-cell`s) the roles of
 * the table it draws, for `writeAriaTables`: the grid `role="table"`, each row `role="row"`, each
 * cell `role="cell"` (`role="columnheader"` in a first row its class names the header). Every row
 * must be named a row and hold as many cells as the others, each named a cell and holding no block;
 * otherwise the grid is left alone and false returned. Read as blocks, every value was a paragraph
 * of its own, and an empty cell shifted the values after it.
 */
export function giveNamedGridRoles(grid: Element): boolean {
  const rows = Array.from(grid.children);
  if (rows.length < MIN_ROWS || !rows.every((row) => row.localName === 'div' && named(row, 'row'))) return false;
  const width = rows[0]?.childElementCount ?? 0;
  if (width < MIN_CELLS) return false;
  for (const row of rows) {
    if (row.childElementCount !== width) return false;
    for (const cell of Array.from(row.children)) if (!named(cell, 'cell') || cell.querySelector(BLOCKS) !== null) return false;
  }
  giveRowRoles(rows, namesHeaderRow(rows[0] as Element));
  grid.setAttribute('role', 'table');
  return true;
}

/** Whether the first row's class names it the grid's header (`header`, `head`). */
export function namesHeaderRow(row: Element): boolean {
  return named(row, 'header') || named(row, 'head');
}

/** Gives each row `role="row"` and each of its cells `role="cell"`, the first row's `role="columnheader"` where `header`. */
export function giveRowRoles(rows: readonly Element[], header: boolean): void {
  rows.forEach((row, index) => {
    row.setAttribute('role', 'row');
    for (const cell of Array.from(row.children)) cell.setAttribute('role', index === 0 && header ? 'columnheader' : 'cell');
  });
}
