import { nonSpaceLength, squeezed } from '../element-text.js';

/** The column's code says at least this share of its characters (whitespace aside): a column of examples, not of prose. */
const CODE_MIN_SHARE = 0.6;
/** ...and at least this many characters: a real example, not an install command beside links. */
const CODE_MIN_CHARS = 40;
/** How many levels up from the column the page's main column is looked for, as a sibling of the column or of its wrappers. */
const MAIN_COLUMN_LEVELS = 4;

/**
 * Puts each column of code examples that a page shows only on wide screens beside its main column into that column:
 * Mintlify's API reference sets an endpoint's request and response examples in `div#content-side-layout.hidden.xl:flex`,
 * a sticky column beside the parameters, before the main column in the markup (a reversed flex row). Read as served,
 * the examples came before the page's title, or went with the column as a sidebar, though they are the code a reader
 * copies. Of `columns` (elements a class shows only from some width on: `hidingClassOf` `narrow`), one that holds
 * code blocks making at least {@link CODE_MIN_SHARE} of its text, and no menu, beside a column that holds the page's
 * `<h1>` (a sibling of it or of one of its wrappers), goes into that column: at the start of the block that holds most
 * of its text (the page's body under its header), or, when that block holds the `<h1>` too, right after the `<h1>`'s
 * block. A column whose every code block the main column already shows (a copy for wide screens) is removed.
 * Returns how many columns were placed or removed.
 */
export function placeSideCodeColumns(columns: readonly Element[], pres: readonly Element[]): number {
  if (columns.length === 0 || pres.length === 0) return 0;
  let placed = 0;
  for (const column of holdingCode(columns, pres)) {
    // A column inside one already placed (or removed) went with it.
    if (!column.isConnected || !isCodeColumn(column)) continue;
    const main = mainColumnBeside(column);
    if (main === undefined) continue;
    if (showsSameCode(main, column)) column.remove();
    else placeInto(main, column);
    placed += 1;
  }
  return placed;
}

/** The columns that hold one of the page's code blocks, in document order: found from the blocks up, not by a walk of each column. */
function holdingCode(columns: readonly Element[], pres: readonly Element[]): Element[] {
  const candidates = new Set(columns);
  const holding = new Set<Element>();
  for (const pre of pres) for (let ancestor = pre.parentElement; ancestor !== null; ancestor = ancestor.parentElement) if (candidates.has(ancestor)) holding.add(ancestor);
  return columns.filter((column) => holding.has(column));
}

function isCodeColumn(column: Element): boolean {
  const blocks = Array.from(column.getElementsByTagName('pre'));
  if (blocks.length === 0 || column.querySelector('nav, [role="navigation" i], h1') !== null) return false;
  const code = blocks.reduce((sum, block) => sum + nonSpaceLength(block), 0);
  return code >= CODE_MIN_CHARS && code >= CODE_MIN_SHARE * nonSpaceLength(column);
}

/** The sibling of the column, or of one of its wrappers, that holds an `<h1>`. */
function mainColumnBeside(column: Element): Element | undefined {
  let node = column;
  for (let level = 0; level < MAIN_COLUMN_LEVELS && node.parentElement !== null; level += 1, node = node.parentElement) {
    for (let sibling = node.parentElement.firstElementChild; sibling !== null; sibling = sibling.nextElementSibling) {
      if (sibling !== node && (sibling.localName === 'h1' || sibling.querySelector('h1') !== null)) return sibling;
    }
  }
  return undefined;
}

function showsSameCode(main: Element, column: Element): boolean {
  const shown = new Set(Array.from(main.getElementsByTagName('pre'), (block) => squeezed(block.textContent ?? '')));
  return Array.from(column.getElementsByTagName('pre')).every((block) => shown.has(squeezed(block.textContent ?? '')));
}

/** Puts `column` at the start of the main column's largest block, or after the `<h1>`'s block when that block holds it. */
function placeInto(main: Element, column: Element): void {
  let largest: Element | undefined;
  let most = -1;
  for (let child = main.firstElementChild; child !== null; child = child.nextElementSibling) {
    const size = nonSpaceLength(child);
    if (size > most) {
      largest = child;
      most = size;
    }
  }
  if (largest === undefined || largest.localName === 'h1') {
    main.append(column);
    return;
  }
  const heading = largest.querySelector('h1');
  if (heading === null) {
    largest.prepend(column);
    return;
  }
  // The heading's own block, a child of `largest`: the column goes right after it.
  let block: Element = heading;
  while (block.parentElement !== null && block.parentElement !== largest) block = block.parentElement;
  block.after(column);
}
