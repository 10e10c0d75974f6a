import { isDatedLine, isOneOfArticles, keepPostCardMeta, markPostCardMeta } from './post-card-meta.js';
import { NameStash } from './name-stash.js';
import { classAttribute } from '../class-attribute.js';
import { elementByIdLookup } from '../element-by-id.js';
import type { ElementCensus } from '../element-census.js';
import { isCalloutBox, isStepBody } from './clipped-boxes.js';
import { citedFigureIds } from '../region/cited-figure-ids.js';
import { isSubjectId, isTextAnchorId } from '../region/heading-anchor-id.js';
import { inBillOfFare } from '../region/bill-of-fare.js';
import { isProfileLink } from '../region/post-author-asides.js';
import { onlyHiddenText } from '../region/hidden-permalinks.js';
import { hidePlaceNames } from './place-names.js';
import { hideNoticeNames } from './notice-names.js';
import { findNamedElements } from './named-elements.js';
import { isMostlyUnlinked, isSectionHeader } from '../region/section-headers.js';
import { holdsPageHeading } from '../region/chrome-rules.js';

import { isUnlikelyCandidate, type ReadabilityRegexps } from './readability-regexps.js';
import { hideInlineNames, hideProseParagraphNames } from './prose-names.js';
import { preparePreformatted } from './readability-code-lines.js';
import { hideCalloutAlertRoles, hideEmbedWrapperNames, hideRecipePartNames } from './content-part-names.js';

export type { ReadabilityRegexps } from './readability-regexps.js';

export { isUnlikelyCandidate } from './readability-regexps.js';

/** Readability 0.6 drops the element by a name other than "header" (`sidebar-header`, a hero's `banner`). */
export function isUnlikelyBesidesHeader(element: Element, regexps: ReadabilityRegexps): boolean {
  const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
  return regexps.unlikelyCandidates.test(names.replace(HEADER_WORD, ' ')) && !regexps.okMaybeItsACandidate.test(names);
}

export { NameStash } from './name-stash.js';

/**
 * Readability reads an element's id like its class: `<section id="menus">` (Python's IDLE docs),
 * `id="commentary"` or `id="related-work"` is removed as an unlikely candidate, or scored down, with
 * the whole section. Where the id is only the anchor a generator made from the section's heading
 * (`isHeadingAnchorId`) or an API member's name (`isCodeMemberId`: `module-email.header`), Readability
 * does not see it: it is taken off for the parse (the permalink beside the heading points at it), and
 * the heading's text is still there for the passes that judge the section. So is the anchor the
 * text cites for a figure, a table or a code block (`citedFigureIds`: xml2rfc's `fig-header`), and a
 * block's anchor spelled from its own first words (`isTextAnchorId`: BookStack's `bkmrk-never-share-a-clien`
 * on a callout, which Readability's removal of short share widgets took with it).
 */
function hideHeadingAnchorIds(document: Document, census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  let cited: ReadonlySet<string> | undefined;
  for (const element of census.query((candidate) => candidate.hasAttribute('id'))) {
    const id = element.getAttribute('id') ?? '';
    if (!regexps.unlikelyCandidates.test(id) && !regexps.negative.test(id) && !regexps.shareElements.test(id)) continue;
    cited ??= citedFigureIds(document, census);
    if (isSubjectId(element, id) || isTextAnchorId(element) || cited.has(id)) stash.take(element, 'id');
  }
}

/** A link to another page: a heading's own permalink (`href="#…"`, ReadMe's `heading-anchor-icon`) is none. */
const LINK_ELSEWHERE = 'a[href]:not([href^="#"])';
/** "header" in a class or id: Readability's sign of a page header. */
const HEADER_WORD = /header/gi;
/** A name saying that a table has header cells (LaTeXML's `ltx_guessed_headers`), not that it is the page's header. */
const HAS_HEADERS = /headers(?![a-z])/i;

