import { titleKey } from '../../../../../domain/page/metadata/page-title.js';
import { siteHostName } from '../../../../../domain/url/host-name.js';
import { classAttribute } from '../class-attribute.js';
import { collectStatementElements, inBody } from './statement-elements.js';
import { isChromeElement, isHidden } from '../region/chrome-rules.js';
import { nameWords } from '../region/name-words.js';

/**
 * Words of class names and ids that, outside `<main>`/`<article>`, name where a site puts its own
 * heading: menus, sidebars, modals, logos (not all chrome words: a "skip-link-target" is the content, a "hero-banner" holds the page title).
 */
const SITE_CHROME_WORDS = new Set([
  'nav', 'navbar', 'navigation', 'menu', 'menubar', 'sidebar', 'footer', 'cookie', 'cookies', 'consent', 'newsletter', 'signup',
  'popup', 'modal', 'overlay', 'offcanvas', 'drawer', 'masthead', 'logo', 'branding',
]);
/** Headings read (the first ones are the candidates for the page title). */
const MAX_HEADINGS = 4;
/** A heading longer than this (characters) is a block of text set as a heading, not a title. */
const MAX_HEADING_CHARS = 300;

/** A page heading: the element and its text. */
export interface ContentHeading {
  readonly element: Element;
  readonly text: string;
}

/**
 * The page's `<h1>`s that readers see as the page heading, in document order (at most four): not
 * empty, not hidden, not in a navigation, banner or dialog (by tag or ARIA role; outside
 * `<main>`/`<article>` also by class name: menus, sidebars, modals, logos), and not a link to the
 * site's home page (a logo) or to a section above the page (`linksUp`). `titleHeadings`: the
 * document's `h1, h2, h3` (`collectStatementElements`).
 */
export function contentHeadings(document: Document, url: string, titleHeadings: readonly Element[] = collectStatementElements(document).titleHeadings): ContentHeading[] {
  const headings: ContentHeading[] = [];
  for (const element of inBody(document, titleHeadings).filter((heading) => heading.localName.toLowerCase() === 'h1')) {
    if (isSiteChrome(element) || linksUp(element, url)) continue;
    const text = withoutPermalinkMarks(element, spacedText(element).replace(/\s+/g, ' ').trim());
    if (text === '' || text.length > MAX_HEADING_CHARS) continue;
    headings.push({ element, text });
    if (headings.length === MAX_HEADINGS) break;
  }
  return headings;
}

