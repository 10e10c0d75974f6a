/**
 * Splits text into lines on CRLF, CR or LF. A final line break does not start another line;
 * empty text has no lines. Line numbers elsewhere are one-based indexes into this array.
 */
export function splitLines(text: string): string[] {
  if (text.length === 0) return [];
  // Splitting on a string is several times faster than on a pattern; most documents have no CR.
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Lines by zero-based index: an array of lines, or {@link textLines}' view of a text. */
export interface LineList {
  readonly length: number;
  /** The line at `index` (0 ≤ index < length); `undefined` beyond the last line. */
  at(index: number): string | undefined;
}

/**
 * The lines of `text` exactly as {@link splitLines} gives them, without making a string per line
 * when the text has no CR: only the lines read are cut out, and the count comes from one scan. A
 * window of 200 lines of a 500,000-line document then costs a scan, not 500,000 strings.
 */
export function textLines(text: string): LineList {
  return text.includes('\r') ? splitLines(text) : new LfLines(text);
}

/** The lines of a CR-free text, read forwards from a cursor (a read before it starts over). */
class LfLines implements LineList {
  readonly length: number;
  readonly #text: string;
  #cursorLine = 0;
  #cursorOffset = 0;

  constructor(text: string) {
    this.#text = text;
    let breaks = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) breaks += 1;
    this.length = text.length === 0 ? 0 : breaks + (text.endsWith('\n') ? 0 : 1);
  }

  at(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    if (index < this.#cursorLine) {
      this.#cursorLine = 0;
      this.#cursorOffset = 0;
    }
    while (this.#cursorLine < index) {
      this.#cursorOffset = this.#text.indexOf('\n', this.#cursorOffset) + 1;
      this.#cursorLine += 1;
    }
    const end = this.#text.indexOf('\n', this.#cursorOffset);
    return this.#text.slice(this.#cursorOffset, end === -1 ? this.#text.length : end);
  }
}

/** The window to read: `maxLines: null` means "as many lines as the character budget allows". */
export interface LineWindow {
  /** One-based first line, ≥ 1. */
  readonly startLine: number;
  readonly maxLines: number | null;
  /** Characters (UTF-16 code units) the selected text may hold, separators included; ≥ 1. */
  readonly maxChars: number;
}

/** Why the selection ended where it did. */
export type SliceStop = 'end' | 'max_lines' | 'max_chars' | 'line_too_long' | 'beyond_end';

/** A bounded run of whole lines (or, only when one line alone exceeds the budget, its prefix). */
export interface LineSlice {
  /** Selected lines joined with LF; never longer than `maxChars`. */
  readonly text: string;
  readonly startLine: number;
  /** Last line (partly) shown; `startLine - 1` when nothing was selected. */
  readonly endLine: number;
  readonly totalLines: number;
  /** Line to continue from, or null when the document ends within this slice. */
  readonly nextLine: number | null;
  readonly stoppedBy: SliceStop;
  /** True when the only selected line was cut to fit the budget. */
  readonly lineCut: boolean;
  /** True when the character budget, not the request or the document end, ended the output. */
  readonly truncated: boolean;
  /** One model-facing sentence on how to continue. */
  readonly hint: string;
}

function cutAtCodePoint(line: string, maxChars: number): string {
  const end = maxChars;
  const last = line.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff ? line.slice(0, end - 1) : line.slice(0, end);
}

function hintFor(stop: SliceStop, s: { startLine: number; endLine: number; totalLines: number; maxChars: number; lineLength: number }): string {
  const next = s.endLine + 1;
  switch (stop) {
    case 'end':
      return s.startLine === 1 ? `Complete document (${s.totalLines} lines).` : `End of document (${s.totalLines} lines).`;
    case 'max_lines':
      return `More lines follow: continue with start_line=${next}.`;
    case 'max_chars':
      return `Output stopped at the max_output_chars budget (${s.maxChars} characters) after line ${s.endLine} of ${s.totalLines}: continue with start_line=${next}, or raise max_output_chars.`;
    case 'line_too_long': {
      const rest = s.endLine < s.totalLines ? ` The next line is start_line=${next}.` : '';
      return `Line ${s.startLine} alone has ${s.lineLength} characters and was cut to the first ${s.maxChars}: raise max_output_chars (up to 500000) or read the saved full-text file.${rest}`;
    }
    case 'beyond_end':
      return s.totalLines === 0 ? 'The document has no text lines.' : `start_line ${s.startLine} is beyond the end of the document (${s.totalLines} lines).`;
  }
}

/**
 * Selects lines from `window.startLine` on, stopping at `maxLines`, at the document end, or before
 * the first line that would exceed `maxChars`. A line is never skipped: if the first selected line
 * alone exceeds the budget it is cut (on a code-point boundary) and the slice says so.
 */
export function sliceLines(lines: LineList, window: LineWindow): LineSlice {
  const totalLines = lines.length;
  const { startLine, maxLines, maxChars } = window;
  if (startLine < 1 || !Number.isInteger(startLine) || maxChars < 1) throw new RangeError('invalid line window');
  const shape = { startLine, totalLines, maxChars, lineLength: 0 };
  if (startLine > totalLines) {
    const endLine = startLine - 1;
    return { text: '', startLine, endLine, totalLines, nextLine: null, stoppedBy: 'beyond_end', lineCut: false, truncated: false,
      hint: hintFor('beyond_end', { ...shape, endLine }) };
  }
  const selected: string[] = [];
  let used = 0;
  let stoppedBy: SliceStop = 'end';
  for (let index = startLine - 1; index < totalLines; index += 1) {
    if (maxLines !== null && selected.length >= maxLines) {
      stoppedBy = 'max_lines';
      break;
    }
    const line = lines.at(index) ?? '';
    const cost = line.length + (selected.length > 0 ? 1 : 0);
    if (used + cost > maxChars) {
      stoppedBy = selected.length === 0 ? 'line_too_long' : 'max_chars';
      break;
    }
    selected.push(line);
    used += cost;
  }
  if (stoppedBy === 'line_too_long') {
    const line = lines.at(startLine - 1) ?? '';
    const endLine = startLine;
    return { text: cutAtCodePoint(line, maxChars), startLine, endLine, totalLines, nextLine: endLine < totalLines ? endLine + 1 : null,
      stoppedBy, lineCut: true, truncated: true, hint: hintFor(stoppedBy, { ...shape, endLine, lineLength: line.length }) };
  }
  const endLine = startLine + selected.length - 1;
  const nextLine = endLine < totalLines ? endLine + 1 : null;
  if (nextLine === null) stoppedBy = 'end';
  return { text: selected.join('\n'), startLine, endLine, totalLines, nextLine, stoppedBy, lineCut: false,
    truncated: stoppedBy === 'max_chars', hint: hintFor(stoppedBy, { ...shape, endLine }) };
}