/**
 * Readability drops an element whose class or id holds "header" as an unlikely candidate: a page's
 * header. Two kinds name something else, and their class and id are taken off for the parse: a
 * heading (WP Recipe Maker's `wprm-recipe-header` over "Ingredients" and "Instructions", Substack's
 * `header-anchor-post` over each section, ReadMe's `header-scroll`) names itself, unless it holds a link to another page (rustdoc's
 * `code-header` signatures, which Readability then scores apart from their sections) that is
 * no member's profile (a post's header: `linksToProfile`), or it is an anchor of its own (pkg.go.dev's
 * `h4#Budget.Documentation-typeHeader`, linking to the type's source: every type and function lost its heading); and the
 * header of a post in a series of posts (an `<article>` among at least `POST_SERIES.minPosts`: a live
 * blog's updates) holds that post's time, title and author; so does a block with a member's link and a `<time>` (`isPostHeader`), a header of the page's heading and no menu (`isTitleHeader`); a section's header (`isSectionHeader`)
 * and its parts; a paragraph or a run of text (`PHRASING_OR_PARAGRAPH`); a block with none of a page header's parts (`isInertHeader`); a table whose name says it has headers
 * (LaTeXML's `ltx_guessed_headers` on most tables of an arXiv paper) or that has header cells (Chefkoch's `table.ingredients.table-header`: a site's header set in a table has none); and a code block's title bar
 * (Expressive Code's `figcaption.header` over a `<pre>`, naming the file). An element unlikely for another word too
 * (`sidebar-header`, `comments-header`) is left to Readability.
 */
function hideHeaderNames(named: readonly Element[], regexps: ReadabilityRegexps, stash: NameStash): void {
  // Elements come in document order: a section header's parts come after it.
  const sections: Element[] = [];
  // Only a name holding "header" makes an element unlikely for that word alone: no other element needs reading.
  for (const element of named) {
    if (!isUnlikelyCandidate(element, regexps) || (isUnlikelyBesidesHeader(element, regexps) && !isNumberedPostHeader(element, regexps))) continue;
    const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
    const section = isSectionHeader(element);
    if (section) sections.push(element);
    // Read once: whether it is a post's date line both spares it and marks its links as no cluster.
    let dated: boolean | undefined;
    const isDated = (): boolean => (dated ??= isDatedLine(element));
    const spared = /^h[1-6]$/.test(element.localName)
      ? element.hasAttribute('id') || element.querySelector(LINK_ELSEWHERE) === null || linksToProfile(element)
      : element.localName === 'table'
        ? HAS_HEADERS.test(names) || element.querySelector('th') !== null
        : section || PHRASING_OR_PARAGRAPH.has(element.localName) || isOneOfArticles(element.parentElement?.closest('article')) || isCodeTitleBar(element) || sections.some((header) => header.contains(element)) || isInertHeader(element) || isPostHeader(element) || isTitleHeader(element) || isDated();
    if (!spared) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
    if (isDated()) markPostCardMeta(element);
  }
}

/**
 * A heading that links to a member's profile is a post's header, naming who wrote it (Redmine's
 * `h4.note-header` "Updated by <a href="/users/17">Priya Raman</a> 11 months ago" over each journal entry).
 */
function linksToProfile(heading: Element): boolean {
  return Array.from(heading.querySelectorAll(LINK_ELSEWHERE)).some((link) => isProfileLink(link.getAttribute('href') ?? ''));
}

/**
 * A `<header>`, or a block named one, that holds the page's heading, no menu and few links (Webflow's
 * `header.section_pricing-header` in `<main>`: the page's `<h1>` and its introduction; BBC Good Food's
 * `div.post-header` with a recipe's rating, times and nutrition under its title); a site's
 * header holds its menu, a documentation page's its version picker and tool links (Node.js' API pages).
 */
function isTitleHeader(element: Element): boolean {
  return element.querySelector('nav, [role="navigation"]') === null && holdsPageHeading(element) && isMostlyUnlinked(element);
}

/**
 * A block (not a `<header>`) that says who wrote a post and when: a link to the member's profile and
 * a `<time>` or another element dated in its `datetime` (Discogs' `div.header_2dPPV` over each review: "estuarine_ears", the stars, "September
 * 17, 2014"; Pagure's `div.card-header` over each comment, its age titled with the date). A page's header links to no member and dates nothing.
 */
function isPostHeader(element: Element): boolean {
  return element.localName !== 'header' && element.querySelector('time, [datetime]') !== null && linksToProfile(element);
}

/** An id that numbers an item for its permalink (Pagure's `comment-884131`): no name of chrome, whatever its word. */
const NUMBERED_ID = /^[a-z]+[-_]\d+$/i;

/** A post's header (`isPostHeader`) whose only other unlikely name is its numbered id (Pagure's `div.card-header#comment-884131` over each comment). */
function isNumberedPostHeader(element: Element, regexps: ReadabilityRegexps): boolean {
  const id = element.getAttribute('id') ?? '';
  if (!NUMBERED_ID.test(id)) return false;
  const names = classAttribute(element).replace(HEADER_WORD, ' ');
  return !(regexps.unlikelyCandidates.test(names) && !regexps.okMaybeItsACandidate.test(names)) && isPostHeader(element);
}

