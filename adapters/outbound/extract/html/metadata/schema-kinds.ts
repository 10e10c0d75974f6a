import { actionObjects, nodeTypes, type JsonLdNode } from './json-ld-reader.js';

/** schema.org types of dated editorial content: their `datePublished` and `author` describe the page. */
export const ARTICLE_TYPES = new Set([
  'Article', 'NewsArticle', 'BlogPosting', 'Report', 'ScholarlyArticle', 'TechArticle', 'OpinionNewsArticle', 'ReportageNewsArticle',
  'AnalysisNewsArticle', 'BackgroundNewsArticle', 'ReviewNewsArticle', 'LiveBlogPosting', 'SatiricalArticle', 'MedicalScholarlyArticle',
]);
/** Threads and questions: the discussion is the content. */
export const DISCUSSION_TYPES = new Set(['DiscussionForumPosting', 'QAPage', 'Question', 'SocialMediaPosting']);
/** Products: description and specifications are the content. */
export const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'Vehicle', 'Car']);
/** Listings and collections: the items are the content. */
export const LISTING_TYPES = new Set(['ItemList', 'CollectionPage', 'SearchResultsPage', 'OfferCatalog']);

/** Events: a day shown under an event's name is when it takes place, not when the page was written. */
export const EVENT_TYPES = new Set([
  'Event', 'MusicEvent', 'SportsEvent', 'TheaterEvent', 'ComedyEvent', 'DanceEvent', 'Festival', 'ExhibitionEvent', 'EducationEvent',
  'BusinessEvent', 'SocialEvent', 'ScreeningEvent', 'LiteraryEvent', 'ChildrensEvent', 'FoodEvent', 'SaleEvent', 'VisualArtsEvent',
]);

/** Types of a page as a whole (an SEO plugin's type for a site's pages that are not posts). */
export const WEB_PAGE_TYPES = new Set(['WebPage', 'AboutPage', 'ContactPage', 'FAQPage', 'ItemPage', 'MedicalWebPage', 'ProfilePage', 'CheckoutPage']);

/** Items that are a part of the page written by someone else (a review, a comment, an answer): their author and dates are not the page's. */
export const CONTRIBUTION_TYPES = new Set(['Review', 'Comment', 'Answer', 'UserComments']);

/**
 * The microdata property `element` states belongs to a contribution: the item it sits in (the
 * nearest ancestor with an `itemtype`) is a review, comment or answer.
 */
