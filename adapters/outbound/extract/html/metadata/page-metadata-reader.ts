import { readOpeningByline } from './opening-byline.js';
import { siteHostName } from '../../../../../domain/url/host-name.js';
import { choosePageTitle, TITLE_PREFERENCES, type TitleCandidates, type TitlePreferences } from '../../../../../domain/page/metadata/page-title.js';
import { DATE_PREFERENCES, type DatePreferences } from '../../../../../domain/page/metadata/date-preferences.js';
import { contentHeadings } from './page-heading-reader.js';
import { readPublicationDate, statesPublicationDate } from './publication-date-reader.js';
import { nodeTypes, type JsonLdNode } from './json-ld-reader.js';
import { readStatements, text, type Statements } from './page-statements.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { wordCount } from '../../../../../domain/page/markdown-words.js';
import { DISCUSSION_TYPES, inContribution, type DeclaredKinds } from './schema-kinds.js';
import { hasItemProp, type StatementElements } from './statement-elements.js';
import { AUTHOR_PREFERENCES, choosePageAuthor, joinCitationAuthors, joinMetaAuthors, type AuthorPreferences } from '../../../../../domain/page/metadata/page-author.js';
import { readByline } from './byline-reader.js';
import { structuredNames } from './structured-names.js';
import { describedProduct, ratedProduct, ratedProductMicrodata } from './product-statements.js';
import { declaredFaqQuestions } from './faq-statements.js';

/** What a page says about itself (page-derived, untrusted), and what kind of page it declares. */
export interface PageMetadata {
  readonly title?: string;
  readonly author?: string;
  /** ISO 8601 (see `normalizePublicationDate`). */
  readonly publishedAt?: string;
  /** The last-update day the page shows beside its title where it shows no publication day at all (ISO 8601; see `PageDates`). */
  readonly updatedAt?: string;
  readonly kinds: DeclaredKinds;
  /**
   * The markup states a publication date somewhere (any schema.org node's `datePublished`, a date
   * `<meta>`, a dateline), even when none was trusted enough to report: evidence of an article.
   */
  readonly statesPublication: boolean;
  /** The declared product's schema.org `description` (as written, possibly with tags), when it has one. */
  readonly productDescription?: string;
  /**
   * Set when the page's article declares itself not free to read (schema.org `isAccessibleForFree`
   * false, as publishers mark a paywall): what the page serves may be only its free part.
   */
  readonly paywalled?: true;
  /** The declared product's rating as its schema.org `aggregateRating` states it ("4.7 out of 5 from 58 ratings"). */
  readonly productRating?: string;
  /** The questions of the page's declared FAQ (schema.org `FAQPage`), when it declares one. */
  readonly faqQuestions?: readonly string[];
  /**
   * The address the page gives as its own (`<link rel=canonical>`, else `og:url`), absolute, http(s)
   * only. A mirror, an AMP cache, a proxy or a saved copy serves the page under another host; this
   * one still names the site whose other pages it links to.
   */
  readonly canonicalUrl?: string;
  /**
   * The name the page gives itself, as the content choice counts its words (`declaredPageKind`):
   * the title, except that an `<h1>` which is a shorter part of a title two sources state alike is
   * the name (a section "Marathon Training" whose `og:title` and `<title>` read "Marathon Training
   * for All Skill Levels"). Present only where it differs from the title.
   */
  readonly name?: string;
  /** The titles the page states as written (`<title>`, then the social title), site names and all; absent when it states none. */
  readonly statedTitles?: readonly string[];
}

/** The tuned choices of the metadata reader (production's when left out). */
export interface MetadataPreferences {
  readonly title?: TitlePreferences;
  readonly date?: DatePreferences;
  readonly author?: AuthorPreferences;
}

const AUTHOR_META = ['author', 'article:author', 'parsely-author', 'sailthru.author', 'dc.creator', 'dcterms.creator', 'citation_author'];

/**
 * Reads the page's title, author and publication date from schema.org JSON-LD and microdata,
 * Open Graph and other `<meta>` tags, `<h1>` and the visible byline, preferring structured
 * statements about the page's own article or thread. Dates come only from sources that state a publication (never
 * `dateModified`, never a bare `<time>` that may belong to a teaser), so pages without one get
 * none. Reads `document` only; call it before a stage consumes the document. `preferences` are
 * production's unless a bench compares alternatives.
 */