/**
 * A page's header is a block of blocks; a paragraph or a run of text named "header" is a line's own
 * heading: the name over an owner's reply to a review (Tripadvisor's `span.ui_header_link` "Response
 * from Harborlight_GM", Glassdoor's `p.employer-response_responseHeader`), and so is a definition
 * list's term (Zenodo's `dt.ui.tiny.header`, a funder's name over its grant).
 */
const PHRASING_OR_PARAGRAPH = new Set(['p', 'dt', 'span', 'strong', 'b', 'em', 'small', 'time', 'label', 'cite']);

/**
 * The element stands right before a `<pre>`, or is the caption of a figure of one, and shows text
 * (a terminal's frame says only "Terminal window", to screen readers).
 */
function isCodeTitleBar(element: Element): boolean {
  const figure = element.localName === 'figcaption' ? element.parentElement : null;
  const titles = element.nextElementSibling?.localName === 'pre' || (figure !== null && figure.querySelector(':scope > pre') !== null);
  return titles && !onlyHiddenText(element);
}

/** What a page's header holds: a link (home, at least), a menu, a form, a control, an image (the logo). */
const PAGE_HEADER_PARTS = 'a[href], nav, form, input, button, select, img, svg, [role="navigation"], [role="search"]';

/**
 * A block named "header" that holds text and none of a page header's parts (`PAGE_HEADER_PARTS`):
 * the header of a part of the content (ReadMe's `div.rm-APIHeader` with an endpoint's method and
 * path, each parameter's `div.Param-header` with its name, type and "required"); not one that
 * speaks only to screen readers (a terminal frame's "Terminal window").
 */
function isInertHeader(element: Element): boolean {
  return (element.localName !== 'header' || isLabelHeader(element)) && (element.textContent ?? '').trim() !== '' && element.querySelector(PAGE_HEADER_PARTS) === null && !onlyHiddenText(element);
}

/** A label says a few words. */
const LABEL_MAX_WORDS = 8;

/**
 * A `<header>` of a few words and nothing but text, or one section heading alone, no time: a box's title (Documenter's
 * `header.admonition-header` "Periodic data" over a warning), a section's (TYPO3's `header.frame-header` round each
 * `<h2>`: every section lost its heading). An article's header says its date.
 */
function isLabelHeader(element: Element): boolean {
  if ((element.textContent ?? '').trim().split(/\s+/).length > LABEL_MAX_WORDS) return false;
  const only = element.firstElementChild;
  return only === null || (only === element.lastElementChild && SECTION_HEADING.test(only.localName) && only.querySelector('time') === null);
}

/** A section's heading, below the page's. */
const SECTION_HEADING = /^h[2-6]$/;

const META_WORD = /meta/gi;
/** A post's byline block says a name, a date and a few counts; a longer one is a part of the page. */
const POST_META_MAX_CHARS = 300;

/**
 * Readability scores down a block named "meta" (a page's metadata) and removes it when it is short:
 * Mozilla Support sets who wrote each reply and when in `div.avatar-details.user-meta`, and no reply
 * said who wrote it. A block that says who wrote a post and when (`isPostHeader`: a member's
 * profile link and a `<time>`), in at most {@link POST_META_MAX_CHARS} characters, has its class and
 * id taken off for the parse where "meta" is their only negative or unlikely word.
 */
function hidePostMetaNames(named: readonly Element[], regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const element of named) {
    const rest = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`.replace(META_WORD, ' ');
    if (regexps.negative.test(rest) || regexps.unlikelyCandidates.test(rest)) continue;
    const dated = isDatedLine(element);
    if ((element.textContent ?? '').replace(/\s+/g, ' ').trim().length > POST_META_MAX_CHARS || !(isPostHeader(element) || dated)) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
    if (dated) markPostCardMeta(element);
  }
}

const MENU_WORD = /menu/gi;

/**
 * Readability drops an element named "menu" as a site's menu; a restaurant's menu of priced dishes
 * (`inBillOfFare`: Squarespace's `div.menu-wrapper`, `div.menu-section`, `div.menu-items`, and
 * each dish's parts) is the page's content, and its class and id are taken off for the parse where "menu" is their only
 * unlikely or negative word.
 */
function hideBillOfFareNames(named: readonly Element[], regexps: ReadabilityRegexps, stash: NameStash): void {
  // All judged before any name goes: a dish's parts are known by the menu around them.
  const spared = named.filter((element) => {
    if (!isUnlikelyCandidate(element, regexps)) return false;
    const rest = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`.replace(MENU_WORD, ' ');
    return !regexps.negative.test(rest) && !regexps.unlikelyCandidates.test(rest) && inBillOfFare(element);
  });
  for (const element of spared) {
    stash.take(element, 'class');
    stash.take(element, 'id');
  }
}