export function inContribution(element: Element): boolean {
  const item = element.parentElement?.closest('[itemtype]');
  const type = (item?.getAttribute('itemtype') ?? '').trim().split(/\s+/)[0] ?? '';
  return CONTRIBUTION_TYPES.has(type.replace(/^.*\//, ''));
}

/** Which kinds of page a document declares itself to be (schema.org JSON-LD, microdata, `og:type`). */
export interface DeclaredKinds {
  readonly article: boolean;
  readonly discussion: boolean;
  readonly product: boolean;
  /** Set when a schema.org product type is declared (not only `og:type` `product`, which shops' category pages set too). */
  readonly productSchema?: boolean;
  readonly listing: boolean;
  /** Set when `og:type` is `article` (Open Graph's declaration of an article; schema.org types are in `article`). */
  readonly openGraphArticle?: boolean;
  /**
   * Set when the page types itself a web page (`WebPage`, `FAQPage`, …) and declares no article
   * type: SEO plugins (Yoast) give every page that is not a post, a shop's products included,
   * `og:type` `article` and a `WebPage` with a `datePublished`, and give posts an `Article` and an
   * `article:published_time` besides. Such a page's `og:type` and its web page's date do not make it an article.
   */
  readonly webPageNoArticle?: boolean;
  /**
   * Set when `og:type` names a work or a person, not a text (`video.movie`, `music.album`, `book`,
   * `profile`): a date shown under its title is its release (TMDB's "09/22/2023 (US)"), not the page's.
   */
  readonly openGraphWork?: boolean;
  /** Set when an event type is declared and no article type: the date under its name is the event's (Bandsintown's concert). */
  readonly eventNoArticle?: boolean;
}

/**
 * The schema.org type names a page declares: JSON-LD nodes (and their `mainEntity`, and the
 * `object` of an action: MediaMarkt declares its product as a `BuyAction`'s) and the `itemtype`s of
 * `itemTypes` (its `[itemtype]` elements), but for article types it gives {@link LISTED_ARTICLES_MIN} items or more;
 * a book offered for sale is a product too (`isSoldWork`).
 */
export function declaredTypes(itemTypes: readonly Element[], nodes: readonly JsonLdNode[]): Set<string> {
  const types = new Set<string>();
  for (const node of nodes) {
    for (const type of nodeTypes(node)) types.add(type);
    if (isSoldWork(node)) types.add('Product');
    const main = node['mainEntity'];
    if (isNode(main)) for (const type of nodeTypes(main)) types.add(type);
    for (const object of actionObjects(node)) for (const type of nodeTypes(object)) types.add(type);
  }
  const named = itemTypes.map((element) => (element.getAttribute('itemtype') ?? '').split(/\s+/).map((itemType) => itemType.replace(/^.*\//, '').trim()).filter((name) => name !== ''));
  const listsArticles = named.filter((names) => names.some((name) => ARTICLE_TYPES.has(name))).length >= LISTED_ARTICLES_MIN;
  for (const names of named) for (const name of names) if (!(listsArticles && ARTICLE_TYPES.has(name))) types.add(name);
  return types;
}

/**
 * A page whose microdata marks this many items as articles lists them (dblp's person page: an
 * `itemtype="…/ScholarlyArticle"` on every entry of a publication list; a blog's index of posts);
 * their article type does not make the page one article.
 */
export const LISTED_ARTICLES_MIN = 3;

/** Works a shop declares by their own type, with the offer that sells them. */
const SOLD_WORK_TYPES = new Set(['Book']);

/**
 * A work with its `offers`: a bookshop's page of a book (Thalia's and Casa del Libro's `"@type": "Book"` with
 * the price), which is a product's page, its formats, price and availability its content.
 */
function isSoldWork(node: JsonLdNode): boolean {
  return node['offers'] !== undefined && nodeTypes(node).some((type) => SOLD_WORK_TYPES.has(type));
}

function isNode(value: unknown): value is JsonLdNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Open Graph's types of works and people (its `video.*` and `music.*` objects, `book`, `profile`). */
const OPEN_GRAPH_WORK = /^\s*(?:(?:video|music)\.[a-z_]+|book|profile)\s*$/i;

/** A page that declares this many products, each on its own, lists them: it is no one product's page. */
export const LISTED_PRODUCTS_MIN = 3;

/**
 * How many products the page's JSON-LD declares each on its own: top-level product nodes, distinct
 * by name and address (Redfin gives each home's card a script of its own). Microdata is not counted:
 * a product's page marks up its related products' cards as products too.
 */
export function declaredProductCount(nodes: readonly JsonLdNode[]): number {
  return new Set(nodes.filter((node) => nodeTypes(node).some((type) => PRODUCT_TYPES.has(type))).map((node) => `${String(node['name'] ?? '')}|${String(node['url'] ?? node['@id'] ?? '')}`)).size;
}

/**
 * Kinds from the declared types; `og:type` `product` counts as a product page, `og:type` `article`
 * is kept apart. A page declaring at least {@link LISTED_PRODUCTS_MIN} products each on its own
 * (`products`) is a listing of them, not a product's page.
 */
export function declaredKinds(types: ReadonlySet<string>, openGraphType: string | undefined, products = 0): DeclaredKinds {
  const any = (set: ReadonlySet<string>): boolean => [...types].some((type) => set.has(type));
  const openGraphArticle = /^\s*article\s*$/i.test(openGraphType ?? '');
  const listed = products >= LISTED_PRODUCTS_MIN;
  const productSchema = any(PRODUCT_TYPES) && !listed;
  const webPageNoArticle = any(WEB_PAGE_TYPES) && !any(ARTICLE_TYPES);
  return {
    article: any(ARTICLE_TYPES),
    discussion: any(DISCUSSION_TYPES),
    product: !listed && (productSchema || /(?:^|[.:])product$/i.test(openGraphType ?? '')),
    listing: listed || any(LISTING_TYPES),
    ...(productSchema ? { productSchema } : {}),
    ...(openGraphArticle ? { openGraphArticle } : {}),
    ...(webPageNoArticle ? { webPageNoArticle } : {}),
    ...(OPEN_GRAPH_WORK.test(openGraphType ?? '') ? { openGraphWork: true } : {}),
    ...(any(EVENT_TYPES) && !any(ARTICLE_TYPES) ? { eventNoArticle: true } : {}),
  };
}
