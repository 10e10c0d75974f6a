import { toSafeHttpUrl } from '../support/safe-url.js';
import type { FeedContent } from './feed-entry.js';

/** Bounds of the rendered feed. */
export const FEED_LIMITS = {
  /** Entries listed; the rest are counted in a closing line. */
  maxEntries: 100,
  /** Characters of an entry summary (and of the feed description). */
  summaryChars: 500,
  /** Characters of a title. */
  titleChars: 300,
} as const;

const BLOCK_END = /<(?:br|\/p|\/div|\/li|\/h[1-6]|\/blockquote|\/tr)\b[^>]*>/gi;

/**
 * Renders a feed as Markdown: a heading, the description, then one list item per entry with
 * its title linked to its absolute http(s) URL, its date as given, and its summary stripped of
 * HTML and cut to {@link FEED_LIMITS}. `htmlDocument` only serves to strip markup from summaries
 * (an inert document: nothing loads or runs).
 */
export function renderFeedMarkdown(feed: FeedContent, feedUrl: string, htmlDocument: Document): string {
  const lines: string[] = [];
  const heading = bounded(collapse(feed.title), FEED_LIMITS.titleChars);
  lines.push(`# ${escapeInline(heading === '' ? 'Feed' : heading)}`, '');
  const description = bounded(stripHtml(feed.description, htmlDocument), FEED_LIMITS.summaryChars);
  if (description !== '') lines.push(escapeInline(description), '');
  for (const entry of feed.entries.slice(0, FEED_LIMITS.maxEntries)) {
    const title = escapeInline(bounded(stripHtml(entry.title, htmlDocument), FEED_LIMITS.titleChars) || '(untitled)');
    const link = entry.link === undefined ? undefined : toSafeHttpUrl(entry.link, feedUrl);
    const date = entry.date === undefined ? '' : ` (${bounded(collapse(entry.date), 60)})`;
    lines.push(`- ${link === undefined ? title : `[${title}](${link.replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)})`}${date}`);
    const summaryText = entry.summaryIsText ? collapse(entry.summaryHtml) : stripHtml(entry.summaryHtml, htmlDocument);
    const summary = bounded(summaryText, FEED_LIMITS.summaryChars);
    if (summary !== '') lines.push(`  ${escapeInline(summary)}`);
  }
  const hidden = feed.entries.length - FEED_LIMITS.maxEntries;
  if (hidden > 0) lines.push('', `(${hidden} more entries not shown)`);
  if (feed.entries.length === 0) lines.push('(The feed has no entries.)');
  return lines.join('\n').trim();
}

function stripHtml(html: string, htmlDocument: Document): string {
  if (!/[<&]/.test(html)) return collapse(html);
  const container = htmlDocument.createElement('div');
  container.innerHTML = html.replace(BLOCK_END, '$& ');
  for (const element of Array.from(container.querySelectorAll('script, style, template'))) element.remove();
  return collapse(container.textContent ?? '');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function bounded(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Escapes characters that would turn plain text into Markdown structure. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1').replace(/^([#>+-]|\d+\.)(\s)/, '\\$1$2');
}
