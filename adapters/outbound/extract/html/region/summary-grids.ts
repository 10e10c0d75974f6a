/** The class of a Javadoc (JDK 16 and later) summary laid out as a CSS grid, and its column count. */
const SUMMARY_GRID = /(?:^|\s)(two|three|four)-column-summary(?:\s|$)/;
const COLUMNS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4 };

/** The section of a class's members' summary (`section.method-summary`, `constructor-summary`, `field-summary`, `nested-class-summary`) or of a package's classes (`section.summary`). */
const SUMMARY_SECTION = /(?:^|\s)(?:[a-z-]+-)?summary(?:\s|$)/;

/**
 * Whether the element is a Javadoc summary grid: a class's members (`div.summary-table.three-column-summary` in a
 * `section.method-summary`) or a package's classes (`div.summary-table.two-column-summary` in `section.summary`).
 * Left as blocks, a package's list lost every class's name to Readability's cleaning (38 on `java.security.spec`'s page),
 * the descriptions kept. As a table the list outscores the package's description for Readability, whose cut then
 * begins below it; the content choice gives such a page to the region (`leadWords`).
 */
export function isSummaryGrid(element: Element): boolean {
  const classes = element.getAttribute('class') ?? '';
  return element.localName === 'div' && classes.includes('summary-table') && SUMMARY_GRID.test(classes) && SUMMARY_SECTION.test(element.closest('section')?.getAttribute('class') ?? '');
}

/**
 * Gives a Javadoc summary grid the roles of the table it draws: Javadoc writes each summary
 * ("Constructor Summary", "Method Summary") as a `div.summary-table.three-column-summary` whose
 * children are the cells, row after row, the first ones `div.table-header`; a stylesheet lays them
 * out. Read as blocks, the modifiers, names and descriptions came out as loose paragraphs, and
 * Readability's cleaning dropped the names (all link) from their descriptions. Each run of as many
 * cells as the grid has columns becomes a `role="row"`, header cells `role="columnheader"`, so
 * `writeAriaTables` writes it as a table. A grid whose cells do not fill its rows is left alone.
 */
export function giveSummaryGridRoles(grid: Element): boolean {
  const columns = COLUMNS[SUMMARY_GRID.exec(grid.getAttribute('class') ?? '')?.[1] ?? ''] ?? 0;
  const cells = Array.from(grid.children);
  if (columns === 0 || cells.length < 2 * columns || cells.length % columns !== 0) return false;
  const document = grid.ownerDocument;
  for (let start = 0; start < cells.length; start += columns) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    for (const cell of cells.slice(start, start + columns)) {
      cell.setAttribute('role', (cell.getAttribute('class') ?? '').includes('table-header') ? 'columnheader' : 'cell');
      row.append(cell);
    }
    grid.append(row);
  }
  grid.setAttribute('role', 'table');
  return true;
}
