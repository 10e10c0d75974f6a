import type TurndownService from 'turndown';
import { BLOCK_INSIDE, oneLine, PAIR_VALUE_MAX_CHARS, pairName } from './definition-list-rule.js';
import { rowSpans, type RowSpans } from './table-spans.js';
import { isNamedLabel, isNamedValue } from './pair-cell-names.js';
import { boldGroupTitle, isGroupTitleRow, opensWithGroupTitle } from './table-group-rows.js';

/**
 * A cell longer than this (characters) marks a layout table, not a data table; but not in a table of
 * two columns whose every row is named by its header cell (Project Gutenberg's bibliographic record,
 * whose "Summary" runs to a thousand characters).
 */
const LAYOUT_CELL_CHARS = 1_000;
const MAX_COLSPAN = 20;
const BLOCK_CONTENT = 'table, h1, h2, h3, h4, h5, h6, pre, blockquote';
/** What only a data table holds: a header cell or section, a caption, column definitions. */
const DATA_MARKUP = 'th, thead, tfoot, caption, col, colgroup';
/** Below this share of cells holding text, a table without data markup is a layout grid (spacer and control cells). */
const MIN_FILLED_SHARE = 0.5;
/** A converted row of empty cells: nothing but cell borders and spaces. */
const EMPTY_ROW = /^[\s|]*$/;

interface TableShape {
  readonly isData: boolean;
  /** A layout table of name–value rows (`<th>` then `<td>`): written as a list of pairs. */
  readonly isPairs: boolean;
  /** A one-row table of a numbered provision: its number's cell, then its text's (`isNumberedItem`). */
  readonly isNumbered: boolean;
  readonly columns: number;
  readonly headerRow: Element | undefined;
  /** Where `rowspan` cells cover the rows below them; absent when no cell spans rows. */
  readonly spans?: RowSpans;
}

/**
 * GFM table rules (written here because turndown-plugin-gfm is unmaintained). Only data tables
 * become pipe tables: at least two columns, no nested table, no headings, code or quotes in cells,
 * no huge cells, no `role="presentation"` (or `datatable="0"`), and, unless the table has data
 * markup (header cells, a caption, a summary, column definitions), at least two rows and text in
 * half its cells (Readability also reads a one-row table as layout: an admonition's "Note" beside
 * its text, a comment beside its vote arrows). Layout tables fall through to Turndown's block
 * handling, so their content reads as paragraphs, except a layout table of name–value rows, written as a list of
 * pairs like a definition list's (`isNameValueRows`), and a numbered item's row, written as its number and text (`isNumberedItem`). The first row is the header row, unless the
 * table's header cells label its rows only (`labelsRowsOnly`) or it is the title of a group of rows (`opensWithGroupTitle`: then the header row is empty;
 * such titles are written bold wherever they stand); short rows are
 * padded, rows of empty cells below the first dropped; `colspan` repeats empty cells, and so do the columns a
 * `rowspan` cell covers in the rows below it (`rowSpans`); pipes and newlines inside cells are escaped or folded.
 */
