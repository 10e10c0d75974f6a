import { splitLines } from './line-slicer.js';
import { stepFence, type OpenFence } from './markdown-fence.js';
import { stripInlineMarkdown } from './markdown-inline.js';

const ATX_HEADING = /^( {0,3})#{1,6}(?:[ \t]+|$)(.*?)(?:[ \t]+#+)?[ \t]*$/;
const THEMATIC_BREAK_OR_SETEXT = /^ {0,3}(?:(?:[-*_][ \t]*){3,}|=+[ \t]*|-+[ \t]*)$/;
const TABLE_DELIMITER_ROW = /^ {0,3}\|?[ \t]*:?-{1,}:?[ \t]*(?:\|[ \t]*:?-{1,}:?[ \t]*)+\|?[ \t]*$/;

function plainLine(line: string): string {
  if (THEMATIC_BREAK_OR_SETEXT.test(line) || TABLE_DELIMITER_ROW.test(line)) return '';
  const heading = ATX_HEADING.exec(line);
  let body = heading === null ? line : `${heading[1] ?? ''}${heading[2] ?? ''}`;
  body = body.replace(/^( {0,3})(?:>[ \t]?)+/, '$1');
  body = body.replace(/^(\s*)[*+](\s+)/, '$1-$2');
  if (/^\s*\|.*\|\s*$/.test(body)) body = body.replace(/^(\s*)\|\s?/, '$1').replace(/\s?\|\s*$/, '');
  return stripInlineMarkdown(body, { keepLinkUrls: true });
}

/**
 * Converts Markdown to readable plain text for `format: "text"`, line by line: heading markers,
 * quote markers, thematic breaks, table delimiter rows, fence lines and inline decoration are
 * removed; link URLs stay in parentheses; code inside fences is kept verbatim.
 * Invariant: the result has exactly as many lines as the input (fence and rule lines become
 * empty), so line numbers and outline entries are valid in both formats.
 */
export function markdownToPlainText(markdown: string): string {
  const lines = splitLines(markdown);
  let fence: OpenFence | undefined;
  const out = lines.map((line) => {
    const step = stepFence(fence, line);
    const insideBefore = fence !== undefined;
    fence = step.open;
    if (step.isDelimiter) return '';
    return insideBefore ? line : plainLine(line);
  });
  const text = out.join('\n');
  // An empty last line needs an explicit break, or splitLines would not count it.
  return out.length > 0 && out[out.length - 1] === '' ? `${text}\n` : text;
}
