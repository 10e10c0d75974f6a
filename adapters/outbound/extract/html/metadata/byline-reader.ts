import { labelsBrand } from '../../../../../domain/page/metadata/brand-label.js';
import { joinBylineNames } from '../../../../../domain/page/metadata/page-author.js';
import { alikeCount } from '../alike-elements.js';
import { classAttribute } from '../class-attribute.js';
import { isChromeElement, isPostFooter, isHidden } from '../region/chrome-rules.js';
import { isSubjectId } from '../region/heading-anchor-id.js';
import { shownText } from '../region/shown-text.js';
import { nameWords } from '../region/name-words.js';
import { spacedText } from './page-heading-reader.js';

/** Class and id words that mark an element as a byline (or the author's name in one). */
const BYLINE_WORDS = new Set(['author', 'authors', 'byline', 'username', 'contributor']);
/** Class and id words of an element that names an author without being the page's byline, or holds the author's role ("author-position"). */
const NOT_BYLINE_WORDS = new Set([
  'position', 'role', 'job', 'avatar', 'comment', 'comments', 'bio', 'biography', 'box', 'card', 'list', 'more', 'social', 'follow', 'books', 'posts', 'archive', 'statistics', 'stats',
  // A control about authors: Habr's header button "Как стать автором" (how to become an author), `a.tm-header__become-author-btn`.
  'btn', 'button', 'become',
  // The label over the names (Ynet's `span.authorsTitle` "כותב הכתבה", the writer of the article) or an author's title.
  'title', 'label',
]);
/** Class and id words of an ancestor whose bylines are someone else's: comments, sidebars (old Reddit's `div.side`: the subreddit's creator), related teasers. */
const FOREIGN_WORDS = new Set([
  'comment', 'comments', 'sidebar', 'side', 'widget', 'related', 'recommended', 'recommendation', 'recommendations', 'footer', 'menu', 'nav', 'navbar', 'teaser', 'promo', 'quote', 'quotes', 'blockquote',
  'testimonial', 'testimonials', 'review', 'reviews', 'feedback', 'rating', 'ratings',
  // A paper's reference list names the cited works' authors (ScienceDirect's `ol.references > li div.authors`).
  'references', 'bibliography', 'citations',
  // A product's questions and answers name who asked (PowerReviews' `div.pr-qa-display` "Asked by lilacwren").
  'qa',
]);
/** A cheap test that a class or id may hold one of {@link FOREIGN_WORDS}. */
const FOREIGN_HINT = /comment|side|widget|related|recommend|footer|menu|nav|teaser|promo|quote|testimonial|review|feedback|rating|references|bibliography|citations|qa/i;
/** A teaser's title: a heading that links to another page (a link to a place on a page, a post's permalink, does not count). */
const TEASER_TITLE = ['h2 a', 'h3 a', 'h4 a', 'a h2', 'a h3', 'a h4'].map((pair) => pair.replace(/\ba\b/, 'a[href]:not([href*="#"])')).join(', ');
/** Ancestors of a byline searched for a teaser title: a teaser's byline sits a few levels below its card. */
const TEASER_LEVELS = 4;
/** A teaser card's text is short (characters): an ancestor with more is the article or the list, and the search stops. */
const TEASER_MAX_CHARS = 1000;
/** Ancestors whose bylines are someone else's, by tag. */
// A picture's caption names who took it (SVT's `span.nyh_image__byline` "Foto: …" in the `<figcaption>`), not who wrote the page.
const FOREIGN_TAGS = new Set(['NAV', 'ASIDE', 'FOOTER', 'BLOCKQUOTE', 'HEAD', 'TEMPLATE', 'NOSCRIPT', 'SCRIPT', 'FIGCAPTION']);
/** A link round a byline holds a card when its text is this many times the byline's, and {@link LINK_CARD_MIN_EXTRA_CHARS} more. */
const LINK_CARD_TEXT_RATIO = 2;
const LINK_CARD_MIN_EXTRA_CHARS = 40;
/** A byline with more links than this is a list (an author index, a tag cloud). */
const MAX_BYLINE_LINKS = 4;
/** A byline without links longer than this (characters) is a paragraph (a bio), not a byline. */
const MAX_BYLINE_TEXT_CHARS = 120;
/** What stands between two names of one byline ("A and B"); a comma more often brings the writer's publication ("A, Reuters"). */
const NAME_JOINER = /^\s*(?:&|and)\s*$/i;
/** Between links that each say they lead to an author (`rel="author"`), a comma joins names too ("A, B and C"). */
const LISTED_NAME_JOINER = /^\s*(?:,|&|and|,\s*(?:&|and))\s*$/i;
/** How far up from an author's link the block of the byline's other authors' links is looked for. */
const AUTHOR_LIST_LEVELS = 3;