export function tableRules(): Readonly<Record<string, TurndownService.Rule>> {
  const shapes = new WeakMap<Element, TableShape>();
  const shapeOf = (table: Element | null): TableShape | undefined => {
    if (table === null) return undefined;
    let shape = shapes.get(table);
    if (shape === undefined) {
      shape = measure(table);
      shapes.set(table, shape);
    }
    return shape;
  };
  const inDataTable = (node: Element): boolean => shapeOf(node.closest('table'))?.isData === true;
  const inPairTable = (node: Element): boolean => shapeOf(node.closest('table'))?.isPairs === true;
  const inNumberedItem = (node: Element): boolean => shapeOf(node.closest('table'))?.isNumbered === true;
  return {
    numberedItem: { filter: (node) => node.nodeName === 'TABLE' && shapeOf(node)?.isNumbered === true, replacement: (content) => `\n\n${content.trim()}\n\n` },
    numberedItemPart: { filter: (node) => ['THEAD', 'TBODY', 'TFOOT', 'TR'].includes(node.nodeName) && inNumberedItem(node), replacement: (content) => content },
    numberedItemCell: {
      filter: (node) => node.nodeName === 'TD' && inNumberedItem(node),
      replacement: (content, node) => (node.previousElementSibling === null ? `${oneLine(content, ' ')} ` : content.trim()),
    },
    pairTable: { filter: (node) => node.nodeName === 'TABLE' && shapeOf(node)?.isPairs === true, replacement: (content) => `\n\n${content.replace(/^\n+|\n+$/g, '')}\n\n` },
    pairTableSection: { filter: (node) => ['THEAD', 'TBODY', 'TFOOT'].includes(node.nodeName) && inPairTable(node), replacement: (content) => content },
    pairTableRow: { filter: (node) => node.nodeName === 'TR' && inPairTable(node), replacement: (content) => `\n- ${content.trim()}` },
    pairTableCell: {
      filter: (node) => (node.nodeName === 'TH' || node.nodeName === 'TD') && inPairTable(node),
      replacement: (content, node) => (node.nodeName === 'TH' || node.previousElementSibling === null ? pairName(content.replace(HEADING_MARK, '')) : oneLine(content)),
    },
    dataTable: {
      filter: (node) => node.nodeName === 'TABLE' && shapeOf(node)?.isData === true,
      replacement: (content, node) => {
        const caption = captionText(node.querySelector('caption'));
        // Whitespace around the rows too: a `<colgroup>` before them leaves its own, which split the header from the rows.
        const rows = content.trim();
        const columns = shapeOf(node)?.columns ?? 0;
        // A table of row headers only (a specification's "Volume | 28 L" rows) has no header row of its own: GFM needs one, empty.
        const header = shapeOf(node)?.headerRow === undefined ? `|${'  |'.repeat(columns)}\n|${' --- |'.repeat(columns)}\n` : '';
        return `\n\n${caption === '' ? '' : `${caption}\n\n`}${header}${rows}\n\n`;
      },
    },
    dataTableCaption: { filter: (node) => node.nodeName === 'CAPTION' && inDataTable(node), replacement: () => '' },
    dataTableSection: {
      filter: (node) => ['THEAD', 'TBODY', 'TFOOT'].includes(node.nodeName) && inDataTable(node),
      replacement: (content) => content,
    },
    dataTableRow: {
      filter: (node) => node.nodeName === 'TR' && inDataTable(node),
      replacement: (content, node) => {
        const shape = shapeOf(node.closest('table'));
        // A row without text between rows of data is a spacer (a section gap in a field table).
        if (node !== shape?.headerRow && EMPTY_ROW.test(content)) return '';
        const columns = shape?.columns ?? 0;
        const covered = ' |'.repeat(shape?.spans?.after.get(node) ?? 0);
        const padding = ' |'.repeat(Math.max(0, columns - (shape?.spans?.widths.get(node) ?? cellCount(node))));
        const row = `\n|${content}${covered}${padding}`;
        return node === shape?.headerRow ? `${row}\n|${' --- |'.repeat(columns)}` : row;
      },
    },
    dataTableCell: {
      filter: (node) => (node.nodeName === 'TD' || node.nodeName === 'TH') && inDataTable(node),
      replacement: (content, node) => {
        const text = (node.querySelector('li') === null ? content.replace(/\s*\n+\s*/g, ' ') : cellWithList(content)).replace(/\|/g, '\\|').trim();
        const shape = shapeOf(node.closest('table'));
        const covered = ' |'.repeat(shape?.spans?.before.get(node) ?? 0);
        const row = node.parentElement;
        // A group's title, not the header row: bold, so it reads apart from the rows of data under it.
        const alone = node.previousElementSibling === null && node.nextElementSibling === null;
        const title = alone && row !== null && row !== shape?.headerRow && isGroupTitleRow([node], shape?.columns ?? 0, colspan) && rowFollows(row);
        return `${covered} ${title ? boldGroupTitle(text) : text} |${' |'.repeat(colspan(node) - 1)}`;
      },
    },
  };
}

/** A list item's marker at the start of a line of Markdown. */
const ITEM_MARKER = /^(?:[-*+]|\d{1,3}[.)])\s+/;

/**
 * A cell's content that holds a list, on one line: its items apart by semicolons, without their
 * markers (Ceneo's "Rodzaj" cell of two `<li>`s read "- Bezprzewodowy - Myjący", stray dashes).
 */
