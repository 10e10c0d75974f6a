/** One schema.org node from a page's JSON-LD, as parsed (untrusted, any shape). */
export type JsonLdNode = Readonly<Record<string, unknown>>;

/** JSON-LD blocks larger than this (characters) are not parsed. */
const MAX_BLOCK_CHARS = 1_000_000;
/** At most this many nodes are collected from one page. */
const MAX_NODES = 500;

/**
 * The schema.org nodes of every `<script type="application/ld+json">` among `scripts` (a page's
 * `script[type]` elements, in document order): top-level
 * objects, array entries and `@graph` members, in document order. Blocks that are not valid JSON
 * are retried once with raw control characters escaped (a common authoring error); blocks that
 * still fail are skipped. Never throws.
 */
export function readJsonLd(scripts: readonly Element[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const script of scripts) {
    if (!/^\s*application\/ld\+json\s*$/i.test(script.getAttribute('type') ?? '')) continue;
    const source = script.textContent ?? '';
    if (source.length > MAX_BLOCK_CHARS) continue;
    const parsed = parseLenient(source);
    if (parsed !== undefined) collect(parsed, nodes, 0);
    if (nodes.length >= MAX_NODES) break;
  }
  return nodes.slice(0, MAX_NODES);
}

function parseLenient(source: string): unknown {
  const trimmed = source.trim().replace(/^<!\[CDATA\[|\]\]>$/g, '').replace(/;\s*$/, '');
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    try {
      // eslint-disable-next-line no-control-regex
      return JSON.parse(trimmed.replace(/[\u0000-\u001f]/g, (char) => (char === '\n' || char === '\r' || char === '\t' ? ' ' : ''))) as unknown;
    } catch {
      return undefined;
    }
  }
}

function collect(value: unknown, nodes: JsonLdNode[], depth: number): void {
  if (depth > 3 || nodes.length >= MAX_NODES) return;
  if (Array.isArray(value)) {
    for (const entry of value) collect(entry, nodes, depth + 1);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as JsonLdNode;
  nodes.push(node);
  // `@graph` is an array of nodes, or, as some sites write it, one node (Papers with Code's article with its five authors).
  if (node['@graph'] !== null && typeof node['@graph'] === 'object') collect(node['@graph'], nodes, depth + 1);
}

/** The `@type` names of a node, without a schema.org prefix (`"NewsArticle"`, `["Product", "Thing"]`). */
export function nodeTypes(node: JsonLdNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.replace(/^https?:\/\/schema\.org\//i, '').trim());
}

/**
 * What an action node acts on (schema.org `object`, one node): MediaMarkt declares its product as
 * a `BuyAction`'s object. None for a node that is no action.
 */
export function actionObjects(node: JsonLdNode): JsonLdNode[] {
  const object = node['object'];
  const single = object !== null && typeof object === 'object' && !Array.isArray(object);
  return single && nodeTypes(node).some((type) => type.endsWith('Action')) ? [object as JsonLdNode] : [];
}
