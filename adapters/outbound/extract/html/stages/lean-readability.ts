import type { Readability } from '@mozilla/readability';
import { commonJsExport } from '../../support/commonjs-export.js';
import { hasHidingStyle } from '../region/chrome-rules.js';
import { isAuthorList, isLabelledPair, isLabelledValue, isLinkedNameOfAmount, isPostByline } from '../region/linked-facts.js';
import { unwrapAddressLinks } from './address-links.js';
import { isOneOfAlike } from '../alike-elements.js';
import { holdsNonSpaceText } from '../element-text.js';
import { liftHeadingsBesideLinks } from './heading-controls.js';
import { proseLinkShare } from './prose-links.js';
import { referenceLinkShare } from './reference-links.js';
import { isMemberTable } from './member-tables.js';
import { dropToggleLabels } from './toggle-labels.js';
import { gatherCitedFootnotes } from './cited-footnotes.js';
import { unwrapDatedPermalinks, unwrapTimestampLinks } from './timestamp-links.js';
import { POST_DATE_LINK, unwrapPostDateLinks } from '../region/post-date-links.js';
import { unwrapSelfAnchoredLinks } from './self-anchored-links.js';
import { dropScriptedControls } from './scripted-controls.js';
import { markLevelOneHeadings } from './section-levels.js';
import { prepareImages } from './readability-images.js';
import { embeddedPostsOf, isOfEmbeddedPosts } from '../region/embedded-posts.js';
import { attributeStartsIgnoringCase, ElementCensus, isTag } from '../element-census.js';
import { hideNamesFromReadability, isUnlikelyCandidate, type ReadabilityRegexps } from './readability-names.js';
import { isPostCardMeta } from './post-card-meta.js';
import { isOfferLinks } from './offer-links.js';
import { isLinkedCodeSignature } from './code-signatures.js';
import { isApiStatusNotice } from '../region/api-notices.js';
import { nameWords } from '../region/name-words.js';
import { isQuoteFigure } from '../region/quote-figures.js';
import { holdsDescribedLinkCards } from '../region/described-link-cards.js';

type ReadabilityClass = typeof Readability;

/** Cards that each link a title and its description hold their words in links: nearly all their text is link text. */
const CARDS_LINK_SHARE = 0.9;

const ELEMENT_NODE = 1;

/** A link to another page (not an empty or in-page `href`). */
const LINK_AWAY = 'a[href]:not([href=""]):not([href^="#"])';

/** The parts of Readability 0.6's prototype the subclass relies on. */
interface ReadabilityInternals {
  readonly REGEXPS: ReadabilityRegexps;
}

/**
 * What the steps before the parse change: address, in-page and post-date links, times and controls' labels
 * (`a[href^="mailto:" i], a[href^="tel:" i], a[href^="#"], a[data-post-date-link], time, label[for]`).
 */
export function isChangedPart(element: Element): boolean {
  if (isTag(element, 'a')) {
    const href = element.getAttribute('href');
    return (href !== null && href.startsWith('#')) || attributeStartsIgnoringCase(element, 'href', 'mailto:') || attributeStartsIgnoringCase(element, 'href', 'tel:') || element.hasAttribute(POST_DATE_LINK);
  }
  return isTag(element, 'time') || (isTag(element, 'label') && element.hasAttribute('for'));
}

let leanClass: Promise<ReadabilityClass> | undefined;

/**
 * Mozilla Readability with the page's root spared from its unlikely-candidate removal (see `parse`),
 * and so are the names `hideNamesFromReadability` takes off (sections' heading anchors, headings and
 * posts' headers named "header", code's token spans; code's line breaks kept as newlines), headings
 * set beside a few links (edit links) spared from its removal of short linked blocks
 * (`liftHeadingsBesideLinks`), mail links that show their address or go to one recipient, timestamps' links, permalinks that say a date and the links the chain marked as posts' dates unwrapped (`unwrapAddressLinks`, `unwrapTimestampLinks`, `unwrapDatedPermalinks`, `unwrapPostDateLinks`), so are links to where they stand (`unwrapSelfAnchoredLinks`: a signature that is its own permalink), images a lazy loader names in its own attribute given a `data-src`, runs of pips dropped and text-size icons written as their names (`prepareImages`), the labels of check boxes and radio buttons dropped (`dropToggleLabels`), sentences with a link or two inside them, posts' bylines, lists of authors, a product's offers (`isOfferLinks`), an entry's linked heading in its wrappers (`wrapsLinkedHeading`), tables of members named by links (`isMemberTable`), code blocks whose names link to their definitions, members' signatures whose types link to theirs and APIs' stability notices kept by its conditional cleaning (`proseLinkShare`, `isPostByline`, `isAuthorList`, `linksOnlyInCode`, `isLinkedCodeSignature`, `isApiStatusNotice`), and three of its per-element checks answered more cheaply (the answer of each check is unchanged: `_isValidByline`, `_isProbablyVisible`, `_isElementWithoutContent`). Readability 0.6 measures every
 * element's text (`textContent`, a walk of the whole subtree on linkedom) before asking whether
 * the element could be a byline at all, and parses every element's inline style twice to ask
 * whether it is hidden, although most elements have no `style` attribute. Over the benchmark
 * pages those two checks cost about a seventh of Readability's time. If a later Readability
 * renames these methods the overrides are simply unused. Imported lazily, like Readability itself.
 */