function cellWithList(content: string): string {
  let line = '';
  let afterItem = false;
  for (const part of content.split('\n')) {
    const text = part.trim();
    if (text === '') continue;
    const item = ITEM_MARKER.test(text);
    const words = item ? text.replace(ITEM_MARKER, '') : text;
    line += line === '' ? words : `${item && afterItem ? '; ' : ' '}${words}`;
    afterItem = item;
  }
  return line;
}

function measure(table: Element): TableShape {
  const rows = ownRows(table);
  const spans = table.querySelector('[rowspan]') === null ? undefined : rowSpans(rows, ownCells, colspan);
  const columns = Math.max(0, ...rows.map((row) => spans?.widths.get(row) ?? cellCount(row)));
  const role = (table.getAttribute('role') ?? '').toLowerCase();
  const cells = rows.flatMap((row) => ownCells(row));
  const isNumbered = isNumberedItem(rows);
  const isData = !isNumbered && columns >= 2
    && role !== 'presentation' && role !== 'none' && table.getAttribute('datatable') !== '0'
    && table.querySelector(BLOCK_CONTENT) === null
    && (cells.every((cell) => (cell.textContent ?? '').length <= LAYOUT_CELL_CHARS) || (columns === 2 && labelsRowsOnly(table, rows)))
    && (hasDataMarkup(table) || !cells.some(holdsParagraphs))
    && (hasDataMarkup(table) || (rows.length >= 2 && filledShare(cells) >= MIN_FILLED_SHARE));
  const headless = labelsRowsOnly(table, rows) || opensWithGroupTitle(rows, ownCells, columns, colspan);
  return { isData, isPairs: !isData && !isNumbered && isNameValueRows(rows), isNumbered, columns, headerRow: headless ? undefined : rows[0], ...(spans === undefined ? {} : { spans }) };
}

/** A provision's number or an item's marker: "(1)", "1.", "(a)", "(iv)", "—". */
const ITEM_NUMBER = /^(?:\(?(?:\d{1,3}|[a-z]{1,2}|[ivxlc]{1,6})[.)]|\((?:\d{1,3}|[a-z]{1,2}|[ivxlc]{1,6})\)|[-–—•])$/i;

/**
 * One row of two cells, the first only a number or a marker (EUR-Lex sets each recital, point and
 * indent of an act in such a table: `<td><p>(1)</p></td><td><p>Consumers …</p></td>`, with column
 * widths): a numbered item, written as its number and its text, not a one-row table with the text
 * as its header (nor, where the text holds the item's sub-points, its number alone on a line).
 */
function isNumberedItem(rows: readonly Element[]): boolean {
  if (rows.length !== 1) return false;
  const cells = ownCells(rows[0] as Element);
  return cells.length === 2 && cells.every((cell) => cell.nodeName === 'TD') && ITEM_NUMBER.test((cells[0]?.textContent ?? '').trim());
}

/**
 * Every row is a header cell (or a cell its class names a label: `isNamedLabelCell`) naming the data cell beside it, each a line of text (Amazon's
 * `table.a-keyvalue role="presentation"` of product details): read as a layout table, each name
 * and each value came out a paragraph of its own, and a long table no longer said which was whose.
 */
function isNameValueRows(rows: readonly Element[]): boolean {
  return rows.length > 0 && rows.every((row) => {
    const cells = ownCells(row);
    const [label, value] = cells;
    if (cells.length !== 2 || label === undefined || !(label.nodeName === 'TH' || isNamedLabelCell(label)) || value?.nodeName !== 'TD') return false;
    if (cells.some((cell) => cell.querySelector(BLOCK_INSIDE) !== null && !isHeadingLabel(cell))) return false;
    return /\S/.test(label.textContent ?? '') && (value.textContent ?? '').trim().length <= PAIR_VALUE_MAX_CHARS;
  });
}

/** A Markdown heading's marks, as a row's label set as a heading is written. */
const HEADING_MARK = /^\s*#{1,6}\s+/;

/**
 * A row's header cell that holds only a heading (Discogs' facts: `<th scope="row"><h2>Label:</h2></th>`
 * beside each value): the row's name, styled as a heading, not a section of the page.
 */
function isHeadingLabel(cell: Element): boolean {
  const only = cell.firstElementChild;
  return cell.nodeName === 'TH' && only !== null && cell.childElementCount === 1 && /^H[1-6]$/.test(only.nodeName) && (only.textContent ?? '').trim() === (cell.textContent ?? '').trim();
}

