/** A group's title is a name: at most this many characters, and no sentence (a note under the rows says one). */
const TITLE_MAX_CHARS = 60;
const SENTENCE_END = /[.!?。！？]$/u;

/**
 * A row of one cell that spans every column of its table, a short name in it: the title of the group of rows
 * under it (a data sheet's `tbody.spec-group > tr > th colspan="2"` "Display", then "Performance"),
 * not a row of data. `cells`: the row's cells; `columns`: the table's width; `span`: a cell's `colspan`.
 */
export function isGroupTitleRow(cells: readonly Element[], columns: number, span: (cell: Element) => number): boolean {
  const only = cells[0];
  if (cells.length !== 1 || only === undefined || columns < 2 || span(only) < columns) return false;
  const text = (only.textContent ?? '').replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(text) && text.length <= TITLE_MAX_CHARS && !SENTENCE_END.test(text);
}

/**
 * Whether a table's first row is the title of the first of its groups of rows (another group's title
 * row follows) and no row of column heads follows it (a row of header cells only): then the table has
 * no header row of its own, and the title reads as the first group's, like the titles of the groups
 * after it, not as the head of every column. A table's one title over all its rows stays its header.
 */
export function opensWithGroupTitle(rows: readonly Element[], cellsOf: (row: Element) => Element[], columns: number, span: (cell: Element) => number): boolean {
  const [first, second] = rows;
  if (first === undefined || !isGroupTitleRow(cellsOf(first), columns, span)) return false;
  const heads = second === undefined ? [] : cellsOf(second);
  if (heads.length >= 2 && heads.every((cell) => cell.nodeName === 'TH')) return false;
  return rows.slice(2).some((row) => isGroupTitleRow(cellsOf(row), columns, span));
}

/** A group title's text, bold (once: a title set as a heading is bold already, `boldTableGroupHeadings`). */
export function boldGroupTitle(text: string): string {
  return text === '' || /^\*\*[^*]+\*\*$/.test(text) ? text : `**${text}**`;
}