export function readPageMetadata(document: Document, url: string, preferences: MetadataPreferences = {}): PageMetadata {
  const statements = readStatements(document);
  const { meta, dated, kinds } = statements;
  const headings = contentHeadings(document, url, statements.elements.titleHeadings);
  const canonicalUrl = canonicalAddress(statements, url);
  const candidates = titleCandidates(document, url, canonicalUrl, statements, headings.map((heading) => heading.text));
  const titlePreferences = preferences.title ?? TITLE_PREFERENCES;
  const title = choosePageTitle(candidates, titlePreferences);
  const name = choosePageTitle(candidates, { ...titlePreferences, agreedTitle: 'ignored', confirmedWording: 'heading' });
  const { publishedAt, updatedAt, byline: datedByline } = readPublicationDate(document, statements, title, headings[0]?.element, preferences.date ?? DATE_PREFERENCES);
  const authorPreferences = preferences.author ?? AUTHOR_PREFERENCES;
  const author = choosePageAuthor({
    structured: [...dated.map((node) => authorName(node['author'])), ...microdataAuthors(statements.elements)],
    meta: AUTHOR_META.map((name) => (name === 'citation_author' ? joinCitationAuthors(statements.metaAll(name)) : name === 'author' ? joinMetaAuthors(statements.metaAll(name)) : meta(name))),
    // A product has no author: a byline one of several alike there is a review's or a question's ("asked by wingseat22").
    // Else the line the article's text opens with, "By Kim Seo-jin", where it is an article's; else the name its dateline gives ("Started by …").
    byline: authorPreferences.byline === 'never' ? undefined : readByline(statements.elements.bylineCandidates, { skipRepeated: kinds.product }) ?? (kinds.product ? undefined : readOpeningByline(document, statements.elements) ?? datedByline),
    // One tag per author (Highwire Press), or PubMed's one tag of names joined by ";".
    scholarly: joinCitationAuthors([...statements.metaAll('citation_author'), ...statements.metaAll('citation_authors').flatMap((value) => value.split(';'))]),
    software: meta('generator'),
  }, authorPreferences);
  const statesPublication = publishedAt !== undefined || statesPublicationDate(statements, kinds.webPageNoArticle !== true);
  const productDescription = kinds.productSchema === true ? describedProduct(statements.nodes) : undefined;
  const productRating = kinds.productSchema === true ? ratedProduct(statements.nodes) ?? ratedProductMicrodata(statements.elements.itemProps) : undefined;
  const faqQuestions = declaredFaqQuestions(statements.nodes);
  const paywalled = dated.some((node) => /^\s*false\s*$/i.test(String(node['isAccessibleForFree'] ?? '')));
  const statedTitles = [candidates.documentTitle, candidates.socialTitle].filter((stated): stated is string => stated !== undefined && stated.trim() !== '');
  return {
    ...(title === undefined ? {} : { title }),
    ...(author === undefined ? {} : { author }),
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(updatedAt === undefined ? {} : { updatedAt }),
    kinds,
    statesPublication,
    ...(productDescription === undefined ? {} : { productDescription }),
    ...(productRating === undefined ? {} : { productRating }),
    ...(paywalled ? { paywalled } : {}),
    ...(faqQuestions.length === 0 ? {} : { faqQuestions }),
    ...(canonicalUrl === undefined ? {} : { canonicalUrl }),
    ...(name === undefined || name === title ? {} : { name }),
    ...(statedTitles.length === 0 ? {} : { statedTitles }),
  };
}

/** The address the page gives as its own (`PageMetadata.canonicalUrl`). */
function canonicalAddress(statements: Statements, url: string): string | undefined {
  return httpAddress(statements.elements.canonicalLinks[0]?.getAttribute('href') ?? statements.meta('og:url'), url);
}

