import { giveNamedGridRoles, mayBeNamedGrid } from './class-named-grids.js';
import { giveSummaryGridRoles, isSummaryGrid } from './summary-grids.js';


/** The roles of a table's cells. */
const CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);
const HEADER_ROLES = new Set(['columnheader', 'rowheader']);
/** How far up from the table its detached header row is looked for (GitBook's sticky header sits two wrappers up). */
const HEADER_SEARCH_LEVELS = 4;

/**
 * Writes each table built of `<div>`s with ARIA roles (`role="table"`, rows `role="row"`, cells
 * `role="cell"`/`"columnheader"`/`"rowheader"`) as a `<table>`: GitBook's, Notion's and many React
 * kits' tables are such grids of boxes, which read as loose paragraphs (two columns as "name:
 * value" lines, three and more as one run of text with nothing to say where a row ends), and a
 * wrapper named for scrolling took them out whole. A header row the page keeps outside the table
 * (GitBook's sticky header, a separate `role="rowgroup"` above the scrolling body) is taken in
 * where its cells are as many as the table's columns. A table needs two rows of at least two
 * cells; a `<table>` with a role, and a role inside a `<table>`, are left alone. `grids`: the
 * page's `role="table"` elements (and Javadoc's summary grids: `giveSummaryGridRoles`) when an earlier walk collected them. Returns how many were written.
 */
export function writeAriaTables(root: Element, grids: readonly Element[] = Array.from(root.querySelectorAll('[role="table"]'))): number {
  let written = 0;
  for (const grid of grids) {
    if (!root.contains(grid) || grid.localName === 'table' || grid.closest('table') !== null) continue;
    if (isSummaryGrid(grid) && !giveSummaryGridRoles(grid)) continue;
    if (grid.getAttribute('role') !== 'table' && mayBeNamedGrid(grid) && !giveNamedGridRoles(grid)) continue;
    const rows = rowsOf(grid);
    const columns = Math.max(0, ...rows.map((row) => row.length));
    if (rows.length < 2 || columns < 2) continue;
    const detached = rows[0]?.some((cell) => HEADER_ROLES.has(cell.getAttribute('role') ?? '')) === true ? undefined : detachedHeader(grid, columns);
    const document = grid.ownerDocument;
    const table = document.createElement('table');
    const header = detached === undefined ? [] : detached.getAttribute('role') === 'row' ? [cellsOf(detached)] : rowsOf(detached).slice(0, 1);
    for (const cells of [...header, ...rows]) {
      const row = document.createElement('tr');
      for (const cell of cells) {
        const copy = document.createElement(HEADER_ROLES.has(cell.getAttribute('role') ?? '') ? 'th' : 'td');
        // A header cell that shows its name only in `title` (GitBook's sticky header before its script runs).
        if ((cell.textContent ?? '').trim() === '' && cell.hasAttribute('title')) copy.textContent = cell.getAttribute('title') ?? '';
        else copy.append(...Array.from(cell.childNodes));
        row.append(copy);
      }
      table.append(row);
    }
    detached?.remove();
    grid.replaceWith(table);
    written += 1;
  }
  return written;
}

/** The rows of `container` (a `role="table"`, or a detached header's group) not in a table inside it, each as its cells. */
function rowsOf(container: Element): Element[][] {
  const owner = container.getAttribute('role') === 'table' ? container : null;
  return Array.from(container.querySelectorAll('[role="row"]'))
    .filter((row) => (row.parentElement?.closest('[role="table"], table') ?? null) === owner)
    .map(cellsOf);
}

function cellsOf(row: Element): Element[] {
  return Array.from(row.querySelectorAll('*')).filter((cell) => CELL_ROLES.has(cell.getAttribute('role') ?? '') && cell.parentElement?.closest('[role="row"]') === row);
}

/**
 * The element holding the table's header row where the page keeps it outside the table: the first
 * `role="row"` of column headers, not in a table, within a few wrappers up, with as many cells as
 * the table has columns (the rowgroup holding it, or the row itself).
 */
function detachedHeader(grid: Element, columns: number): Element | undefined {
  let scope: Element | null = grid.parentElement;
  for (let level = 0; scope !== null && level < HEADER_SEARCH_LEVELS; level += 1, scope = scope.parentElement) {
    const row = Array.from(scope.querySelectorAll('[role="row"]')).find((candidate) => !grid.contains(candidate) && candidate.closest('[role="table"], table') === null);
    if (row === undefined) continue;
    const cells = cellsOf(row);
    if (cells.length !== columns || !cells.every((cell) => cell.getAttribute('role') === 'columnheader')) return undefined;
    return row.parentElement?.getAttribute('role') === 'rowgroup' ? row.parentElement : row;
  }
  return undefined;
}
