import { datesInText, normalizePublicationDate } from '../../../../../domain/page/metadata/publication-date.js';
import { choosePageTitle, type TitleCandidates } from '../../../../../domain/page/metadata/page-title.js';
import { firstStatedTime, readDateline } from './dateline-reader.js';
import { contentHeadings } from './page-heading-reader.js';
import { nodeTypes, readJsonLd, type JsonLdNode } from './json-ld-reader.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { ARTICLE_TYPES, declaredKinds, declaredTypes, DISCUSSION_TYPES, type DeclaredKinds } from './schema-kinds.js';

/** What a page says about itself (page-derived, untrusted), and what kind of page it declares. */
export interface PageMetadata {
  readonly title?: string;
  readonly author?: string;
  /** ISO 8601 (see `normalizePublicationDate`). */
  readonly publishedAt?: string;
  readonly kinds: DeclaredKinds;
  /**
   * The markup states a publication date somewhere (any schema.org node's `datePublished`, a date
   * `<meta>`, a dateline), even when none was trusted enough to report: evidence of an article.
   */
  readonly statesPublication: boolean;
}

const MAX_AUTHOR_CHARS = 200;
/** schema.org nodes whose date and author are the page's own. */
const DATED_TYPES = new Set([...ARTICLE_TYPES, ...DISCUSSION_TYPES]);
/** `<meta>` names and properties that state an article's publication date. */
const DATE_META = [
  'article:published_time', 'og:article:published_time', 'datePublished', 'publication_date', 'publish-date', 'publishdate', 'pubdate',
  'og:published_time', 'dc.date.issued', 'dcterms.issued', 'citation_publication_date', 'parsely-pub-date', 'sailthru.date',
];
const AUTHOR_META = ['author', 'article:author', 'parsely-author', 'sailthru.author', 'dc.creator', 'dcterms.creator', 'citation_author'];

/**
 * Reads the page's title, author and publication date from schema.org JSON-LD and microdata,
 * Open Graph and other `<meta>` tags, and `<h1>`, preferring structured statements about the
 * page's own article or thread. Dates come only from sources that state a publication (never
 * `dateModified`, never a bare `<time>` that may belong to a teaser), so pages without one get
 * none. Reads `document` only; call it before a stage consumes the document.
 */
export function readPageMetadata(document: Document, url: string): PageMetadata {
  const statements = readStatements(document);
  const { nodes, meta, dated, kinds } = statements;
  const headings = contentHeadings(document, url);
  const title = choosePageTitle(titleCandidates(document, url, statements, headings.map((heading) => heading.text)));
  const declared = firstDate([...dated.map((node) => text(node['datePublished']) ?? text(node['dateCreated'])), ...microdataDates(document)]);
  const stated = firstDate(DATE_META.map((name) => meta(name)));
  const shown = stated === undefined || declared !== undefined ? undefined : new Set(datesInText(visibleTextOf(document)));
  const publishedAt = readDateline(document, title, headings[0]?.element) ?? declared
    ?? (stated !== undefined && shown?.has(stated.slice(0, 10)) === true ? stated : undefined)
    ?? (kinds.discussion ? firstStatedTime(document) : undefined);
  const author = firstAuthor([...dated.map((node) => authorName(node['author'])), ...microdataAuthors(document), ...AUTHOR_META.map((name) => meta(name))]);
  const statesPublication = publishedAt !== undefined || stated !== undefined
    || firstDate(nodes.flatMap((node) => [node, ...mainEntities(node)]).map((node) => text(node['datePublished']))) !== undefined;
  return {
    ...(title === undefined ? {} : { title }),
    ...(author === undefined ? {} : { author }),
    ...(publishedAt === undefined ? {} : { publishedAt }),
    kinds,
    statesPublication,
  };
}

/** What a page states about itself in markup: JSON-LD nodes, `<meta>` values, its dated items and declared kinds. */
interface Statements {
  readonly nodes: readonly JsonLdNode[];
  readonly meta: (name: string) => string | undefined;
  /** Article and discussion nodes (and their `mainEntity`): their headline, date and author are the page's. */
  readonly dated: readonly JsonLdNode[];
  readonly kinds: DeclaredKinds;
}

function readStatements(document: Document): Statements {
  const nodes = readJsonLd(document);
  const meta = metaReader(document);
  const dated = nodes.flatMap((node) => [node, ...mainEntities(node)]).filter((node) => nodeTypes(node).some((type) => DATED_TYPES.has(type)));
  return { nodes, meta, dated, kinds: declaredKinds(declaredTypes(document, nodes), meta('og:type')) };
}

function titleCandidates(document: Document, url: string, statements: Statements, headings: readonly string[]): TitleCandidates {
  const { nodes, meta, dated, kinds } = statements;
  return {
    documentTitle: document.title,
    socialTitle: meta('og:title') ?? meta('twitter:title'),
    headline: dated.map((node) => text(node['headline']) ?? text(node['name'])).find((value) => value !== undefined),
    headings,
    siteNames: siteNames(nodes, meta, url),
    homePage: isHomePage(url),
    productPage: kinds.product,
  };
}