/**
 * The table's header cells label its rows, not its columns: no `<thead>`, every row opens with a
 * header cell, and the first row has data cells too (a product's "More Information" table of
 * `<th>Volume</th><td>28 L</td>` rows, whose first row was printed as the column headers).
 */
function labelsRowsOnly(table: Element, rows: readonly Element[]): boolean {
  if (rows.length === 0 || table.querySelector('thead') !== null) return false;
  if (!ownCells(rows[0] as Element).some((cell) => cell.nodeName === 'TD')) return false;
  return rows.every((row) => ownCells(row)[0]?.nodeName === 'TH') || rows.every(isNamedPairRow);
}

/**
 * A data cell its class names a row's label, where the header cell would be (Elgiganten's
 * `td.spec-table__name` "Skärmstorlek (tum)" beside `td.spec-table__value` "65").
 */
function isNamedLabelCell(cell: Element): boolean {
  const value = cell.nextElementSibling;
  return cell.nodeName === 'TD' && value !== null && isNamedLabel(cell) && isNamedValue(value);
}

/**
 * A row of two data cells their classes name a label and its value (`td.spec-table__name` then
 * `td.spec-table__value`): a data sheet's row, the first of which was printed as the column headers.
 */
function isNamedPairRow(row: Element): boolean {
  const cells = ownCells(row);
  return cells.length === 2 && isNamedLabelCell(cells[0] as Element) && cells[1]?.nodeName === 'TD';
}

/** A cell of prose says at least this much (characters) across its paragraphs. */
const PROSE_CELL_CHARS = 300;

/**
 * A cell of paragraphs (two `<p>`s, or text parted by a blank line of two `<br>`s) that says at
 * least {@link PROSE_CELL_CHARS}: in a table without header cells, a forum post set in a layout table
 * (Invision 1's post rows), not a datum (a specification table's long "Features" cell has its `<th>` beside it).
 */
function holdsParagraphs(cell: Element): boolean {
  if ((cell.textContent ?? '').length < PROSE_CELL_CHARS) return false;
  if (cell.getElementsByTagName('p').length >= 2) return true;
  return Array.from(cell.getElementsByTagName('br')).some((br) => {
    let next = br.nextSibling;
    while (next !== null && next.nodeType === 3 && (next.nodeValue ?? '').trim() === '') next = next.nextSibling;
    return next !== null && next.nodeType === 1 && (next as Element).localName === 'br';
  });
}

function hasDataMarkup(table: Element): boolean {
  return table.hasAttribute('summary') || table.querySelector(DATA_MARKUP) !== null;
}

function filledShare(cells: readonly Element[]): number {
  return cells.filter((cell) => /\S/.test(cell.textContent ?? '')).length / Math.max(1, cells.length);
}

/** Rows of this table, not of tables nested in it. */
function ownRows(table: Element): Element[] {
  return Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table);
}

function ownCells(row: Element): Element[] {
  return Array.from(row.children).filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH');
}

/** Another row of the table comes after `row` (in its section, or in a section after it): a title titles rows under it. */
function rowFollows(row: Element): boolean {
  if (row.nextElementSibling !== null) return true;
  const parent = row.parentElement;
  if (parent === null || parent.nodeName === 'TABLE') return false;
  for (let section = parent.nextElementSibling; section !== null; section = section.nextElementSibling) if (section.querySelector('tr') !== null) return true;
  return false;
}

function cellCount(row: Element): number {
  return ownCells(row).reduce((sum, cell) => sum + colspan(cell), 0);
}

function colspan(cell: Element): number {
  const value = Number.parseInt(cell.getAttribute('colspan') ?? '1', 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), MAX_COLSPAN) : 1;
}

/** A table's caption as text, without its permalink marks (Sphinx's "¶" link after a numbered table's title). */
function captionText(caption: Element | null): string {
  if (caption === null) return '';
  let text = caption.textContent ?? '';
  for (const link of Array.from(caption.querySelectorAll('a'))) {
    const mark = link.textContent ?? '';
    const at = text.lastIndexOf(mark);
    if (mark.trim() !== '' && !/[\p{L}\p{N}]/u.test(mark) && at >= 0) text = `${text.slice(0, at)} ${text.slice(at + mark.length)}`;
  }
  return text.replace(/\s+/g, ' ').trim();
}
