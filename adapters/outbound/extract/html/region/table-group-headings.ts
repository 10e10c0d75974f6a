import { retag } from '../element-retag.js';
import { squeezed } from '../element-text.js';
import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';

/**
 * Writes as bold text each heading that titles a group of a table's rows: the one thing said by
 * the only cell of its row (a pricing page's comparison table, `<tr><th colspan="5"><h3>Content</h3></th></tr>`
 * between its rows of features, in a table with a head). A heading inside a table marks a layout table, so the whole
 * comparison was written one cell a paragraph, and no row said which plan a tick belonged to.
 * `headings`: the page's `<h1>`–`<h6>`. Returns how many were written.
 */
export function boldTableGroupHeadings(headings: readonly Element[]): number {
  let written = 0;
  for (const heading of headings) {
    const cell = heading.parentNode === null ? null : heading.closest('td, th');
    const row = cell?.parentElement;
    if (cell === null || cell === undefined || row === null || row === undefined || row.localName !== 'tr' || row.children.length !== 1) continue;
    if (squeezed(cell.textContent ?? '') !== squeezed(heading.textContent ?? '') || !hasWideRow(row)) continue;
    retag(heading, 'strong');
    written += 1;
  }
  return written;
}

/**
 * The heading's table is a data table apart from its group headings: it has a head (`<thead>`),
 * header cells in rows of two or more cells (a layout table's rows, DocBook's question-and-answer
 * sets, hold none), or rows whose first cell its class names as a label (`namesItsFact`), so its headings title groups of its rows.
 */
function hasWideRow(row: Element): boolean {
  const table = row.closest('table');
  if (table === null) return false;
  if (table.querySelector('thead') !== null) return true;
  const rows = Array.from(table.querySelectorAll('tr'));
  return rows.some((other) => other.children.length >= 2 && other.querySelector('th') !== null) || rows.filter(namesItsFact).length >= NAMED_ROWS_MIN;
}

/** Class words of a cell that names a fact (Tweakers' `td.spec-title` before its `td.spec-data`). */
const LABEL_CELL_WORDS = new Set(['title', 'label', 'name', 'key', 'spec', 'property']);
/** A table of labelled facts has at least this many rows whose first cell is named a label. */
const NAMED_ROWS_MIN = 2;

/** A row of two cells whose first one its class names as the fact's label. */
function namesItsFact(row: Element): boolean {
  if (row.children.length !== 2) return false;
  return nameWords(classAttribute(row.children[0] as Element)).some((word) => LABEL_CELL_WORDS.has(word));
}