/** A BEM modifier saying the block is hidden until a control opens it (`cmp-accordion__panel--hidden`). */
const HIDDEN_MODIFIER = /--hidden\b/gi;

/**
 * Readability scores down an element named "hidden" and removes it when it is short: Adobe's
 * accordion (AEM Core Components) marks each closed panel `cmp-accordion__panel--hidden`, and every
 * FAQ answer of a bank's product page went. A panel a control on the page opens (`aria-controls`
 * names it) is content a reader opens; where the modifier is its only such name, its class is taken
 * off for the parse.
 */
function hideClosedPanelNames(document: Document, census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  const byId = elementByIdLookup(document);
  for (const control of census.query((element) => element.hasAttribute('aria-controls'))) {
    for (const id of (control.getAttribute('aria-controls') ?? '').split(/\s+/)) {
      const panel = byId(id);
      if (panel === null || !HIDDEN_MODIFIER.test(classAttribute(panel))) continue;
      const rest = `${classAttribute(panel).replace(HIDDEN_MODIFIER, ' ')} ${panel.getAttribute('id') ?? ''}`;
      HIDDEN_MODIFIER.lastIndex = 0;
      if (regexps.negative.test(rest) || regexps.unlikelyCandidates.test(rest)) continue;
      stash.take(panel, 'class');
    }
  }
}

/**
 * Words that hold one of Readability's words without meaning it: "media" in "immediate" and
 * "intermediate", "com-" (a comment widget's prefix) at the end of a longer word ("intercom-",
 * "telecom-"), "hidden" in Tailwind's `overflow-hidden` on a picture's frame (a gallery's item
 * clipped to its box, not hidden), "scroll" in a box that scrolls its overflow (Tailwind's
 * `overflow-x-scroll`, `scrollbar-thin`, `scroll-smooth`, GitBook's `data-[scrollable=true]:border`
 * around a table, Scalar's `custom-scroll` on every card and code block of an API reference: a wide table's or
 * code block's frame, not a scrolling ticker).
 */
const MISREAD_WORDS = /(?:inter|im)mediate|(?<=[a-z])com-|overflow-(?:[xy]-)?hidden|overflow-(?:[xy]-)?scroll|[^\s]*scrollable[^\s]*|scrollbar[\w-]*|custom-scroll|scroll-(?:smooth|auto|[mp][trblxyse]?-[^\s]+)/gi;
/** A picture's frame says little besides its caption: longer text in an `overflow-hidden` box is a section of the page, judged as Readability judges it. */
const FRAME_MAX_CHARS = 300;

/**
 * Readability scores down an element whose class or id holds "media" (a site's media gallery)
 * wherever it stands, and then removes it when it is short: nhsuk-frontend's
 * `nhsuk-care-card--immediate`, the box that says when to call 999, went from a health page (so
 * does a course's "intermediate" level); so it does one whose name holds "com-", a comment widget's
 * prefix: Intercom's help centre wraps every list, table, code block and callout of an article in a
 * `div.intercom-interblocks-…`, and all of them went; and one whose name holds "media" that frames one picture
 * (Atlassian's step screenshots in `div.css-media-wrapper`). Where the name holds no such word once these
 * are read as themselves, the class and id are taken off for the parse.
 */
function hideMisreadNames(named: readonly Element[], regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const element of named) {
    const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
    // Clipping is read as itself only on a picture's or code block's frame (a gallery's item, Fumadocs' tabs of install commands),
    // a callout's box and a step's body (Mintlify's `div.callout.overflow-hidden`, `div[role=listitem] > div.overflow-hidden`); a section so styled stays Readability's to judge.
    if (/overflow-(?:[xy]-)?hidden/i.test(names) && !isPictureFrame(element) && !isCodeFrame(element) && !isCalloutBox(element) && !isStepBody(element)) continue;
    if (!regexps.negative.test(names) && !regexps.unlikelyCandidates.test(names)) continue;
    const clean = (rest: string): boolean => !regexps.negative.test(rest) && !regexps.unlikelyCandidates.test(rest);
    const rest = names.replace(MISREAD_WORDS, ' ');
    // "media" on the frame of one picture names the picture (Atlassian's `css-media-wrapper` round each step's screenshot,
    // Dotdash Meredith's `figure-media`); the frame is measured only where that word is all that is left.
    if (!clean(rest) && !(clean(rest.replace(MEDIA_WORD, ' ')) && isOnePictureFrame(element))) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
  }
}

