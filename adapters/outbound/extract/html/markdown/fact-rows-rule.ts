import type TurndownService from 'turndown';
import { isNamedLabel, isNamedValue } from './pair-cell-names.js';
import { BLOCK_INSIDE, oneLine, pairName, PAIR_VALUE_MAX_CHARS } from './definition-list-rule.js';
import { hasOwnText } from '../element-text.js';
import { classAttribute } from '../class-attribute.js';

/** A block of fact rows has at least this many rows: two label–value blocks alone may be a card (one fewer beside such a block: `groupBeside`). */
const MIN_ROWS = 3;
/** A label is a name, not a sentence: at most this many characters... */
const LABEL_MAX_CHARS = 60;
/** ...and no more than this many words. */
const LABEL_MAX_WORDS = 8;
/** A value holding this many links or more is a list of links, which stays as the page wrote it. */
const MAX_VALUE_LINKS = 2;
/** Elements a row and its cells may be; Readability turns a `<div>` holding no blocks into a `<p>`. */
const ROW_TAGS = new Set(['DIV', 'LI']);
const CELL_TAGS = new Set(['DIV', 'P', 'SPAN', 'STRONG', 'B', 'LABEL']);
/** A label may be set as a minor heading (Walmart's specifications: `div.pb2 > h3 "Brand" + div "Hearthline"`). */
const HEADING_LABELS = new Set(['H3', 'H4', 'H5', 'H6']);
/** A value under a heading label is a fact of at most this many characters ("Digital Display, Viewing Window, Auto Shut-Off, …"). */
const HEADED_VALUE_MAX_CHARS = 120;
/** Cells that would each make a paragraph. */
const BLOCK_CELLS = new Set(['DIV', 'P']);

/**
 * Turndown rules for a data sheet written as rows of two blocks, a label and its value, with no
 * table or definition list to say so: Home Depot's `div.specifications__row` of `…cell--label`
 * "Chuck Type" and `…cell` "Ratcheting", Costco's Bootstrap `div.row` of `div.spec-name` and its
 * value, Redmine's issue attributes (`div.status.attribute` of `div.label` "Status:" and `div.value`).
 * Each block came out as a paragraph of its own, and a long sheet no longer said which value was
 * which label's; each row is now one list item, `- Chuck Type: Ratcheting`, as a definition list's
 * pairs are. A block qualifies when all its children are at least {@link MIN_ROWS} rows of one tag,
 * each exactly two cells with text (a label ending in a colon may have an empty value, or stand alone) and no text
 * of its own (in a list item, two blocks: two runs of text are one line already), no block markup inside either cell
 * (but one paragraph),
 * a short label (a name) and a value of one line's length with fewer than {@link MAX_VALUE_LINKS} links.
 */
export function factRowsRules(): Readonly<Record<string, TurndownService.Rule>> {
  const verdicts = new WeakMap<Element, boolean>();
  const isFactRows = (block: Element | null | undefined): boolean => {
    // Rows open the block (`rowsAreFacts`): a block that opens with no row is settled without reading its children.
    if (block === null || block === undefined || !ROW_TAGS.has(block.firstElementChild?.nodeName ?? '')) return false;
    let verdict = verdicts.get(block);
    if (verdict === undefined) {
      verdict = holdsFactRows(block);
      verdicts.set(block, verdict);
    }
    return verdict;
  };
  const runs = new WeakMap<Element, ReadonlyMap<Element, RunPlace>>();
  const runPlace = (row: Element | null | undefined): RunPlace | undefined => {
    const block = row?.parentElement;
    // Only a row with a class can stand in a run (`factRowRuns`); any other element's block is not read.
    if (row === null || row === undefined || block === null || block === undefined || !ROW_TAGS.has(row.nodeName) || classAttribute(row) === '' || isFactRows(block)) return undefined;
    let places = runs.get(block);
    if (places === undefined) {
      places = factRowRuns(block);
      runs.set(block, places);
    }
    return places.get(row);
  };
  // A row of a block of fact rows, or of a run of them among other children.
  const inFactRows = (row: Element | null | undefined): boolean => isFactRows(row?.parentElement) || runPlace(row) !== undefined;
  return {
    // An empty value prints a blank block's blank line; a value's own leading space follows the label's.
    factRows: { filter: (node) => isFactRows(node), replacement: (content) => `\n\n${rowLines(content)}\n\n` },
    factRow: { filter: (node) => isFactRows(node.parentElement), replacement: (content) => content },
    // A run of rows among a block's other children: the run is set apart from them as one list.
    factRunRow: {
      filter: (node) => runPlace(node) !== undefined,
      replacement: (content, node) => {
        const place = runPlace(node as Element);
        return `${place === 'first' ? '\n\n' : '\n'}${rowLines(content)}${place === 'last' ? '\n\n' : '\n'}`;
      },
    },
    factLabel: {
      filter: (node) => inFactRows(node.parentElement) && node.parentElement?.firstElementChild === node,
      replacement: (content) => `\n- ${pairName(content)}`,
    },
    factValue: { filter: (node) => inFactRows(node.parentElement) && node.parentElement?.childElementCount === 2 && node.parentElement.lastElementChild === node, replacement: (content) => oneLine(content) },
  };
}