/**
 * The title candidates of a page, as `readPageMetadata` gives them to `choosePageTitle` (for
 * benches that compare title preferences without re-reading each page).
 */
export function readTitleCandidates(document: Document, url: string): TitleCandidates {
  return titleCandidates(document, url, readStatements(document), contentHeadings(document, url).map((heading) => heading.text));
}

/**
 * What the metadata says the page is, as the content choice reads it: an article when it declares
 * an article type or states a publication date; a collection when it declares a thread, question,
 * product, listing or collection.
 */
export function declaredPageKind(metadata: PageMetadata): DeclaredPageKind {
  return {
    article: metadata.kinds.article || metadata.statesPublication,
    collection: metadata.kinds.discussion || metadata.kinds.listing || metadata.kinds.product,
  };
}

function metaReader(document: Document): (name: string) => string | undefined {
  const values = new Map<string, string>();
  for (const element of Array.from(document.querySelectorAll('meta[content]'))) {
    const key = (element.getAttribute('property') ?? element.getAttribute('name') ?? element.getAttribute('itemprop') ?? '').trim().toLowerCase();
    const content = (element.getAttribute('content') ?? '').trim();
    if (key !== '' && content !== '' && !values.has(key)) values.set(key, content);
  }
  return (name) => values.get(name.toLowerCase());
}

function mainEntities(node: JsonLdNode): JsonLdNode[] {
  const main = node['mainEntity'];
  const list = Array.isArray(main) ? main : [main];
  return list.filter((entry): entry is JsonLdNode => entry !== null && typeof entry === 'object' && !Array.isArray(entry));
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return text(value[0]);
  return undefined;
}

function isHomePage(url: string): boolean {
  try {
    return new URL(url).pathname === '/';
  } catch {
    return false;
  }
}

function siteNames(nodes: readonly JsonLdNode[], meta: (name: string) => string | undefined, url: string): string[] {
  const names: string[] = [];
  for (const name of [meta('og:site_name'), meta('application-name'), meta('apple-mobile-web-app-title')]) if (name !== undefined) names.push(name);
  for (const node of nodes) {
    const types = nodeTypes(node);
    if (types.includes('WebSite') || types.includes('Organization')) {
      const name = text(node['name']);
      if (name !== undefined) names.push(name);
    }
    const publisher = node['publisher'];
    if (publisher !== null && typeof publisher === 'object' && !Array.isArray(publisher)) {
      const name = text((publisher as JsonLdNode)['name']);
      if (name !== undefined) names.push(name);
    }
  }
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    names.push(host);
    const labels = host.split('.');
    if (labels.length >= 2) names.push(labels[labels.length - 2] as string);
  } catch {
    // Not a URL: no host to compare.
  }
  return names;
}

function microdataDates(document: Document): (string | undefined)[] {
  return Array.from(document.querySelectorAll('[itemprop~="datePublished"], [itemprop~="dateCreated"]'))
    .filter((element) => {
      const scope = element.closest('[itemscope]');
      const type = (scope?.getAttribute('itemtype') ?? '').replace(/^.*\//, '');
      return DATED_TYPES.has(type);
    })
    .slice(0, 3)
    .map((element) => element.getAttribute('content') ?? element.getAttribute('datetime') ?? element.textContent ?? undefined);
}

function microdataAuthors(document: Document): (string | undefined)[] {
  const element = document.querySelector('[itemprop~="author"]');
  if (element === null) return [];
  const named = element.querySelector('[itemprop~="name"]');
  return [named?.getAttribute('content') ?? named?.textContent ?? element.getAttribute('content') ?? element.textContent ?? undefined];
}

function firstDate(candidates: readonly (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const date = normalizePublicationDate(candidate);
    if (date !== undefined) return date;
  }
  return undefined;
}

function authorName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const names = value.map(authorName).filter((name): name is string => name !== undefined);
    return names.length === 0 ? undefined : names.join(', ');
  }
  if (value !== null && typeof value === 'object') return text((value as JsonLdNode)['name']);
  return undefined;
}

function firstAuthor(candidates: readonly (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const name = candidate.replace(/\s+/g, ' ').replace(/^by\s+/i, '').trim();
    if (name === '' || /^https?:\/\//i.test(name) || name.length > MAX_AUTHOR_CHARS) continue;
    return name;
  }
  return undefined;
}

function visibleTextOf(document: Document): string {
  const body = document.body as HTMLElement | null;
  if (body === null) return '';
  const parts: string[] = [];
  const walk = (element: Element): void => {
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 3) parts.push(child.nodeValue ?? '');
      else if (child.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(child.nodeName.toUpperCase())) {
        parts.push(' ');
        walk(child as Element);
      }
    }
  };
  walk(body);
  return parts.join('').replace(/\s+/g, ' ');
}