/** A link's text that only marks a permalink: "#", "¶", "§", a link symbol. */
const PERMALINK_MARK = /^[#¶§🔗⚓]$/u;
/** A link that edits the heading's page (Launchpad's "Edit" after the bug's title, a wiki's "[edit]"): no word of the title. */
const EDIT_CONTROL = /^\[?edit\]?$/i;

/**
 * The heading's text without the permalink mark a link into the page sets before or after it
 * (Stripe's `<h1><a class="Heading-anchor" href="#create_price">#</a>Create a price</h1>`), or an edit
 * link's label: no word of the title.
 */
function withoutPermalinkMarks(heading: Element, text: string): string {
  const marks = Array.from(heading.querySelectorAll('a[href]'))
    .filter((link) => { const mark = (link.textContent ?? '').trim(); return EDIT_CONTROL.test(mark) || (PERMALINK_MARK.test(mark) && (link.getAttribute('href') ?? '').startsWith('#')); })
    .map((link) => (link.textContent ?? '').trim());
  if (marks.length === 0) return text;
  let trimmed = text;
  for (const mark of marks) {
    if (trimmed.startsWith(mark)) trimmed = trimmed.slice(mark.length).trim();
    else if (trimmed.endsWith(mark)) trimmed = trimmed.slice(0, -mark.length).trim();
  }
  return trimmed;
}

function isSiteChrome(heading: Element): boolean {
  // Only the heading's own hiding counts: pages hide whole content blocks in markup until a script shows them.
  if (isHidden(heading)) return true;
  const contentRoot = heading.closest('main, article, [role="main"]');
  for (let element: Element | null = heading; element !== null && element !== contentRoot && element.nodeName.toUpperCase() !== 'BODY'; element = element.parentElement) {
    if (isChromeElement(element)) return true;
    if (contentRoot === null && (isSiteHeaderId(element) || nameWords(`${classAttribute(element)} ${element.getAttribute('id') ?? ''}`).some((word) => SITE_CHROME_WORDS.has(word)))) return true;
  }
  return false;
}

/**
 * The block a layout without landmarks names `#header`, one per page (Redmine's over every project
 * page, its `<h1>` the project's name): the site's header. A class "header" (or a `#page-header`)
 * often holds the page's own title, and is not read so.
 */
function isSiteHeaderId(element: Element): boolean {
  return (element.getAttribute('id') ?? '').trim().toLowerCase() === 'header';
}

/**
 * A directory's index document, which stands for the directory: the site's home page at the root (SMF's and phpBB's
 * `/index.php`), the root of a documentation set below it (Sphinx's `../index.html`).
 */
const INDEX_DOCUMENT = /\/(?:index|default|home)\.(?:php|html?|aspx?|jsp|cfm)$/i;

/**
 * The heading is, or sits in, a link to the site's home page (a logo), or is wholly a link to a
 * section above the page (a forum's or a blog's name over one of its threads or posts: "rust" linking
 * to `/r/rust/` on `/r/rust/comments/…`; a documentation set's name over each of its pages, Django's
 * "Django 3.2.25 documentation" linking to `../index.html` on `/en/3.2/intro/tutorial07/`).
 */
function linksUp(heading: Element, url: string): boolean {
  const outer = heading.closest('a');
  const link = outer ?? heading.querySelector('a');
  const href = link?.getAttribute('href');
  if (link === null || href === undefined || href === null) return false;
  try {
    const page = new URL(url);
    const target = new URL(href, page);
    const sameSite = siteHostName(target.hostname) === siteHostName(page.hostname) || page.hostname.endsWith(`.${siteHostName(target.hostname)}`);
    if (!sameSite || target.search !== '' || target.hash !== '') return false;
    const directory = target.pathname.replace(INDEX_DOCUMENT, '/');
    if (directory === '/') return true;
    const section = directory.endsWith('/') ? directory : `${directory}/`;
    const whole = outer !== null || titleKey(link.textContent ?? '') === titleKey(heading.textContent ?? '');
    return whole && page.pathname.startsWith(section) && page.pathname.length > section.length;
  } catch {
    return false;
  }
}

const UNREAD = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'SVG', 'NOSCRIPT']);

/**
 * Text of an element with a space at every element boundary (`<br>`, spans), so words never run
 * together, except beside a `<wbr>`, which marks where a word may break (Dokka's
 * `<span>Token</span><wbr><span>Bucket</span>` is "TokenBucket") and an element of a colon alone, which joins
 * the names beside it (MediaWiki's "Key:shelter_exposure"); scripts and SVG unread.
 */
export function spacedText(element: Element): string {
  return Array.from(element.childNodes).map((child) => {
    if (child.nodeType === 3) return child.nodeValue ?? '';
    if (child.nodeType !== 1 || UNREAD.has(child.nodeName.toUpperCase()) || isWordBreak(child)) return '';
    if (isNameSeparator(child)) return ':';
    const joinedBefore = isWordBreak(child.previousSibling) || isNameSeparator(child.previousSibling);
    // Nor before the punctuation that follows it in the text ("<i>bug #65817</i>: quire-index …").
    const joinedAfter = isWordBreak(child.nextSibling) || isNameSeparator(child.nextSibling) || (child.nextSibling?.nodeType === 3 && /^[,.:;!?)\]]/.test(child.nextSibling.nodeValue ?? ''));
    let text = spacedText(child as Element);
    if (joinedBefore) text = text.trimStart();
    if (joinedAfter) text = text.trimEnd();
    return `${joinedBefore ? '' : ' '}${text}${joinedAfter ? '' : ' '}`;
  }).join('');
}

/** An element of a colon alone between two names (MediaWiki's `span.mw-page-title-separator` in "Key:shelter_exposure"): it joins them. */
function isNameSeparator(node: Node | null): boolean {
  return node !== null && node.nodeType === 1 && (node.textContent ?? '').trim() === ':';
}

function isWordBreak(node: Node | null): boolean {
  return node !== null && node.nodeType === 1 && node.nodeName.toUpperCase() === 'WBR';
}
