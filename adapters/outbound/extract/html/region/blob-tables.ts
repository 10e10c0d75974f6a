/** The class of the cell that holds one line of code in GitHub's blob and diff tables. */
const BLOB_CODE = /(?:^|\s)blob-code(?:\s|$)/;
/** A diff line's kind, where no `data-code-marker` says it. */
const MARKER_CLASSES: readonly (readonly [RegExp, string])[] = [[/(?:^|\s)blob-code-addition(?:\s|$)/, '+'], [/(?:^|\s)blob-code-deletion(?:\s|$)/, '-'], [/(?:^|\s)blob-code-context(?:\s|$)/, ' ']];

/** Whether the row is one line of a code table: it holds a `td.blob-code` (GitHub's gists, blobs and commit diffs). */
export function isBlobCodeRow(row: Element): boolean {
  return row.localName === 'tr' && codeCell(row) !== undefined;
}

function codeCell(row: Element): Element | undefined {
  for (let cell = row.firstElementChild; cell !== null; cell = cell.nextElementSibling) if (cell.localName === 'td' && BLOB_CODE.test(cell.getAttribute('class') ?? '')) return cell;
  return undefined;
}

/** A diff line's mark: `data-code-marker` ("+", "-", " "), else its cell's class; `undefined` for a file's line or a hunk's header. */
function markerOf(cell: Element): string | undefined {
  const stated = cell.querySelector('[data-code-marker]')?.getAttribute('data-code-marker') ?? cell.getAttribute('data-code-marker');
  if (stated !== null && stated !== undefined) return stated === '' ? ' ' : stated;
  const classes = cell.getAttribute('class') ?? '';
  return MARKER_CLASSES.find(([pattern]) => pattern.test(classes))?.[1];
}

/**
 * Turns the table that `rows` (its rows, at least two, each a line of code) make into a `<pre>` of its
 * lines: GitHub sets a gist's and a legacy blob's file, and a commit's diff, as a table of a row per
 * line, the line numbers in cells a stylesheet fills and a diff line's "+" or "-" in an attribute.
 * Read as a table of cells under half of which hold text, each line became a paragraph, indentation
 * and blank lines lost and a shell comment made a heading; a diff lost which lines went and which
 * came. A diff's lines keep their marks, and the block is named `diff`. Returns whether it was turned.
 */
export function preformatBlobRows(rows: readonly Element[]): boolean {
  const table = rows[0]?.closest('table');
  if (table === null || table === undefined || rows.length < 2) return false;
  // A diff's header row names its columns to screen readers only ("Original file line number", …).
  const all = Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table && row.parentElement?.localName !== 'thead');
  if (all.length !== rows.length || !all.every(isBlobCodeRow)) return false;
  const cells = all.map((row) => codeCell(row) as Element);
  const markers = cells.map(markerOf);
  const diff = markers.some((marker) => marker !== undefined && marker !== ' ');
  const lines = cells.map((cell, index) => {
    const text = (cell.textContent ?? '').replace(/\r?\n$/, '');
    return diff ? `${markers[index] ?? ''}${text}` : text;
  });
  const document = table.ownerDocument;
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  if (diff) code.setAttribute('class', 'language-diff');
  code.textContent = lines.join('\n');
  pre.appendChild(code);
  table.replaceWith(pre);
  return true;
}