export function leanReadability(): Promise<ReadabilityClass> {
  leanClass ??= import('@mozilla/readability').then((module) => {
    const Base = commonJsExport(module, 'Readability');
    class LeanReadability<T> extends Base<T> {
      /**
       * Readability 0.6 drops any element but `<body>` whose class or id looks like chrome, the
       * root `<html>` too (mdBook's `sidebar-visible`, XenForo's `sidebarNav--active`); the
       * article is then the whole body, unscored, with every menu and hidden dialog
       * (mozilla/readability#835, declined upstream). The root's class and id are cleared first
       * when they would do that; they name the page's theme, never its content.
       */
      override parse(): ReturnType<Readability<T>['parse']> {
        const document = (this as unknown as { readonly _doc: Document })._doc;
        const regexps = (this as unknown as ReadabilityInternals).REGEXPS;
        const root = document.documentElement as Element | null;
        if (root !== null && isUnlikelyCandidate(root, regexps)) {
          root.removeAttribute('class');
          root.removeAttribute('id');
        }
        // One walk of the copy answers the steps' queries, renewed after a step that moved elements (a walk's order would be stale).
        let census = ElementCensus.of(document);
        if (liftHeadingsBesideLinks(census, regexps) > 0) census = ElementCensus.of(document);
        const parts = census.query(isChangedPart);
        const postDates = parts.filter((part) => part.hasAttribute(POST_DATE_LINK));
        unwrapAddressLinks(parts.filter((part) => part.localName === 'a' && !part.getAttribute('href')?.startsWith('#') && !part.hasAttribute(POST_DATE_LINK)));
        const inPage = parts.filter((part) => part.localName === 'a' && part.getAttribute('href')?.startsWith('#'));
        if (gatherCitedFootnotes(inPage) > 0) census = ElementCensus.of(document);
        unwrapDatedPermalinks(inPage);
        unwrapSelfAnchoredLinks(inPage.filter((link) => link.isConnected));
        unwrapTimestampLinks(parts.filter((part) => part.localName === 'time'));
        unwrapPostDateLinks(postDates);
        dropToggleLabels(parts.filter((part) => part.localName === 'label'));
        markLevelOneHeadings(census);
        prepareImages(census);
        // Walked again after the retags of prepareImages: from here to the parse the steps read elements, change their names,
        // remove or unwrap them, and add or move none (the last step's retags come after its query).
        census = ElementCensus.of(document);
        dropScriptedControls(census);
        // Read while the posts are in the document: Readability cleans its article in a tree of its own.
        this.quotesPosts = embeddedPostsOf(census).length > 0;
        const names = hideNamesFromReadability(document, regexps, census);
        try {
          return super.parse();
        } finally {
          names.restore();
        }
      }

      private cleaning = false;
      /** The page holds posts embedded from a social network: only then is a block its cleaning weighs asked whether it is one's. */
      private quotesPosts = false;

      _cleanConditionally(element: Element, tag: string): void {
        this.cleaning = true;
        try {
          (Base.prototype as unknown as { _cleanConditionally(this: unknown, element: Element, tag: string): void })._cleanConditionally.call(this, element, tag);
        } finally {
          this.cleaning = false;
        }
      }

      /**
       * Readability's `_getTextDensity`, with a figure's caption counted as text when its cleaning
       * asks how much of a block is text (`<span>`s, paragraphs, list items…): it counts no
       * `<figcaption>`, so a code block's title bar holding the file name in one (Fumadocs'
       * `figure > div > figcaption` "lib/cache.ts" beside the copy button) had no text, and went as "no useful content".
       */
      _getTextDensity(element: Element, tags: string[]): number {
        const counted = this.cleaning && tags.includes('SPAN') ? [...tags, 'FIGCAPTION'] : tags;
        return (Base.prototype as unknown as { _getTextDensity(this: unknown, element: Element, tags: string[]): number })._getTextDensity.call(this, element, counted);
      }

      _getLinkDensity(element: Element): number {
        const share = (Base.prototype as unknown as { _getLinkDensity(this: unknown, element: Element): number })._getLinkDensity.call(this, element);
        if (!this.cleaning || share === 0) return share;
        // A post's byline set as a link (the author's profile), or a work's authors as links, say who wrote it: no links to
        // judge (a short byline with any link is "suspiciously short" to Readability).
        // Links inside code blocks (ExDoc's and rustdoc's types in a signature) are the code's names, which a code block shows as text;
        // so are the linked types of a block named as a member's signature (Javadoc's `div.member-signature`). An API's stability
        // or deprecation notice states a fact of the API, whatever it links (Node.js' "Stability: 1 - Experimental").
        // A field's value set as one link after its label ("Assignee:" and the member), or the two together, is a fact.
        // A product's offers ("$80 at Amazon") say where it sells and for how much; a wrapper of an entry's linked heading is its title.
        // A post embedded from a social network links its author, its date and what it shares: the quoted post's own links,
        // in its paragraphs and in the wrapper round it.
        return isPostByline(element) || isPostCardMeta(element) || isOfferLinks(element) || wrapsLinkedHeading(element) || isLinkedItemTitle(element) || holdsOnlyItemTitleLink(element) || isAuthorList(element) || linksOnlyInCode(element) || isLinkedCodeSignature(element) || isApiStatusNotice(element) || isLabelledValue(element, element.previousElementSibling) || isLabelledPair(element) || isLinkedNameOfAmount(element) || isMemberTable(element) || (share >= CARDS_LINK_SHARE && holdsDescribedLinkCards(element)) || (this.quotesPosts && isOfEmbeddedPosts(element)) ? 0 : referenceLinkShare(element, proseLinkShare(element, share));
      }

      /**
       * Readability's `_isValidByline` (a byline-like element with 1–99 characters of text), except
       * for one of many alike (`isOneOfAlike`): Readability takes the first byline out of the
       * text as the article's, and on a thread that was the opening post's "by ann » Mon Mar 11"; nor for one in a list item among alike (`inAlikeItem`);
       * nor for a quotation's source (`isQuoteSource`: vc.ru's `figcaption.block-quote__author` under a pull quote, who said it, not who wrote the article).
       */
      _isValidByline(node: Element, matchString: string): boolean {
        const rel = node.getAttribute('rel');
        const itemprop = node.getAttribute('itemprop');
        const bylineLike = rel === 'author' || (itemprop !== null && itemprop.includes('author')) || (this as unknown as ReadabilityInternals).REGEXPS.byline.test(matchString);
        if (!bylineLike) return false;
        const length = (node.textContent ?? '').trim().length;
        return length > 0 && length < 100 && !isOneOfAlike(node) && !inAlikeItem(node) && !isQuoteSource(node);
      }

      /**
       * Readability's `_headerDuplicatesTitle` (an `<h1>` or `<h2>` much like the page's title, which
       * it removes as the article's own heading), except for an item's linked heading, one of many
       * alike (`isOneOfAlike`): on a listing, the first item whose heading shares the search's words
       * ("Data Analyst II" on "Data Analyst Jobs in Columbus") lost its title. An article's own
       * heading links nowhere, even where its teasers' headings share its class. Nor for an `<h2>`
       * that says a small part of the title (`coversLittleOf`): Readability asks only whether the
       * heading's words are the title's, and Mbin's section "What finally stuck" went as the title
       * "Why we rewrote our log shipper twice (and what finally stuck)". An `<h1>` is asked as before:
       * a site's name set as one ("Django" over Django's documentation) takes the removal Readability
       * makes once, and the page's own heading stays.
       */
      _headerDuplicatesTitle(node: Element): boolean {
        const base = (Base.prototype as unknown as { _headerDuplicatesTitle(this: unknown, node: Element): boolean })._headerDuplicatesTitle;
        if (!base.call(this, node) || (node.querySelector(LINK_AWAY) !== null && isOneOfAlike(node))) return false;
        return node.localName !== 'h2' || !coversLittleOf(node.textContent ?? '', (this as unknown as { _articleTitle?: string })._articleTitle ?? '');
      }

      /**
       * Readability's `_isElementWithoutContent` (no text, and no children but `<br>`s and `<hr>`s), its text read only up
       * to the first character that is not a space: Readability builds each block's whole text to ask, a walk of every
       * subtree on linkedom, and its main loop asks it of every `div`, `section` and heading of the page.
       */
      _isElementWithoutContent(node: Element): boolean {
        if (node.nodeType !== ELEMENT_NODE || holdsNonSpaceText(node)) return false;
        const children = node.children.length;
        return children === 0 || children === node.getElementsByTagName('br').length + node.getElementsByTagName('hr').length;
      }

      /**
       * Readability's `_isProbablyVisible`, with the inline style read as written: linkedom reads
       * `display: none !important` (phpBB's hidden forum description) as a display of
       * "none !important", which Readability took for visible.
       */
      _isProbablyVisible(node: Element): boolean {
        if (hasHidingStyle(node)) return false;
        if (node.hasAttribute('hidden')) return false;
        if (!node.hasAttribute('aria-hidden') || node.getAttribute('aria-hidden') !== 'true') return true;
        const className = node.className as unknown;
        return typeof className === 'string' && className.includes('fallback-image');
      }
    }
    return LeanReadability as unknown as ReadabilityClass;
  });
  return leanClass;
}