/** `address` resolved against `base` when it is an http(s) URL; undefined otherwise. */
function httpAddress(address: string | null | undefined, base: string): string | undefined {
  if (address === null || address === undefined || address.trim() === '') return undefined;
  try {
    const resolved = new URL(address.trim(), base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

function titleCandidates(document: Document, url: string, canonicalUrl: string | undefined, statements: Statements, headings: readonly string[]): TitleCandidates {
  const { nodes, meta, dated, kinds } = statements;
  return {
    documentTitle: document.title,
    socialTitle: meta('og:title') ?? meta('twitter:title'),
    headline: dated.map((node) => text(node['headline']) ?? text(node['name']) ?? text(node['title'])).find((value) => value !== undefined),
    headings,
    structuredNames: structuredNames(statements),
    siteNames: siteNames(nodes, meta, [url, canonicalUrl]),
    homePage: isHomePage(url),
    productPage: kinds.product,
  };
}

/**
 * The title candidates of a page, as `readPageMetadata` gives them to `choosePageTitle` (for
 * benches that compare title preferences without re-reading each page).
 */
export function readTitleCandidates(document: Document, url: string): TitleCandidates {
  const statements = readStatements(document);
  return titleCandidates(document, url, canonicalAddress(statements, url), statements, contentHeadings(document, url, statements.elements.titleHeadings).map((heading) => heading.text));
}

/**
 * `og:type` `article` declares an article only when the page's name (`PageMetadata.name`, else its title) has at least this many words:
 * many sites set it on every page, and their section and listing pages carry names ("Science",
 * "Air Fryer Recipes") where an article carries a headline. Chosen by k-fold cross-validation
 * (`bench/extract/news-rules-cross-validate.ts`); `Infinity` ignores `og:type` `article`.
 */
export const OPEN_GRAPH_HEADLINE_MIN_WORDS = 4;

/**
 * What the metadata says the page is, as the content choice reads it: an article when it declares
 * an article type, states a publication date, or has `og:type` `article` and a headline-length
 * title (neither a date on its web page node nor `og:type` counting on a page typed only as a web
 * page: `DeclaredKinds.webPageNoArticle`; no `og:type` counting on a page typed a product and no article; no date counting on a work's page: `DeclaredKinds.openGraphWork`); a collection when it declares a thread, question, product, listing or collection; a
 * product when it declares a product.
 */
export function declaredPageKind(metadata: PageMetadata, openGraphHeadlineMinWords: number = OPEN_GRAPH_HEADLINE_MIN_WORDS): DeclaredPageKind {
  const openGraphArticle = metadata.kinds.openGraphArticle === true && wordCount(metadata.name ?? metadata.title ?? '') >= openGraphHeadlineMinWords;
  // Nor on a product's page typed by schema.org, no article type beside it: a shop or marketplace that sets `og:type` `article` on every page (Mercari's items).
  const typed = metadata.kinds.article || (openGraphArticle && metadata.kinds.webPageNoArticle !== true && metadata.kinds.productSchema !== true);
  // A work's page (`og:type` `video.movie`) shows its release date under its title: no article's.
  const dated = metadata.statesPublication && metadata.kinds.openGraphWork !== true;
  return {
    article: typed || dated,
    ...(!typed && dated ? { dateOnly: true } : {}),
    collection: metadata.kinds.discussion || metadata.kinds.listing || metadata.kinds.product,
    product: metadata.kinds.product,
    ...(metadata.kinds.productSchema === true ? { productSchema: true } : {}),
    listing: metadata.kinds.listing,
  };
}

function isHomePage(url: string): boolean {
  try {
    return new URL(url).pathname === '/';
  } catch {
    return false;
  }
}

/** The names a page's site goes by: declared ones, and the host (and its main label) of each of `addresses` (the page's, and the one it gives as its own). */
function siteNames(nodes: readonly JsonLdNode[], meta: (name: string) => string | undefined, addresses: readonly (string | undefined)[]): string[] {
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
  for (const address of addresses) {
    if (address === undefined) continue;
    try {
      const host = siteHostName(new URL(address).hostname);
      names.push(host);
      const labels = host.split('.');
      if (labels.length >= 2) names.push(labels[labels.length - 2] as string);
    } catch {
      // Not a URL: no host to compare.
    }
  }
  return names;
}

/** The first microdata `author` that is not a review's, comment's or answer's. */
function microdataAuthors(elements: StatementElements): (string | undefined)[] {
  const element = elements.itemProps.find((candidate) => hasItemProp(candidate, 'author') && !inContribution(candidate) && !inListedWork(candidate, elements.itemTypes));
  if (element === undefined) return [];
  const named = element.querySelector('[itemprop~="name"]');
  return [named?.getAttribute('content') ?? named?.textContent ?? element.getAttribute('content') ?? element.textContent ?? undefined];
}

/**
 * The property belongs to one of several works of one type the page lists (Goodreads' list of
 * `Book`s, each with its `itemprop="author"`): the first book's author is not the page's. A thread's
 * posts are listed too, and its first post's author is the thread's.
 */
function inListedWork(element: Element, itemTypes: readonly Element[]): boolean {
  const type = element.parentElement?.closest('[itemtype]')?.getAttribute('itemtype')?.trim();
  if (type === undefined || type === '' || DISCUSSION_TYPES.has(type.replace(/^.*\//, ''))) return false;
  return itemTypes.filter((item) => item.getAttribute('itemtype')?.trim() === type).length >= 2;
}

function authorName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const names = value.map(authorName).filter((name): name is string => name !== undefined);
    return names.length === 0 ? undefined : names.join(', ');
  }
  if (value !== null && typeof value === 'object') return authorName((value as JsonLdNode)['name']);
  return undefined;
}
