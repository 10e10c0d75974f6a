import { stepFence, type OpenFence } from '../../../../../domain/fetch/markdown-fence.js';

/**
 * Turndown escapes Markdown's line-start syntax (`-`, `+ `, `=`, `>`, `#`, `1. `) at the start of
 * every text node, wherever that node falls in the line: an API signature split into links and
 * spans comes out as `fn next(&mut self) -\> Option<Self::Item\>`, a formula as `a \= b`. Only at
 * the start of a line's content (after its indentation and list, quote or heading markers) do
 * these characters mean anything, so this drops the escapes that stand later in a line. It also
 * escapes every bracket, though a pair of brackets is a link only when a destination or reference
 * follows: `Tuple\[int, str\]` and `\[citation needed\]` lose their escapes when nothing does
 * (`bracketsAreText`). Kept: an escaped `>` after an unclosed `<` (`<T\>` would otherwise read as
 * an HTML tag), a lone bracket, every escape at a line's content start, and whatever stands in code
 * spans and fenced code (their text is the page's own, never escaped). A doubled backslash is a
 * literal one and stays as it is.
 */
export function dropMidLineEscapes(markdown: string): string {
  if (!MID_LINE_ESCAPE_CANDIDATE.test(markdown)) return markdown;
  let fence: OpenFence | undefined;
  return markdown.split('\n').map((line) => {
    // Indented as deep as it likes: a list item's code block sits under its item.
    const step = stepFence(fence, line.trimStart());
    const code = fence !== undefined || step.isDelimiter;
    fence = step.open;
    return code || !line.includes('\\') ? line : unescapeLine(line);
  }).join('\n');
}

/** Any of the escapes this pass may drop, anywhere (a quick test before splitting lines). */
const MID_LINE_ESCAPE_CANDIDATE = /\\[-=+>#.[]/;
/** A line's indentation and the list, quote and heading markers before its content. */
const LINE_MARKERS = /^(?:[ \t]*(?:[-*+][ \t]+|\d{1,9}[.)][ \t]+|>[ \t]?|#{1,6}[ \t]+))*[ \t]*/;
/** The characters of Turndown's line-start escapes. */
const LINE_START_SYNTAX = new Set(['-', '=', '+', '>', '#', '.']);

/** The characters `unescapeLine` acts on; everything between them is copied as it stands. */
const SIGNIFICANT = /[\\`<>]/g;

function unescapeLine(line: string): string {
  const contentStart = LINE_MARKERS.exec(line)?.[0].length ?? 0;
  const dropped: number[] = [];
  const openBrackets: number[] = [];
  let openAngle = false;
  SIGNIFICANT.lastIndex = 0;
  for (let match = SIGNIFICANT.exec(line); match !== null; match = SIGNIFICANT.exec(line)) {
    const index = match.index;
    const char = match[0];
    if (char === '`') {
      SIGNIFICANT.lastIndex = codeSpanEnd(line, index);
    } else if (char === '<') {
      openAngle = true;
    } else if (char === '>') {
      openAngle = false;
    } else if (index + 1 < line.length) {
      const next = line[index + 1] as string;
      // Right after a control character an escape stays: unescaped, `ESC[` or `ESC]` would start a terminal sequence.
      const afterControl = afterControlCharacter(line, index);
      if (LINE_START_SYNTAX.has(next)) {
        if (!afterControl && index > contentStart && escapeIsMidLine(line, index, next, contentStart) && !(next === '>' && openAngle)) dropped.push(index);
        if (next === '>') openAngle = false;
      } else if (next === '[') {
        if (!afterControl) openBrackets.push(index);
      } else if (next === ']') {
        const open = afterControl ? undefined : openBrackets.pop();
        if (open !== undefined && bracketsAreText(line, open, index, contentStart)) dropped.push(open, index);
      }
      SIGNIFICANT.lastIndex = index + 2;
    }
  }
  if (dropped.length === 0) return line;
  dropped.sort((a, b) => a - b);
  let result = '';
  let copied = 0;
  for (const index of dropped) {
    result += line.slice(copied, index);
    copied = index + 1;
  }
  return result + line.slice(copied);
}

/**
 * Whether an escaped pair of brackets (`\[` at `open`, `\]` at `close`) would still read as text
 * unescaped: not when a link destination, a reference or a definition's colon follows, and not at
 * the start of the line's content (a task-list box, a reference definition).
 */
function bracketsAreText(line: string, open: number, close: number, contentStart: number): boolean {
  if (open === contentStart) return false;
  const after = line[close + 2];
  return after !== '(' && after !== '[' && after !== ':' && !(after === '\\' && line[close + 3] === '[');
}

/** Whether the character before `index` is a C0 control character or DEL (a tab is not). */
function afterControlCharacter(line: string, index: number): boolean {
  const code = index > 0 ? line.charCodeAt(index - 1) : -1;
  return (code >= 0 && code < 0x20 && code !== 0x09) || code === 0x7f;
}

/** `1\. ` escapes the number before it: that number, not the backslash, must stand after the line's content start. */
function escapeIsMidLine(line: string, index: number, escaped: string, contentStart: number): boolean {
  if (escaped !== '.') return true;
  let digitsStart = index;
  while (digitsStart > 0 && /\d/.test(line[digitsStart - 1] as string)) digitsStart -= 1;
  return digitsStart > contentStart;
}

/** Where the code span opened by the backtick run at `start` ends; past the run alone when the line does not close it. */
function codeSpanEnd(line: string, start: number): number {
  let runEnd = start;
  while (line[runEnd] === '`') runEnd += 1;
  const length = runEnd - start;
  let search = runEnd;
  while (search < line.length) {
    const next = line.indexOf('`', search);
    if (next < 0) break;
    let closeEnd = next;
    while (line[closeEnd] === '`') closeEnd += 1;
    if (closeEnd - next === length) return closeEnd;
    search = closeEnd;
  }
  return runEnd;
}