/** Where a row stands in its run of fact rows. */
type RunPlace = 'first' | 'inner' | 'last';

/** Rows' Markdown as one list: no blank lines between items, a label's colon one space from its value. */
function rowLines(content: string): string {
  return content.replace(/^\n+|\n+$/g, '').replace(/\n{2,}/g, '\n').replace(/^(- [^\n]*?[:：]) {2,}/gm, '$1 ');
}

/**
 * The runs of at least {@link MIN_ROWS} fact rows of one tag and one class, one after another, in a
 * block whose other children are no rows, their cells named a label or a value by their class (`namesItsCells`): a product's description, then its facts, in one block
 * (Auchan's `div.product-description__content` of paragraphs, then `div.…__feature-group`s of
 * `…__feature-label` "Origine" and `…__feature-values` "France"; Blinkit's heading, two long
 * descriptions, then `Shelf Life` / `9 months`…). Each name and value came out a paragraph apart.
 */
function factRowRuns(block: Element): ReadonlyMap<Element, RunPlace> {
  const places = new Map<Element, RunPlace>();
  let run: Element[] = [];
  const close = (): void => {
    if (run.length >= MIN_ROWS) run.forEach((row, index) => places.set(row, index === 0 ? 'first' : index === run.length - 1 ? 'last' : 'inner'));
    run = [];
  };
  for (const child of Array.from(block.children)) {
    const previous = run.at(-1);
    const continues = previous !== undefined && child.nodeName === previous.nodeName && child.getAttribute('class') === previous.getAttribute('class') && !textBetween(previous, child);
    if (!continues) close();
    if (ROW_TAGS.has(child.nodeName) && (child.getAttribute('class') ?? '') !== '' && namesItsCells(child) && isFactRow(child)) run.push(child);
    else close();
  }
  close();
  return places;
}

/** A row whose label's or value's class says it is one (a run among other blocks must say so: a post's author line over its text is no fact). */
function namesItsCells(row: Element): boolean {
  const label = row.firstElementChild;
  const value = row.lastElementChild;
  return label !== null && value !== null && label !== value && (isNamedLabel(label) || isNamedValue(value));
}

/** Text (not white space) between two siblings. */
function textBetween(first: Element, second: Element): boolean {
  for (let node = first.nextSibling; node !== null && node !== second; node = node.nextSibling) if (node.nodeType === 3 && /\S/.test(node.textContent ?? '')) return true;
  return false;
}

/** See {@link factRowsRules}. */
function holdsFactRows(block: Element): boolean {
  return rowsAreFacts(block, Array.from(block.children));
}

/**
 * Moves, in place, each heading that opens a block of fact rows out before the block (Sony's spec
 * groups: `<div class="…__group"><h3>Battery</h3><div class="…__item"><p>Charge time</p><p>3.5 hrs</p></div>…`),
 * with the wrappers that hold only it (a design system's `div.merHeading > div.content > h2` over Mercari's item facts):
 * with the heading among the rows the block read as loose paragraphs, "Driver Unit", "32 mm", each
 * name and value a line apart. `headings`: the page's `<h1>`–`<h6>`. Returns how many moved.
 */
export function liftFactRowHeadings(headings: readonly Element[]): number {
  let lifted = 0;
  for (const heading of headings) {
    const opening = wrapperOf(heading);
    const block = opening.parentElement;
    if (block === null || block.firstElementChild !== opening || !rowsAreFacts(block, Array.from(block.children).slice(1))) continue;
    block.before(opening);
    lifted += 1;
  }
  return lifted;
}

/** Blocks that wrap a heading alone. */
const HEADING_WRAPPERS = new Set(['DIV', 'HEADER', 'HGROUP']);

/** The outermost of the blocks around `heading` that hold it alone, else the heading. */
function wrapperOf(heading: Element): Element {
  let opening = heading;
  for (let parent = opening.parentElement; parent !== null && HEADING_WRAPPERS.has(parent.nodeName) && parent.childElementCount === 1 && !hasOwnText(parent); parent = parent.parentElement) opening = parent;
  return opening;
}