/**
 * The byline around an author's link (`rel="author"`) that links more authors so (the Washington
 * Post's "By A, B and C", each name in a span of its own), and those links; `undefined` when the
 * link stands alone.
 */
function isAuthorLink(link: Element): boolean {
  return (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('author');
}

function authorLinksAround(link: Element): { readonly container: Element; readonly links: Element[] } | undefined {
  if (!isAuthorLink(link)) return undefined;
  let container = link.parentElement;
  for (let level = 0; level < AUTHOR_LIST_LEVELS && container !== null; level += 1, container = container.parentElement) {
    const links = Array.from(container.querySelectorAll('a[rel~="author" i]'));
    if (links.length > 1) return (container.textContent ?? '').length <= MAX_BYLINE_TEXT_CHARS * 2 && links[0] === link ? { container, links } : undefined;
  }
  return undefined;
}

/**
 * The names the page's visible byline shows: the first of `candidates` (elements in document
 * order whose `rel` is `author`, or whose class or id has the word author, authors, byline or
 * username) that is shown (not hidden by its own markup), outside comments, sidebars, navigation,
 * footers, quotes, testimonials, reviews and teaser cards, not a name set in a sentence (`inSentence`), with
 * `skipRepeated` (a product page) not one of several alike (each review's or answer's), and that gives a name; a byline that
 * holds a narrower candidate is read through it. A byline's name is the text of its links (several
 * when "&" or "and" stands between them), else its own short text, read by
 * `joinBylineNames` ("By Jane Doe, Editor" → "Jane Doe"). `undefined` when none does.
 */
export function readByline(candidates: readonly Element[], options: { readonly skipRepeated?: boolean } = {}): string | undefined {
  for (let index = 0; index < candidates.length; index += 1) {
    const element = candidates[index] as Element;
    // A byline that holds narrower ones ("Tom Davies" beside "Associated Press" in one attribution) is read through them first.
    let end = index + 1;
    while (end < candidates.length && element.contains(candidates[end] as Element)) end += 1;
    const inner = end > index + 1 ? readByline(candidates.slice(index + 1, end), options) : undefined;
    if (inner !== undefined) return inner;
    index = end - 1;
    if (!isByline(element) || isHidden(element) || inForeignPart(element) || inTeaser(element) || inSentence(element)) continue;
    // One of two or more alike: each review's or answer's byline.
    if (options.skipRepeated === true && alikeCount(element, 2) >= 2) continue;
    const name = bylineText(namingSentence(element) ?? element);
    if (name !== undefined) return name;
  }
  return undefined;
}

function isByline(element: Element): boolean {
  // A table's header cell labels its row (hgweb's `th.author` over "parents" too): the name is in the row's cell.
  if (element.nodeName.toUpperCase() === 'TH') return false;
  if (/(?:^|\s)author(?:\s|$)/i.test(element.getAttribute('rel') ?? '') && element.nodeName.toUpperCase() === 'A') return true;
  const words = nameWords(`${classAttribute(element)} ${ownId(element)}`);
  return words.some((word) => BYLINE_WORDS.has(word)) && !words.some((word) => NOT_BYLINE_WORDS.has(word) || FOREIGN_WORDS.has(word));
}

/**
 * The element's id where it may name what the element is: not one that names the section's subject (`isSubjectId`:
 * AsciiDoc's `h2#_mapping_authors`, npm's `h4#init-author-email`, Django's
 * `div#s-abstractuser-username-max-length-increased-to-150`), whose heading's words are no byline.
 */
function ownId(element: Element): string {
  const id = element.getAttribute('id') ?? '';
  return id === '' || isSubjectId(element, id) ? '' : id;
}

/** Elements set in a line of text: the sentence a byline stands in is the nearest element not one of these. */
const INLINE_TAGS = new Set(['A', 'SPAN', 'STRONG', 'B', 'EM', 'I', 'SMALL', 'CITE', 'ABBR', 'TIME']);
/** A sentence that mentions someone says at least this many words besides the name. */
const SENTENCE_MIN_WORDS = 12;
/** A block of more words than this is a part of the page, not the one sentence the name stands in. */
const SENTENCE_MAX_WORDS = 40;

/**
 * The byline is a name set in a sentence about something else: its nearest block is one sentence
 * of at most {@link SENTENCE_MAX_WORDS} words, ending in a full stop, with at least
 * {@link SENTENCE_MIN_WORDS} besides the name's (bbPress's topic notice: "This topic has 8 replies,
 * 4 voices, and was last updated 1 year ago by Walt Brennan."): the last replier, not the page's author.
 */
function inSentence(element: Element): boolean {
  let block = element.parentElement;
  while (block !== null && INLINE_TAGS.has(block.nodeName.toUpperCase())) block = block.parentElement;
  if (block === null) return false;
  const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!/[.!?]$/.test(text)) return false;
  const words = text.split(' ').length;
  if (words > SENTENCE_MAX_WORDS) return false;
  const own = (element.textContent ?? '').split(/\s+/).filter((word) => word !== '').length;
  return words - own >= SENTENCE_MIN_WORDS;
}

