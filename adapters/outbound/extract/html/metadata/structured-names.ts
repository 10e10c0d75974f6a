import { nodeTypes, type JsonLdNode } from './json-ld-reader.js';
import { text, type Statements } from './page-statements.js';

/** At most this many names are read (a page's own name comes early; a catalogue's item names do not help). */
const MAX_NAMES = 40;

/**
 * The names the markup gives the page itself, for confirming its `<h1>` as the title: the
 * `headline` and `name` of every top-level JSON-LD node (`@graph` members included), and the last
 * item of each breadcrumb trail (JSON-LD `BreadcrumbList` or microdata), which names the page the
 * reader is on. Page-derived and untrusted; compared, never shown.
 */
export function structuredNames(statements: Statements): string[] {
  const names: string[] = [];
  for (const node of statements.nodes) {
    if (nodeTypes(node).includes('BreadcrumbList')) {
      const last = lastCrumb(node);
      if (last !== undefined) names.push(last);
      continue;
    }
    for (const value of [text(node['headline']), text(node['name'])]) if (value !== undefined) names.push(value);
  }
  for (const trail of statements.elements.itemTypes) {
    if (!/BreadcrumbList$/i.test(trail.getAttribute('itemtype') ?? '')) continue;
    const items = Array.from(trail.querySelectorAll('[itemprop~="itemListElement"]'));
    const named = items[items.length - 1]?.querySelector('[itemprop~="name"]');
    const value = (named?.getAttribute('content') ?? named?.textContent ?? '').trim();
    if (value !== '') names.push(value);
  }
  return names.slice(0, MAX_NAMES);
}

/** The name of a JSON-LD breadcrumb trail's last item (by `position`, else the last listed). */
function lastCrumb(trail: JsonLdNode): string | undefined {
  const list = trail['itemListElement'];
  if (!Array.isArray(list)) return undefined;
  const items = list.filter((entry): entry is JsonLdNode => entry !== null && typeof entry === 'object' && !Array.isArray(entry));
  const position = (item: JsonLdNode): number => Number(item['position'] ?? Number.NaN);
  const ordered = items.every((item) => Number.isFinite(position(item))) ? [...items].sort((a, b) => position(a) - position(b)) : items;
  const last = ordered[ordered.length - 1];
  if (last === undefined) return undefined;
  const target = last['item'];
  return text(last['name']) ?? (target !== null && typeof target === 'object' && !Array.isArray(target) ? text((target as JsonLdNode)['name']) : undefined);
}

