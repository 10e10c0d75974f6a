import type { FeedContent, FeedEntry } from './feed-entry.js';
import type { FeedFormat } from './feed-format.js';

/** Reads channel facts and entries from a parsed feed, matching element names by local name. */
export function readFeed(document: Document, format: FeedFormat): FeedContent {
  const root = document.documentElement;
  if (format === 'atom') {
    return {
      title: textOf(root, 'title'),
      description: textOf(root, 'subtitle'),
      entries: children(root, 'entry').map(readAtomEntry),
    };
  }
  const channel = children(root, 'channel')[0];
  // RSS 2.0 nests items in the channel; RSS 1.0 puts them beside it.
  const itemParent = format === 'rss' ? channel : root;
  return {
    title: channel === undefined ? '' : textOf(channel, 'title'),
    description: channel === undefined ? '' : textOf(channel, 'description'),
    entries: itemParent === undefined ? [] : children(itemParent, 'item').map(readRssItem),
  };
}

function readRssItem(item: Element): FeedEntry {
  const guid = children(item, 'guid')[0];
  const guidLink = guid !== undefined && guid.getAttribute('isPermaLink') !== 'false' && /^https?:/i.test(guid.textContent?.trim() ?? '') ? guid.textContent?.trim() : undefined;
  const link = textOf(item, 'link') || guidLink;
  const date = textOf(item, 'pubDate') || textOf(item, 'date') || undefined;
  const summary = textOf(item, 'description') || textOf(item, 'encoded');
  return { title: textOf(item, 'title'), link: link || undefined, date, summaryHtml: summary, summaryIsText: false };
}

function readAtomEntry(entry: Element): FeedEntry {
  const links = children(entry, 'link');
  const alternate = links.find((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate') ?? links[0];
  const date = textOf(entry, 'published') || textOf(entry, 'updated') || undefined;
  const summaryElement = children(entry, 'summary')[0] ?? children(entry, 'content')[0];
  const type = summaryElement?.getAttribute('type') ?? 'text';
  return {
    title: textOf(entry, 'title'),
    link: alternate?.getAttribute('href') ?? undefined,
    date,
    summaryHtml: summaryElement?.textContent ?? '',
    // `type="html"` escapes its markup as text; `text` and `xhtml` (already elements) are plain once read.
    summaryIsText: type !== 'html',
  };
}

function children(parent: Element, localName: string): Element[] {
  return Array.from(parent.children).filter((child) => child.localName === localName);
}

function textOf(parent: Element, localName: string): string {
  return children(parent, localName)[0]?.textContent?.trim() ?? '';
}