/** The byline is a list item's: an ancestor a few levels up (below the content root) holds a teaser title linking elsewhere. */
function inTeaser(element: Element): boolean {
  let current = element.parentElement;
  for (let level = 0; level < TEASER_LEVELS && current !== null; level += 1, current = current.parentElement) {
    const name = current.nodeName.toUpperCase();
    if (name === 'BODY' || name === 'MAIN' || current.getAttribute('role') === 'main' || visibleLength(current) > TEASER_MAX_CHARS) return false;
    if (Array.from(current.querySelectorAll(TEASER_TITLE)).some((title) => !linksToPageItself(title))) return true;
  }
  return false;
}

/**
 * The teaser title's link goes to the page's own address (its canonical link or `og:url`): the
 * page's own headline, as Slashdot links each story's `h2` to itself beside its byline "Posted by
 * BeauHD", is no teaser of another page. A heading's first link is the one judged.
 */
function linksToPageItself(title: Element): boolean {
  // A headline's first link is its own; a later one in it names its source ("(theregister.com)").
  const heading = title.localName === 'a' ? title.closest('h2, h3, h4') : title;
  const link = heading?.querySelector('a[href]') ?? title.closest('a[href]');
  const document = title.ownerDocument;
  const own = ownAddresses(document);
  if (link === null || own.length === 0) return false;
  const target = pathOf(link.getAttribute('href') ?? '', own[0] as string);
  return target !== undefined && own.some((address) => pathOf(address, address) === target);
}

const OWN_ADDRESSES = new WeakMap<Document, readonly string[]>();

