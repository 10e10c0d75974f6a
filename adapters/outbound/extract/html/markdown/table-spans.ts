/** Most rows a cell's `rowspan` is read to cover (a stray "rowspan=999" would pad every row below). */
const MAX_ROWSPAN = 50;

/** Where a table's `rowspan` cells reach into the rows below them. */
export interface RowSpans {
  /** The empty slots to write before a cell: the columns a cell above still covers. */
  readonly before: ReadonlyMap<Element, number>;
  /** The empty slots to write at a row's end: the columns after its last cell a cell above still covers. */
  readonly after: ReadonlyMap<Element, number>;
  /** Each row's width in columns, its own cells' and the covered slots. */
  readonly widths: ReadonlyMap<Element, number>;
}

/**
 * Lays out the cells of `rows` on a grid as a browser does, for the columns a `rowspan` cell covers
 * in the rows below it: a nutrition table's "Energy" header spanning its kJ and kcal rows (the kcal
 * row's cells read one column to the left, "Per 100g" under "Per portion"), a timetable's day over its
 * slots. `cellsOf` gives a row's cells; `colspan` a cell's width.
 */
export function rowSpans(rows: readonly Element[], cellsOf: (row: Element) => Element[], colspan: (cell: Element) => number): RowSpans {
  const before = new Map<Element, number>();
  const after = new Map<Element, number>();
  const widths = new Map<Element, number>();
  // For each column, how many more rows a cell above still covers.
  const covered: number[] = [];
  for (const row of rows) {
    let column = 0;
    const skip = (): number => {
      let slots = 0;
      while ((covered[column] ?? 0) > 0) {
        covered[column] = (covered[column] as number) - 1;
        column += 1;
        slots += 1;
      }
      return slots;
    };
    for (const cell of cellsOf(row)) {
      const slots = skip();
      if (slots > 0) before.set(cell, slots);
      const width = colspan(cell);
      const span = Math.min(MAX_ROWSPAN, Math.max(1, Number.parseInt(cell.getAttribute('rowspan') ?? '1', 10) || 1));
      for (let offset = 0; offset < width; offset += 1) if (span > 1) covered[column + offset] = span - 1;
      column += width;
    }
    let trailing = 0;
    for (let rest = column; rest < covered.length; rest += 1) {
      if ((covered[rest] ?? 0) > 0) {
        trailing = rest - column + 1;
      }
    }
    // Slots covered past the last cell, up to the last covered column (gaps in between are empty slots too).
    for (let rest = column; rest < column + trailing; rest += 1) if ((covered[rest] ?? 0) > 0) covered[rest] = (covered[rest] as number) - 1;
    if (trailing > 0) after.set(row, trailing);
    widths.set(row, column + trailing);
  }
  return { before, after, widths };
}