/** A heading that is the page's title says at least this share of the title's words. */
const TITLE_HEADING_MIN_SHARE = 0.5;

/** Whether `heading` says fewer than {@link TITLE_HEADING_MIN_SHARE} of the words of `title`. */
function coversLittleOf(heading: string, title: string): boolean {
  const words = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words(heading) < TITLE_HEADING_MIN_SHARE * words(title);
}

/**
 * The element holds one heading with one link, no other link and a few words at most beside it, the
 * heading one of a series (`inSeries`): an entry's title in its wrappers (Upwork's `div.air3-line-clamp > h2.job-tile-title > a`), which Readability's cleaning
 * removed as all link, and every job of a search lost its title.
 */
function wrapsLinkedHeading(element: Element): boolean {
  const headings = element.querySelectorAll('h1, h2, h3, h4, h5, h6');
  if (headings.length !== 1) return false;
  const heading = headings[0] as Element;
  if (heading.getElementsByTagName('a').length !== 1 || element.getElementsByTagName('a').length !== 1) return false;
  // Beside the heading, a few words at most: the entry's age ("Posted 2 hours ago").
  const besides = (element.textContent ?? '').replace(heading.textContent ?? '', ' ').split(/\s+/).filter((word) => word !== '').length;
  return besides <= HEADING_COMPANION_MAX_WORDS && inSeries(heading);
}

