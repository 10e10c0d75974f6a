import { linkContents } from '../element-retag.js';
import { HEADINGS } from '../element-text.js';
import { nodeTypes, readJsonLd, type JsonLdNode } from '../metadata/json-ld-reader.js';

/** What a page that lists no items lists. */
export const NOTHING_LISTED: ReadonlySet<string> = new Set();

/** At most this many listed addresses are read from one page. */
const MAX_LISTED = 1000;

/**
 * The addresses of the items a page's JSON-LD `ItemList`s name (`itemListElement[].url`, or its
 * `item` as an address, or the item's own `url` or `@id`), each as {@link listedKey} reads it;
 * a breadcrumb trail lists no items. Empty when the page lists none.
 */
export function listedAddresses(document: Document): ReadonlySet<string> {
  const keys = new Set<string>();
  const scripts = Array.from(document.querySelectorAll('script[type]'));
  for (const node of readJsonLd(scripts)) {
    if (!nodeTypes(node).includes('ItemList')) continue;
    const entries = node['itemListElement'];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      const key = listedKey(entryAddress(entry));
      if (key !== undefined) keys.add(key);
      if (keys.size >= MAX_LISTED) return keys;
    }
  }
  return keys;
}

/** An address as items are matched: path and query, without a trailing slash, a fragment or the site (links are often relative). */
export function listedKey(address: string | undefined, base = 'https://listed.invalid/'): string | undefined {
  if (address === undefined || address.trim() === '') return undefined;
  try {
    const url = new URL(address.trim(), base);
    return `${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return undefined;
  }
}

/** A Markdown link's target. */
const MARKDOWN_LINK_TARGET = /\]\(<?([^)\s>]+)>?/g;

/** How many of the `listed` items (`listedAddresses`) `markdown` links, each counted once; relative links are read against `base`. */
export function linkedListedItems(markdown: string, listed: ReadonlySet<string>, base: string): number {
  if (listed.size === 0) return 0;
  const linked = new Set<string>();
  for (const match of markdown.matchAll(MARKDOWN_LINK_TARGET)) {
    const key = listedKey(match[1], base);
    if (key !== undefined && listed.has(key)) linked.add(key);
  }
  return linked.size;
}

function entryAddress(entry: unknown): string | undefined {
  if (entry === null || typeof entry !== 'object') return undefined;
  const node = entry as JsonLdNode;
  const item = node['item'];
  if (typeof item === 'string') return item;
  const own = stringOf(node['url']);
  if (own !== undefined) return own;
  if (item !== null && typeof item === 'object') return stringOf((item as JsonLdNode)['url']) ?? stringOf((item as JsonLdNode)['@id']);
  return undefined;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Puts the link of each card that wraps a listed item (`listed`: `listedAddresses`) on the card's
 * heading, the item's name, in the region's own copy: a link holding blocks is written as its
 * blocks alone, and ASOS's tiles (`<a href="…/prd/205481733"><img><h2>Name</h2><p>£45.00</p></a>`)
 * lost their only link to each product. Other cards (an article's "read next") are left as they are.
 */
export function linkListedTitles(root: Element, listed: ReadonlySet<string>): void {
  if (listed.size === 0) return;
  for (const heading of Array.from(root.querySelectorAll(HEADINGS))) {
    const card = heading.parentElement?.closest('a[href]');
    if (card === null || card === undefined || heading.querySelector('a') !== null) continue;
    const href = card.getAttribute('href') ?? '';
    if (!listed.has(listedKey(href) ?? '') || !/\S/.test(heading.textContent ?? '')) continue;
    linkContents(heading, href);
  }
}
