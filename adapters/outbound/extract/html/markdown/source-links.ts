import { joinBlocksExcept, markdownBlocks } from './markdown-blocks.js';
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
 * their text. They go only when at least {@link MIN_SOURCE_LINKS} of them lead to a page of the
 * same site: a news story's "Source" naming another publication is a citation, a list's one
 * "Source" an item. Then those to another site go too: rustdoc links the blanket implementations
 * of a crate's type to the standard library's source. A line (or list item) left empty goes with them.
 */
export function dropSourceLinks(markdown: string, pageUrl: string | undefined): WithoutSourceLinks {
  const site = pageUrl === undefined ? undefined : linkSite(pageUrl);
  if (site === undefined || !CANDIDATE.test(markdown)) return { markdown, droppedLinks: 0 };
  const blocks = markdownBlocks(markdown);
  let found = 0;
  let elsewhere = 0;
  const withoutLinks = (line: string): string => line.replace(SOURCE_LINK, (whole, target: string) => {
    const targetSite = linkSite(target);
    if (targetSite === undefined) return whole;
    if (targetSite === site) found += 1;
    else elsewhere += 1;
    return '';
  });
  const kept = blocks.map((block) => {
    if (block.inCode || !CANDIDATE.test(block.text)) return block;
    const lines = block.text.split('\n').flatMap((line) => {
      const left = withoutLinks(line);
      if (left === line) return [line];
      return EMPTY_LINE.test(left) ? [] : [left.replace(/[ \t]+$/, '')];
    });
    return { text: lines.join('\n') };
  });
  if (found < MIN_SOURCE_LINKS) return { markdown, droppedLinks: 0 };
  const emptied = new Set(kept.flatMap((block, index) => (block.text === '' && blocks[index]?.text !== '' ? [index] : [])));
  return { markdown: joinBlocksExcept(kept, emptied), droppedLinks: found + elsewhere };
}

/** A line with nothing left but its indentation and a list marker. */
const EMPTY_LINE = /^[ \t]*(?:[-*+]|\d{1,9}[.)])?[ \t]*$/;