/**
 * A `<div>` that holds one link and nothing else, opening an item that says more, among items that
 * open alike (`opensItemsAlike`): each result's title on MediaWiki's search page
 * (`li.mw-search-result > div.mw-search-result-heading > a`), which Readability's cleaning removed as
 * all link, and no result said which article it was; or, named a title by its class, standing at the same place
 * in items alike (`isNamedTitleAlike`: Kijiji's ads, their price first).
 */
function isLinkedItemTitle(element: Element): boolean {
  const only = element.childElementCount === 1 ? element.firstElementChild : null;
  // Readability sets a `<div>`'s run of text in a `<p>` of its own.
  const link = only?.localName === 'p' && only.childElementCount === 1 ? only.firstElementChild : only;
  const item = element.parentElement;
  if (element.localName !== 'div' || link === null || link.localName !== 'a' || item === null) return false;
  const title = (element.textContent ?? '').trim();
  return title !== '' && title === (link.textContent ?? '').trim() && (item.textContent ?? '').trim().length > title.length && (item.firstElementChild === element ? opensItemsAlike(element, item) : isNamedTitleAlike(element, item));
}

/**
 * At least {@link SERIES_MIN} items beside `item` open with an element of `title`'s tag and class list
 * (counted in the list, not the page: Readability cleans its article apart from the page's document).
 */
