import { stepFence, type OpenFence } from './markdown-fence.js';
import { stripInlineMarkdown } from './markdown-inline.js';
import { neutraliseBoundaryMarkers } from './untrusted-content.js';

/** One Markdown heading: level 1-6, its plain text, and its one-based line number. */
export interface OutlineEntry {
  readonly level: number;
  readonly text: string;
  readonly line: number;
}

/** A bounded table of contents; `omitted` counts headings left out to respect the bound. */
export interface Outline {
  readonly entries: readonly OutlineEntry[];
  readonly omitted: number;
}

/** Default bounds: entries kept and characters per heading text. */
export const OUTLINE_LIMITS = { maxEntries: 50, maxTextChars: 120 } as const;

/**
 * An ATX heading, at a line's start or opening a list item at any depth (`- ## Method Summary`,
 * `  - ### read`: CommonMark reads the item's content as that heading). API references (Javadoc) set
 * each section and member in a list item, so without these their outline is nearly empty.
 */
const ATX_HEADING = /^(?: {0,3}|[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+)(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

/** A list item's line: its marker and the spaces after it, whose width is where its content starts (CommonMark). */
const LIST_ITEM = /^([ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+)\S/;
/** An ATX heading indented by spaces (a list item's content past its marker: `    ### Midway` under `10. `). */
const INDENTED_HEADING = /^ +(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

/**
 * The content columns of the list items open at a line (CommonMark: a line indented to an item's
 * column, up to three spaces more, continues it). `heading` reads a heading indented into an item:
 * Markdown writes an item's content under its marker's width, four spaces under "10. ".
 */
class ListColumns {
  private readonly open: number[] = [];

  step(line: string): void {
    if (line.trim() === '') return;
    const indent = line.length - line.trimStart().length;
    while (this.open.length > 0 && (this.open.at(-1) as number) > indent) this.open.pop();
    const item = LIST_ITEM.exec(line);
    if (item !== null) this.open.push((item[1] as string).length);
  }

  heading(line: string): RegExpExecArray | null {
    const match = INDENTED_HEADING.exec(line);
    if (match === null) return null;
    const indent = line.length - line.trimStart().length;
    return this.open.some((column) => indent >= column && indent <= column + 3) ? match : null;
  }
}

function boundText(text: string, maxChars: number): string {
  const single = neutraliseBoundaryMarkers(text.replace(/\s+/g, ' ').trim());
  return single.length <= maxChars ? single : `${single.slice(0, maxChars - 1)}…`;
}

/**
 * Lists ATX headings (`#` … `######`, also one that opens a list item or is indented into one) outside fenced code, in document order, as single-line,
 * length-bounded plain text with forged boundary markers neutralised. When there are more
 * than `maxEntries`, deeper levels are dropped first (keeping every heading up to the deepest level
 * that fits); if even the top level does not fit, its first `maxEntries` headings are kept.
 */
export function buildOutline(
  lines: readonly string[],
  limits: { readonly maxEntries: number; readonly maxTextChars: number } = OUTLINE_LIMITS,
): Outline {
  const all: OutlineEntry[] = [];
  let fence: OpenFence | undefined;
  const columns = new ListColumns();
  lines.forEach((line, index) => {
    const inside = fence !== undefined;
    fence = stepFence(fence, line).open;
    if (inside) return;
    const match = ATX_HEADING.exec(line) ?? columns.heading(line);
    columns.step(line);
    if (match === null) return;
    const text = boundText(stripInlineMarkdown(match[2] ?? '', { keepLinkUrls: false }), limits.maxTextChars);
    if (text !== '') all.push({ level: (match[1] ?? '#').length, text, line: index + 1 });
  });
  if (all.length <= limits.maxEntries) return { entries: all, omitted: 0 };
  for (let level = 6; level >= 1; level -= 1) {
    const kept = all.filter((entry) => entry.level <= level);
    if (kept.length > 0 && kept.length <= limits.maxEntries) return { entries: kept, omitted: all.length - kept.length };
  }
  const top = Math.min(...all.map((entry) => entry.level));
  const kept = all.filter((entry) => entry.level === top).slice(0, limits.maxEntries);
  return { entries: kept, omitted: all.length - kept.length };
}