const MEDIA_WORD = /media/gi;

function isOnePictureFrame(element: Element): boolean {
  return element.getElementsByTagName('img').length === 1 && isPictureFrame(element);
}

/** A code block's frame (or a tab set of code blocks): it holds a `<pre>`, and little text besides its code. */
function isCodeFrame(element: Element): boolean {
  const blocks = Array.from(element.getElementsByTagName('pre'));
  if (blocks.length === 0) return false;
  const code = blocks.reduce((sum, block) => sum + (block.textContent ?? '').length, 0);
  return (element.textContent ?? '').length - code <= FRAME_MAX_CHARS;
}

function isPictureFrame(element: Element): boolean {
  return element.querySelector('img, picture') !== null && (element.textContent ?? '').replace(/\s+/g, ' ').trim().length <= FRAME_MAX_CHARS;
}

/** "contact" in a class or id: one of Readability's negative words (a site's contact widget). */
const CONTACT_WORD = /contact/gi;
/** A heading over contact details, in English and a few other languages (ImmobilienScout24's "Anbieter" over the landlord's name and address). */
const CONTACT_HEADING = /\bcontact|\bkontakt|\banbieter\b|\bcontatt|\bcontacto|\bmakelaar/i;

/**
 * Readability scores down, and removes, a block or heading named "contact": a site's contact widget.
 * On a service page the contact details are the content (GOV.UK's `<div class="contact">` under
 * "Contact the Licensing Helpline"; Drupal's `<h2 id="contact">Contact the waste services team</h2>`).
 * A heading named so, or a block right after a heading (or opening with one) whose words name the
 * contact too, has its class and id taken off for the parse, unless another of its words is
 * negative as well.
 */
function hideContactNames(named: readonly Element[], regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const element of named) {
    const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
    const rest = names.replace(CONTACT_WORD, ' ');
    if (regexps.negative.test(rest) || isUnlikelyCandidate(element, regexps)) continue;
    const headings = /^h[1-6]$/.test(element.localName) ? [element] : sectionHeadings(element);
    if (!headings.some((heading) => CONTACT_HEADING.test(heading.textContent ?? ''))) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
  }
}

/** The heading right before `element` and the one that opens it (or opens its first child: LocalGov Drupal's `div.lgd-contact__headings > h2`), where there are. */
function sectionHeadings(element: Element): Element[] {
  const first = element.firstElementChild;
  return [element.previousElementSibling, first, first?.firstElementChild ?? null].filter((candidate): candidate is Element => candidate !== null && /^h[1-6]$/.test(candidate.localName));
}


/**
 * In Readability's copy of the page, before its parse: takes off the class and id names that would
 * make it drop a section's heading anchor, a heading or a post's header named "header", a section
 * named "contact" under a heading that says so, a box named "immediate", a paragraph of prose, a
 * closed panel a control opens, a restaurant's menu, a post's byline named "meta", an API's deprecation notice named "comment", a "sidebar" holding the page's heading, a quotation's "footer", the wrapper of an embedded social post, or a code
 * token (see each step), and writes code's line breaks as newlines. `restore()` on the result puts
 * the names back after the parse. `census` answers the steps' queries of the document (`ElementCensus`):
 * none of them adds or moves an element before the last step's query.
 */
export function hideNamesFromReadability(document: Document, regexps: ReadabilityRegexps, census: ElementCensus): NameStash {
  const stash = new NameStash();
  hideHeadingAnchorIds(document, census, regexps, stash);
  const named = findNamedElements(census);
  hideHeaderNames(named.header, regexps, stash);
  hideContactNames(named.contact, regexps, stash);
  hideMisreadNames(named.misread, regexps, stash);
  hideProseParagraphNames(census, regexps, stash);
  hideInlineNames(census, regexps, stash);
  hideClosedPanelNames(document, census, regexps, stash);
  hideBillOfFareNames(named.menu, regexps, stash);
  hidePostMetaNames(named.meta, regexps, stash);
  hideNoticeNames(named.notice, regexps, stash);
  preparePreformatted(document, census, regexps, stash);
  hideCalloutAlertRoles(census, stash);
  hideRecipePartNames(census, regexps, stash);
  hideEmbedWrapperNames(census, regexps, stash);
  hidePlaceNames(document, census, regexps, stash, named.footer);
  keepPostCardMeta(census, stash);
  return stash;
}