function opensItemsAlike(title: Element, item: Element): boolean {
  const classes = title.getAttribute('class') ?? '';
  if (classes.trim() === '') return false;
  let alike = 0;
  for (let other = item.parentElement?.firstElementChild ?? null; other !== null && alike < SERIES_MIN; other = other.nextElementSibling) {
    const first = other.firstElementChild;
    if (first !== null && first.localName === title.localName && first.getAttribute('class') === classes) alike += 1;
  }
  return alike >= SERIES_MIN;
}

/**
 * A title its class names one (`title`, `heading`), not opening its item (after the price), whose tag and class at least
 * {@link SERIES_MIN} other elements have in items of `item`'s class (Kijiji's `div.info-container > div.price`, then
 * `div.title > a.title` of each ad).
 */
function isNamedTitleAlike(title: Element, item: Element): boolean {
  const classes = title.getAttribute('class') ?? '';
  const first = classes.trim().split(/\s+/)[0] ?? '';
  if (first === '' || !nameWords(classes).some((word) => TITLE_WORDS.has(word))) return false;
  // The items may be a few levels up (each ad's tile holds the title's block in wrappers): peers are counted in the whole
  // article (Readability cleans it apart from the document, in a block of its own).
  let article = item;
  while (article.parentElement !== null) article = article.parentElement;
  const itemClasses = item.getAttribute('class') ?? '';
  let alike = 0;
  for (const peer of Array.from(article.getElementsByClassName(first))) {
    if (peer !== title && peer.localName === title.localName && peer.getAttribute('class') === classes && peer.parentElement?.getAttribute('class') === itemClasses) alike += 1;
    if (alike >= SERIES_MIN) return true;
  }
  return false;
}

/**
 * An item whose one link is its title (`isLinkedItemTitle`): a short ad's block of price, title, place and a line of
 * description read as mostly link once its title stayed, and went (Kijiji's shortest ad lost its price).
 */
function holdsOnlyItemTitleLink(element: Element): boolean {
  const links = element.getElementsByTagName('a');
  if (links.length !== 1) return false;
  const title = (links[0] as Element).closest('div');
  return title !== null && title !== element && element.contains(title) && isLinkedItemTitle(title);
}

/** Class words that name an item's title. */
const TITLE_WORDS = new Set(['title', 'heading', 'headline', 'name']);

/**
 * The byline stands in a list item beside another of the same class: a review's or a comment's
 * author among a few (a rental branch's two `li.review`s, "Dana K." in `span.review__author`), not
 * the article's, which Readability takes out of the text.
 */
function inAlikeItem(node: Element): boolean {
  const item = node.closest('li');
  const classes = item?.getAttribute('class') ?? '';
  if (item === null || classes.trim() === '') return false;
  return [item.previousElementSibling, item.nextElementSibling].some((other) => other?.localName === 'li' && other.getAttribute('class') === classes);
}

/** Words a linked heading's wrapper may say beside it (an entry's age). */
const HEADING_COMPANION_MAX_WORDS = 6;

/** How far up from a heading the series of its alike headings is looked for (its card, the card's wrappers, the list). */
const SERIES_LEVELS = 8;
const SERIES_MIN = 3;

/**
 * The heading is one of at least {@link SERIES_MIN} of its tag and class list under one of its
 * nearest ancestors: Readability cleans its article apart from the page, where a count over the
 * page's document (`isOneOfAlike`) no longer finds the cards.
 */
function inSeries(heading: Element): boolean {
  const classes = (heading.getAttribute('class') ?? '').trim();
  if (classes === '') return false;
  let ancestor = heading.parentElement;
  for (let level = 0; ancestor !== null && level < SERIES_LEVELS; level += 1, ancestor = ancestor.parentElement) {
    const alike = Array.from(ancestor.getElementsByTagName(heading.localName)).filter((other) => (other.getAttribute('class') ?? '').trim() === classes);
    if (alike.length >= SERIES_MIN) return true;
  }
  return false;
}

/** Every link of the element sits in a `<pre>` inside it. */
function linksOnlyInCode(element: Element): boolean {
  const links = element.getElementsByTagName('a');
  for (const link of Array.from(links)) {
    const code = link.closest('pre');
    if (code === null || !element.contains(code)) return false;
  }
  return links.length > 0;
}

/** Inside a quotation, or the caption of a figure of one. */
function isQuoteSource(node: Element): boolean {
  return node.closest('blockquote') !== null || isQuoteFigure(node.closest('figure'));
}