/** The page's canonical link and `og:url`, where it states them. */
function ownAddresses(document: Document): readonly string[] {
  let addresses = OWN_ADDRESSES.get(document);
  if (addresses === undefined) {
    const stated = [document.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href'), document.querySelector('meta[property="og:url" i][content]')?.getAttribute('content')];
    addresses = stated.filter((address): address is string => address !== null && address !== undefined && /^https?:\/\//i.test(address.trim())).map((address) => address.trim());
    OWN_ADDRESSES.set(document, addresses);
  }
  return addresses;
}

/** The host and path an address names (relative to `base`), without a trailing slash. */
function pathOf(address: string, base: string): string | undefined {
  try {
    const url = new URL(address, base);
    return `${url.host.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/**
 * `ancestor` is a link that wraps a card around the byline (a bookmark card's title, description,
 * site and author: Ghost's `kg-bookmark-container`): the card previews the linked page, and the
 * author is that page's. A link round the name alone (`<a rel="author">`) is the byline's own.
 */
function isLinkCard(ancestor: Element, byline: Element): boolean {
  if (ancestor.nodeName.toUpperCase() !== 'A' || !ancestor.hasAttribute('href')) return false;
  return visibleLength(ancestor) > LINK_CARD_TEXT_RATIO * visibleLength(byline) + LINK_CARD_MIN_EXTRA_CHARS;
}

function inForeignPart(element: Element): boolean {
  for (let current = element.parentElement; current !== null && current.nodeName.toUpperCase() !== 'BODY'; current = current.parentElement) {
    if (isPostFooter(current)) continue;
    if (FOREIGN_TAGS.has(current.nodeName.toUpperCase()) || isChromeElement(current) || isLinkCard(current, element)) return true;
    const names = `${classAttribute(current)} ${current.getAttribute('id') ?? ''}`;
    // Split into words only names that may hold one (most ancestors have none of these letters in a row).
    // A layout wrapper named for the sidebar beside the page (GitLab's `div.page-with-contextual-sidebar`) holds the main content too.
    if (FOREIGN_HINT.test(names) && nameWords(names).some((word) => FOREIGN_WORDS.has(word)) && current.querySelector('main, [role="main"]') === null) return true;
  }
  return false;
}

/** How far up from a byline candidate the "By …" line it is one name of is looked for. */
const BY_LINE_LEVELS = 2;

/**
 * The "By A and B" line the candidate is one name of, where only that name is named a byline (the
 * New York Times marks its last author `span.last-byline`, and the first went unread): an ancestor
 * of at most {@link BY_LINE_LEVELS} levels whose short text opens with "By" and links more names.
 */
function namingSentence(element: Element): Element | undefined {
  let ancestor = element.parentElement;
  for (let level = 0; level < BY_LINE_LEVELS && ancestor !== null; level += 1, ancestor = ancestor.parentElement) {
    const text = (ancestor.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length > MAX_BYLINE_TEXT_CHARS) return undefined;
    if (/^by\s/i.test(text) && ancestor.querySelectorAll('a').length >= 2) return ancestor;
  }
  return undefined;
}

function bylineText(element: Element): string | undefined {
  const listed = element.nodeName.toUpperCase() === 'A' ? authorLinksAround(element) : undefined;
  const links = listed?.links ?? (element.nodeName.toUpperCase() === 'A' ? [element] : Array.from(element.querySelectorAll('a')));
  if (links.length > MAX_BYLINE_LINKS) return undefined;
  const text = spacedText(listed?.container ?? element).replace(/\s+/g, ' ').trim();
  // A product's brand where a byline would be ("Thương hiệu: <a>Kamora</a>"): its link is the brand's, not an author's.
  if (labelsBrand(text)) return undefined;
  // A link's own text, as written: styling may wrap a name's last letter in an element of its own.
  const linkTexts = links.map((link) => shownText(link, visuallyHidden)).filter((value) => value !== '');
  if (linkTexts.length > 0) {
    const authorLinks = listed !== undefined || (links.length > 1 && links.every(isAuthorLink));
    const names = joinBylineNames(joinedLinks(text, linkTexts, authorLinks ? LISTED_NAME_JOINER : NAME_JOINER));
    if (names !== undefined) return names;
  }
  return text.length > MAX_BYLINE_TEXT_CHARS ? undefined : joinBylineNames([text]);
}

/**
 * Apple's class for text only screen readers read ("User profile for user:" before each poster's name). Not counted
 * as such everywhere: Apple's shops set a unit both so and in a copy hidden from screen readers ("128" + "GB").
 */
const VISUALLY_HIDDEN = /(?:^|\s)visuallyhidden(?:\s|$)/;
const visuallyHidden = (part: Element): boolean => VISUALLY_HIDDEN.test(classAttribute(part));

/** Characters of an element's text with runs of whitespace (markup indentation) counted once. */
function visibleLength(element: Element): number {
  const text = element.textContent ?? '';
  // A text many times the teaser bound is not brought under it by collapsing whitespace: not worth the copy.
  return text.length > 20 * TEASER_MAX_CHARS ? text.length : text.replace(/\s+/g, ' ').length;
}

/** The first link's text and each next one that only a joiner ("," "&" "and") separates from it. */
function joinedLinks(text: string, linkTexts: readonly string[], joiner: RegExp): string[] {
  const kept = [linkTexts[0] as string];
  let end = text.indexOf(kept[0] as string) + (kept[0] as string).length;
  for (const next of linkTexts.slice(1)) {
    const start = text.indexOf(next, end);
    if (start < 0 || !joiner.test(text.slice(end, start))) break;
    kept.push(next);
    end = start + next.length;
  }
  return kept;
}