function rowsAreFacts(block: Element, rows: readonly Element[], series = true): boolean {
  if (rows.length < MIN_ROWS - 1 || (rows.length < MIN_ROWS && !(series && groupBeside(block))) || hasOwnText(block)) return false;
  const tag = rows[0]?.nodeName ?? '';
  if (!ROW_TAGS.has(tag)) return false;
  return rows.every((row) => row.nodeName === tag && isFactRow(row));
}

/**
 * Whether a block of the same class stands beside `block` (past the headings between them) and holds
 * {@link MIN_ROWS} fact rows at least, after its own heading: one group of a data sheet's groups
 * (PB Tech's `div.spec-group`s, "Memory & Storage" with two rows among groups of three), whose two rows are facts as theirs are.
 */
function groupBeside(block: Element): boolean {
  const name = block.getAttribute('class') ?? '';
  if (name === '') return false;
  const beside = (step: (element: Element) => Element | null): boolean => {
    let sibling = step(block);
    while (sibling !== null && HEADINGS.has(sibling.nodeName)) sibling = step(sibling);
    if (sibling === null || sibling.getAttribute('class') !== name) return false;
    const rows = Array.from(sibling.children);
    return rowsAreFacts(sibling, HEADINGS.has(rows[0]?.nodeName ?? '') ? rows.slice(1) : rows, false);
  };
  return beside((element) => element.previousElementSibling) || beside((element) => element.nextElementSibling);
}

const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

function isFactRow(row: Element): boolean {
  if (hasOwnText(row)) return false;
  // A label ending in a colon alone: its value was empty, or went with a stage's cleaning (Readability drops an emptied paragraph).
  if (row.childElementCount === 1) return isEmptiedPair(row.firstElementChild as Element);
  if (row.childElementCount !== 2) return false;
  const [label, value] = Array.from(row.children) as [Element, Element];
  if (!(CELL_TAGS.has(label.nodeName) || isHeadingLabel(row, label)) || !CELL_TAGS.has(value.nodeName)) return false;
  // A list item of two runs of text is one line already ("<strong>Color:</strong> <span>Black</span>"); one block in it breaks the line (Lazada's `span.key-title` "Brand" over `div.key-value`),
  // and so does a value its class names one, whose label says no colon (Worten's `span.specifications__title` "Wi-Fi" beside `span.specifications__value` "Wi-Fi 6E" read "Wi-Fi Wi-Fi 6E").
  if (row.nodeName === 'LI' && !(BLOCK_CELLS.has(label.nodeName) || BLOCK_CELLS.has(value.nodeName) || isNamedValue(value))) return false;
  if (!isOneLine(label) || !isOneLine(value)) return false;
  const name = (label.textContent ?? '').trim();
  const text = (value.textContent ?? '').trim();
  // A label that ends in a colon may name an empty value ("Due date:").
  // A question or a sentence over its answer is no label (an FAQ's "What counts as a seat?").
  if (name === '' || /[?？.!。]$/.test(name) || !(/[\p{L}\p{N}]/u.test(text) || (text === '' && /[:：]$/.test(name))) || name.length > LABEL_MAX_CHARS || name.split(/\s+/).length > LABEL_MAX_WORDS) return false;
  return text.length <= PAIR_VALUE_MAX_CHARS && value.getElementsByTagName('a').length < MAX_VALUE_LINKS;
}


/**
 * A minor heading that names a row's value, in a `<div>` row, where the value is a short fact, not a
 * sentence: a feature card's heading over its pitch ("Drive cost efficiency" over "Utilize pay-per-use
 * billing…") and a linked heading over a guide's summary are sections, and stay headings.
 */
function isHeadingLabel(row: Element, label: Element): boolean {
  if (row.nodeName !== 'DIV' || !HEADING_LABELS.has(label.nodeName) || label.getElementsByTagName('a').length > 0) return false;
  const value = (label.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return value.length <= HEADED_VALUE_MAX_CHARS && !/[.!?]$/.test(value);
}

function isEmptiedPair(label: Element): boolean {
  const name = (label.textContent ?? '').trim();
  return CELL_TAGS.has(label.nodeName) && isOneLine(label) && /[:：]$/.test(name) && name.length <= LABEL_MAX_CHARS;
}

/** A cell of no blocks, or of one block of none (Readability writes a value's `div` holding a link as a `<div>` of one `<p>`). */
function isOneLine(cell: Element): boolean {
  if (cell.querySelector(BLOCK_INSIDE) === null) return true;
  const only = cell.firstElementChild;
  return cell.childElementCount === 1 && only !== null && (only.nodeName === 'P' || only.nodeName === 'DIV') && !hasOwnText(cell) && only.querySelector(BLOCK_INSIDE) === null;
}

