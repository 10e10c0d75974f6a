import { mapLinesOutsideFences } from './fenced-lines.js';
import { linkSite } from './link-site.js';

/**
 * A link labelled "Source", "src", "source code" or "view source" (bracketed or not), with the
 * separator (`·`, `•`) or spaces that set it apart from what stands before it on the line (not a
 * `|`: in a table row that is a cell's edge).
 */
const SOURCE_LINK = /(?:[ \t]*[·•][ \t]*|[ \t]+)?\[(?:\\\[)?(?:source|src|source code|view source|view code)(?:\\\])?\]\(<?([^)\s>]+)>?(?:[ \t]+"[^"]*")?\)/gi;
const CANDIDATE = /\[(?:\\\[)?(?:source|src|view)/i;

/** The Markdown without its view-source links, and how many went. */
export interface WithoutSourceLinks {
  readonly markdown: string;
  readonly droppedLinks: number;
}

/** A generator sets such a link beside every item: fewer than this many on a page are something else (a language named Source). */
export const MIN_SOURCE_LINKS = 3;

/**
 * Drops the links that documentation generators set beside every item to show the item's own
 * source code: rustdoc's "Source" before each type, impl and method, Sphinx's "[source]" after
 * each signature. On an API page they are dozens of identical lines between the signatures and
 * their text. Only links to a page of the same site go, and only when the page has at least
 * {@link MIN_SOURCE_LINKS}: a news story's "Source" naming another publication is a citation, a
 * list's one "Source" an item. A line (or list item) left empty goes with them.
 */
export function dropSourceLinks(markdown: string, pageUrl: string | undefined): WithoutSourceLinks {
  const site = pageUrl === undefined ? undefined : linkSite(pageUrl);
  if (site === undefined || !CANDIDATE.test(markdown)) return { markdown, droppedLinks: 0 };
  let found = 0;
  const emptied = new Set<number>();
  const mapped = mapLinesOutsideFences(markdown, (line, index) => {
    if (!CANDIDATE.test(line)) return line;
    const kept = line.replace(SOURCE_LINK, (whole, target: string) => {
      if (linkSite(target) !== site) return whole;
      found += 1;
      return '';
    });
    if (kept === line) return line;
    if (EMPTY_LINE.test(kept)) emptied.add(index);
    return kept.replace(/[ \t]+$/, '');
  });
  if (found < MIN_SOURCE_LINKS) return { markdown, droppedLinks: 0 };
  return { markdown: withoutLines(mapped.split('\n'), emptied).join('\n'), droppedLinks: found };
}

/** `lines` without those at the `gone` indexes, each taking one of the blank lines around it along when it stood between two (or at an end). */
function withoutLines(lines: readonly string[], gone: ReadonlySet<number>): string[] {
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (!gone.has(index)) {
      kept.push(line);
      continue;
    }
    const blankBefore = kept.length === 0 || (kept[kept.length - 1] as string).trim() === '';
    const blankAfter = index + 1 >= lines.length || (lines[index + 1] as string).trim() === '';
    if (blankBefore && blankAfter) {
      if (kept.length > 0) kept.pop();
      else index += 1;
    }
  }
  return kept;
}

/** A line with nothing left but its indentation and a list marker. */
const EMPTY_LINE = /^[ \t]*(?:[-*+]|\d{1,9}[.)])?[ \t]*$/;
