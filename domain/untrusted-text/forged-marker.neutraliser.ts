import { foldForMarkerMatching } from './marker-letter-folding.js';

/** One marker word with optional separators between its letters (`E N D`, `E.N.D`). */
function word(letters: string): string {
  return letters.split('').join(' *');
}

/**
 * Our boundary markers as a reader would see them in folded text: `BEGIN`/`END`, `UNTRUSTED`,
 * `WEB`/`PAGE`, optionally `CONTENT`/`SEARCH RESULTS`/`METADATA`, with any separators (or none)
 * between the words and an optional opening or closing bracket.
 */
const FOLDED_MARKER = new RegExp(
  `(?:\\[ *)?(?:${word('BEGIN')}|${word('END')}) *${word('UNTRUSTED')}`
    + ` *(?:${word('WEB')}|${word('PAGE')})`
    + `(?: *(?:${word('CONTENT')}|${word('SEARCH')} *${word('RESULTS')}|${word('METADATA')}))?`
    + '(?: *\\])?',
  'g',
);

/** ASCII-only text needs no folding table: the same reading as one case-insensitive expression. */
// eslint-disable-next-line no-control-regex
const ASCII_TEXT = /^[\x00-\x7f]*$/;

/** Folded text plus, per folded character, the UTF-16 range of the original character it came from. */
interface FoldedLine {
  readonly text: string;
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

function foldLine(line: string, memo: Map<string, string>): FoldedLine {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of line) {
    let folded = memo.get(character);
    if (folded === undefined) {
      folded = foldForMarkerMatching(character);
      memo.set(character, folded);
    }
    for (let k = 0; k < folded.length; k += 1) {
      starts.push(index);
      ends.push(index + character.length);
    }
    text += folded;
    index += character.length;
  }
  return { text, starts, ends };
}

/** The longest placeholder that fits in `length` characters, so neutralising never lengthens text. */
function placeholderFor(length: number, replacement: string, mayLengthen: boolean): string {
  if (mayLengthen || replacement.length <= length) return replacement;
  return '(forged)'.length <= length ? '(forged)' : '?'.repeat(length);
}

/** Original [start, end) ranges of every forged marker in one line. */
function forgedRanges(line: string, memo: Map<string, string>): Array<readonly [number, number]> {
  const folded = foldLine(line, memo);
  const ranges: Array<readonly [number, number]> = [];
  FOLDED_MARKER.lastIndex = 0;
  for (let match = FOLDED_MARKER.exec(folded.text); match !== null; match = FOLDED_MARKER.exec(folded.text)) {
    const last = match.index + match[0].length - 1;
    const start = folded.starts[match.index];
    const end = folded.ends[last];
    if (start !== undefined && end !== undefined) ranges.push([start, end]);
  }
  return ranges;
}

function neutraliseLine(line: string, replacement: string, mayLengthen: boolean, memo: Map<string, string>): string {
  if (ASCII_TEXT.test(line) && !/u[^a-z\n]*n[^a-z\n]*t/i.test(line)) return line;
  const ranges = forgedRanges(line, memo);
  if (ranges.length === 0) return line;
  let result = '';
  let kept = 0;
  for (const [start, end] of ranges) {
    result += line.slice(kept, start) + placeholderFor(end - start, replacement, mayLengthen);
    kept = end;
  }
  return result + line.slice(kept);
}

/**
 * Replaces everything in untrusted text that a reader could take for one of our boundary markers
 * (`[BEGIN|END UNTRUSTED WEB CONTENT …]`, `… PAGE METADATA …`, `… WEB SEARCH RESULTS]`) with
 * `replacement`. Matching sees the text as a reader would: NFKC compatibility forms (full-width
 * letters, em-spaces), look-alike Cyrillic/Greek letters and small capitals, invisible format
 * characters and combining marks removed, Markdown escapes and emphasis (`END\_UNTRUSTED`,
 * `**END**`) ignored, any case, any or no separators (spaces, `_`, `-`, `.`, `:`) between words
 * and letters. Matches never span a line break. Only the matched characters change: the rest of
 * the text stays byte for byte and the line count is unchanged. Unless `mayLengthen` is set, the
 * replacement (or a shorter placeholder when it does not fit) is never longer than what it
 * replaces, so character budgets computed before still hold. Linear in the text length.
 */
export function neutraliseForgedMarkers(text: string, replacement: string, options: { readonly mayLengthen?: boolean } = {}): string {
  const memo = new Map<string, string>();
  const mayLengthen = options.mayLengthen ?? false;
  if (!text.includes('\n')) return neutraliseLine(text, replacement, mayLengthen, memo);
  return text.split('\n').map((line) => neutraliseLine(line, replacement, mayLengthen, memo)).join('\n');
}

/** True when `text` holds something a reader could take for one of our boundary markers. */
export function containsForgedMarker(text: string): boolean {
  return neutraliseForgedMarkers(text, '\u0000') !== text;
}
