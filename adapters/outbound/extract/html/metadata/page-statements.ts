import { nodeTypes, readJsonLd, type JsonLdNode } from './json-ld-reader.js';
import { ARTICLE_TYPES, declaredKinds, declaredProductCount, declaredTypes, DISCUSSION_TYPES, inContribution, type DeclaredKinds } from './schema-kinds.js';
import { collectStatementElements, type StatementElements } from './statement-elements.js';

/**
 * schema.org nodes whose date and author are the page's own: articles, discussions, recipes and
 * how-tos (food blogs type a post `Recipe` only), and job postings (a posting's page is the job's:
 * Greenhouse's and Lever's state its `title` and `datePosted` only there).
 */
export const DATED_TYPES = new Set([...ARTICLE_TYPES, ...DISCUSSION_TYPES, 'Recipe', 'HowTo', 'JobPosting']);

/** What a page states about itself in markup: JSON-LD nodes, `<meta>` values, its dated items and declared kinds. */
export interface Statements {
  readonly nodes: readonly JsonLdNode[];
  readonly meta: (name: string) => string | undefined;
  /** Every value of a `<meta>` the page repeats, in order (`citation_author`: one per author). */
  readonly metaAll: (name: string) => readonly string[];
  /** Article and discussion nodes (and their `mainEntity`): their headline, date and author are the page's. */
  readonly dated: readonly JsonLdNode[];
  readonly kinds: DeclaredKinds;
  /** The elements the statements were read from (and the page's other microdata properties). */
  readonly elements: StatementElements;
}

/** Reads the JSON-LD nodes, `<meta>` values and declared kinds of a page once. */
export function readStatements(document: Document): Statements {
  const elements = collectStatementElements(document);
  const nodes = readJsonLd(elements.typedScripts);
  const { meta, metaAll } = metaReader(elements.contentMetas);
  const dated = nodes.flatMap((node) => [node, ...mainEntities(node)]).filter((node) => nodeTypes(node).some((type) => DATED_TYPES.has(type)));
  return { nodes, meta, metaAll, dated, kinds: declaredKinds(declaredTypes(elements.itemTypes, nodes), meta('og:type'), declaredProductCount(nodes)), elements };
}


/**
 * `<meta>` values by name (the first, or all); a microdata `<meta itemprop>` of a review, comment or
 * answer is theirs, not the page's, and so are Parse.ly's post fields on a page it is told is no post.
 */
function metaReader(metas: readonly Element[]): Pick<Statements, 'meta' | 'metaAll'> {
  const values = new Map<string, string[]>();
  for (const element of metas) {
    if (element.hasAttribute('itemprop') && !element.hasAttribute('property') && !element.hasAttribute('name') && inContribution(element)) continue;
    const key = (element.getAttribute('property') ?? element.getAttribute('name') ?? element.getAttribute('itemprop') ?? '').trim().toLowerCase();
    const content = (element.getAttribute('content') ?? '').trim();
    if (key === '' || content === '') continue;
    const list = values.get(key);
    if (list === undefined) values.set(key, [content]);
    else list.push(content);
  }
  if (NON_POST_TYPES.has(values.get('parsely-type')?.[0]?.toLowerCase() ?? '')) for (const key of PARSELY_POST_FIELDS) values.delete(key);
  return { meta: (name) => values.get(name.toLowerCase())?.[0], metaAll: (name) => values.get(name.toLowerCase()) ?? [] };
}

/** Parse.ly's page types of a page that is no post (a front or section page): it has no author or date of its own. */
const NON_POST_TYPES = new Set(['index', 'frontpage', 'sectionpage']);
/**
 * What Parse.ly's tags say about a post: on a page that declares itself no post, they describe the
 * story it features (a front page's `parsely-author` is its lead story's writer).
 */
const PARSELY_POST_FIELDS = ['parsely-author', 'parsely-pub-date'];


/**
 * The nodes a node says the page is about: its `mainEntity` objects, and a blog's one post (Hashnode
 * nests the post's `BlogPosting` in its `Blog` node's `blogPost`; a blog's front page lists several,
 * none of them the page's own).
 */
export function mainEntities(node: JsonLdNode): JsonLdNode[] {
  const posts = objects(node['blogPost']);
  return posts.length === 1 ? [...objects(node['mainEntity']), ...posts] : objects(node['mainEntity']);
}

/** A JSON-LD value's objects (one, or a list's). */
function objects(value: unknown): JsonLdNode[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((entry): entry is JsonLdNode => entry !== null && typeof entry === 'object' && !Array.isArray(entry));
}

/** A JSON-LD value as trimmed text (the first of a list); `undefined` when empty or not text. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return text(value[0]);
  return undefined;
}
