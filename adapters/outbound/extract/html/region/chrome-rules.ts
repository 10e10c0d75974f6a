import { isAmountAlone, mentionsPrice } from '../../../../../domain/page/price-mention.policy.js';
import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { isSubjectId } from './heading-anchor-id.js';
import { nameWords } from './name-words.js';
import { isDismissibleBanner } from './dismissible-banners.js';
import { wrapsEmbeddedPosts } from './embedded-posts.js';
/** Elements that are page chrome or controls wherever they appear. */
const CHROME_TAGS = new Set([
  'NAV', 'ASIDE', 'DIALOG', 'TEMPLATE', 'SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS', 'SVG',
  'BUTTON', 'SELECT', 'INPUT', 'TEXTAREA', 'OPTION',
]);
/** Elements a `<label>` can name, besides `<input>` (HTML's labelable elements). */
const LABELLED_CONTROLS = 'input, select, textarea, button, meter, output, progress';

/** ARIA roles of chrome (landmarks besides main, widgets that hold no content). */
export const CHROME_ROLES: ReadonlySet<string> = new Set([
  'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog', 'alertdialog', 'menu', 'menubar', 'toolbar', 'tablist', 'button',
]);

/**
 * Words of class names and ids that name page chrome. A class or id is split into words at
 * `-`, `_`, spaces and lower-to-upper case changes (`socialShare` → social, share). Consent platforms
 * name their banners by themselves (OneTrust's `div#onetrust-banner-sdk`, Didomi's, Usercentrics', Cookiebot's).
 * DocBook's chunked HTML sets a table of Prev, Up, Home and Next links above and below each part
 * (`div.navheader`, `div.navfooter`), without a `<nav>` or a role.
 */
const CHROME_WORDS = new Set([
  'nav', 'navbar', 'navbox', 'navheader', 'navfooter', 'navigation', 'menu', 'menubar', 'breadcrumb', 'breadcrumbs', 'crumbs', 'sidebar', 'footer',
  'cookie', 'cookies', 'consent', 'gdpr', 'onetrust', 'didomi', 'usercentrics', 'cookiebot', 'newsletter', 'subscribe', 'signup', 'share', 'sharing', 'social', 'sharebar',
  'related', 'recommended', 'recommendations', 'advert', 'advertisement', 'ad', 'ads', 'adslot', 'sponsored',
  'popup', 'modal', 'overlay', 'toast', 'skip', 'skiplink', 'sronly', 'offcanvas', 'drawer', 'masthead', 'favicon',
]);
/**
 * Words of class names and ids that name a control, as the first or last word of one class or id
 * (`btn`, `btn-secondary`, `shipMessageBtn`, `add-to-cart-button`; not `slider-buttons-hidden`, a
 * slider's modifier): chrome when the element says no more than a control's label ("Quick view",
 * "Add to wishlist", "Calculate shipping"); a block of text named so (a card styled as a button) is content.
 */
const CONTROL_WORDS = new Set(['btn', 'button', 'buttons']);

/** One class or id (of a whitespace-separated list) starts or ends with a control word. */
function namesControl(names: string): boolean {
  for (const name of names.split(/\s+/)) {
    if (name === '') continue;
    const words = nameWords(name);
    if (CONTROL_WORDS.has(words[0] ?? '') || CONTROL_WORDS.has(words.at(-1) ?? '')) return true;
  }
  return false;
}
/** Two-word names of text only screen readers read (`sr-only`, `visually-hidden`, `screen-reader-text`). */
const HIDDEN_TEXT_PAIRS = new Set(['sr only', 'visually hidden', 'screen reader']);
/**
 * A lone class of text only screen readers read: eBay's `span.clipped` ("Opens in a new window or
 * tab" inside every result's link, which then held two blocks and lost its address), Naver's and
 * Kakao's `span.blind` ("질문" glued before every question's title, "작성일" before its date), and a
 * class ending in "vh", for visually hidden (Golem's `span.go-vh` "(öffnet im neuen Fenster)" in every outside link;
 * not Bootstrap's `vh-100`, a full-height block).
 */
const HIDDEN_TEXT_CLASS = /(?:^|\s)(?:clipped|blind|(?:[a-z\d]+-)*vh)(?:\s|$)/i;
/** Other two-word chrome names. */
const CHROME_PAIRS = new Set(['back top', 'to top']);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** True when the element is hidden from readers by markup (`hidden`, `aria-hidden`, inline style). */
export function isHidden(element: Element): boolean {
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
  return hasHidingStyle(element);
}

/** True when the element's inline style hides it (`display: none`, `visibility: hidden`, with or without `!important`). */
export function hasHidingStyle(element: Element): boolean {
  const style = element.getAttribute('style');
  return style !== null && HIDDEN_STYLE.test(style);
}

/**
 * A `<noscript>` holding less visible text than this (non-whitespace characters) is a notice
 * ("enable JavaScript", a tracking pixel); a longer one is what readers without JavaScript read
 * (some forums serve their whole thread there).
 */
const NOSCRIPT_NOTICE_MAX_TEXT = 200;

/**
 * True for controls and chrome by tag or ARIA role, whatever their size, and for short
 * `<noscript>` notices.
 */
export function isChromeElement(element: Element): boolean {
  const name = element.nodeName.toUpperCase();
  if (CHROME_TAGS.has(name)) return true;
  if (name === 'LABEL') return labelsControl(element);
  if (name === 'NOSCRIPT') return (element.textContent ?? '').replace(/\s+/g, '').length < NOSCRIPT_NOTICE_MAX_TEXT;
  const role = element.getAttribute('role');
  if (role === null) return false;
  const roleName = role.trim().toLowerCase();
  return CHROME_ROLES.has(roleName) && (roleName !== 'tablist' || isTabsOnlyList(element)) && (roleName !== 'button' || !isLinkedCard(element));
}

/**
 * A link given `role="button"` that holds a card's paragraphs or heading (Are.na's blocks: each a
 * `styled(Link)` with `role="button"` around a text block or a picture and its title): content a
 * script also lets one open, not a control.
 */
function isLinkedCard(element: Element): boolean {
  return element.nodeName.toUpperCase() === 'A' && element.hasAttribute('href') && element.querySelector('p, h1, h2, h3, h4, h5, h6') !== null;
}

/** A `role="tablist"` of tabs only: the switch between panels (or other pages), not content. */
export function isTabsOnlyList(element: Element): boolean {
  return (element.getAttribute('role') ?? '').trim().toLowerCase() === 'tablist' && element.querySelector(TAB_PANEL_CONTENT) === null;
}

/**
 * What a tab list holds only when it wraps its panels too (Magento's Luma: `role="tablist"` around
 * the tab titles and the Details, More Information and Reviews panels): a tab list proper holds tabs.
 */
const TAB_PANEL_CONTENT = '[role="tabpanel"], p, table, pre';

/**
 * A `<label>` names a form control: one it points at (`for`), holds, or stands beside. One that names
 * none is the page's text set in a label ("Importance:", "Duplicates (1)" beside a read-only bug field).
 * Judged before the control may be removed (the walks go top-down), and by the `for` attribute alone, so
 * the order controls are removed in does not matter, except for a label written as a field's name
 * ("Priority:"), which names a control only where the page has the one it points at or one stands beside it.
 */
function labelsControl(label: Element): boolean {
  // A choice set in a table's cell is the cell's value (Fiverr's packages: "3 days" beside the radio that picks it).
  if (label.closest('td') !== null) return false;
  // A check box it holds that adds a service at a price is an offer of the page (Fnac's "Extension de garantie 2 ans … 29,99 €"),
  // the price in the label or right after it (Media Expert's `label.spark-checkbox` "Ochrona ekranu na 24 miesiące" beside `span.service-price` "+ 249,00 zł").
  if (label.querySelector('input[type="checkbox" i]') !== null && (mentionsPrice(label.textContent ?? '') || pricedBeside(label))) return false;
  const target = (label.getAttribute('for') ?? '').trim();
  // A field's name for a control the page does not have (Jira's read-only "Priority:" beside its value) is the page's text.
  if (target !== '' && (!(label.textContent ?? '').trim().endsWith(':') || label.ownerDocument.getElementById(target) !== null)) return true;
  return (label.parentElement ?? label).querySelector(LABELLED_CONTROLS) !== null;
}

/** The element right after the label is its price alone: no other control's label, no control. */
function pricedBeside(label: Element): boolean {
  const next = label.nextElementSibling;
  if (next === null || next.localName === 'label' || next.querySelector('input, button, select') !== null) return false;
  return isAmountAlone((next.textContent ?? '').trim());
}

/** True when the element's class or id names it as chrome (menus, share bars, cookie banners, ads, related lists). */
export function hasChromeName(element: Element): boolean {
  const name = chromeName(element);
  return name !== undefined && name !== 'control';
}

/**
 * What the element's class or id names it: `hidden-text` for text only screen readers read
 * (`sr-only`, `visually-hidden`, `screen-reader-text`), `chrome` for the other chrome names (a
 * place or a function: footer, sidebar, menu, share, ad, …), `control` when its only chrome-like
 * name is a control's (`btn`, `button`: chrome only when it says no more than a label);
 * `undefined` when none.
 */
export function chromeName(element: Element): 'hidden-text' | 'chrome' | 'control' | undefined {
  const id = element.getAttribute('id') ?? '';
  if (HIDDEN_TEXT_CLASS.test(classAttribute(element))) return 'hidden-text';
  const found = namedAs(`${classAttribute(element)} ${id}`);
  // An anchor made from the section's own heading ("related-work", "file-menu-shell-and-editor") or an
  // API member's name ("http.cookies.BaseCookie") names its subject: then only the class counts.
  // A heading's own id is its anchor, however short ("related" on "Related resources"): what it heads is judged apart.
  if (found !== undefined && (isSubjectId(element, id) || /^h[1-6]$/.test(element.localName) || isJumpTarget(element, id))) return namedAs(classAttribute(element));
  if (found === 'chrome' && (isPanelBody(element) || isPanelOpener(element)) && onlyPanelWords(element)) return undefined;
  if (found === 'chrome' && onlyWordsOf(element, SIDE_WORDS) && holdsPageHeading(element)) return undefined;
  if (found === 'chrome' && isQuoteFooter(element)) return undefined;
  if (found === 'chrome' && isPriceFooter(element)) return undefined;
  if (found === 'chrome' && onlyWordsOf(element, TEASER_WORDS) && isUnlinkedText(element)) return undefined;
  if (found === 'chrome' && onlyWordsOf(element, SOCIAL_WORDS) && wrapsEmbeddedPosts(element)) return undefined;
  if (found === undefined && isDismissibleBanner(element, id)) return 'chrome';
  return found;
}

/** A price's footer says the unit price a shop must state beside it: a short text, with a price. */
const PRICE_FOOTER_MAX_CHARS = 120;

/**
 * The line under a price named as its footer (Lidl's `div.price-footer`: "2,5 l Grundpreis: 1 l = 6,00 €"),
 * its only chrome word "footer" and its name the price's: the pack size and base price, not the page's footer.
 */
function isPriceFooter(element: Element): boolean {
  if (!onlyWordsOf(element, FOOTER_WORDS) || !nameWords(classAttribute(element)).includes('price')) return false;
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length <= PRICE_FOOTER_MAX_CHARS && mentionsPrice(text);
}

/** Chrome words that name a block's end: in a quotation, its citation. */
const FOOTER_WORDS = new Set(['footer']);

/**
 * A quotation's footer named so by class (Sweetwater's `footer.sales-engineer-quote__footer`, or a
 * `div` named so), its only chrome word "footer": who said it, as a `<footer>` in a `<blockquote>` is.
 */
export function isQuoteFooter(element: Element): boolean {
  return element.parentElement?.localName === 'blockquote' && onlyWordsOf(element, FOOTER_WORDS);
}

/**
 * Chrome words that name where a block stands, not what it holds; and "ad", which a classifieds site names its
 * own listing by (Blocket's `div.AdPage__TitleBlock` round the ad's heading, price, place and time).
 */
const SIDE_WORDS = new Set(['sidebar', 'ad']);
/** Words that name teasers of other pages, which are links. */
const TEASER_WORDS = new Set(['related', 'recommended', 'recommendations']);

/** Chrome words that name a social network's part of the page: share bars, and the wrappers of posts embedded from one. */
const SOCIAL_WORDS = new Set(['social', 'share', 'sharing']);
/** Unlinked text longer than a label. */
const UNLINKED_TEXT_MIN_CHARS = 40;

/**
 * A block with no link, no heading and some text: named "recommended" or "related", it recommends no page
 * (Humble's `div.requirements-column.recommended`, the recommended system requirements beside the minimum);
 * a list of teasers a script links is titled ("Related Threads" in a `<header>`).
 */
function isUnlinkedText(element: Element): boolean {
  return element.querySelector('a[href], h1, h2, h3, h4, h5, h6, header') === null && squeezed(element.textContent ?? '').length >= UNLINKED_TEXT_MIN_CHARS;
}

/**
 * Whether `element` holds the page's heading: its one `<h1>`, which links nowhere (a blog theme's
 * sidebar holds the site's name as a linked `<h1>`). Adidas sets a product's name, price, colours
 * and sizes in `div.sidebar___29cCJ` beside its gallery, and the whole buy box went as a sidebar.
 */
export function holdsPageHeading(element: Element): boolean {
  // The element's own subtree first: most blocks asked about hold no `<h1>`, and the document's count walks the whole page.
  const own = element.localName === 'h1' ? element : element.getElementsByTagName('h1')[0];
  if (own === undefined || !own.isConnected || element.ownerDocument.getElementsByTagName('h1').length !== 1) return false;
  return own.querySelector('a[href]') === null && (own.textContent ?? '').trim() !== '';
}

/** Chrome words that name where a panel slides in from, not what it holds. */
const PANEL_WORDS = new Set(['offcanvas', 'drawer', 'modal', 'popup', 'overlay']);

/**
 * The body of a tab panel that a narrow screen slides in as a drawer: Shopware wraps each of a
 * product's tabs (description, reviews) in `div.offcanvas-body` inside its `role="tabpanel"`, and the
 * reviews went as chrome without a note. Its only chrome words name such a panel (`onlyPanelWords`).
 */
function isPanelBody(element: Element): boolean {
  const parent = element.parentElement;
  return parent !== null && (parent.getAttribute('role') ?? '').trim().toLowerCase() === 'tabpanel';
}

/**
 * A link that opens its page in a dialog (Kickstarter's creator name, `a.remote_modal_dialog`): the
 * name is the page's text, the dialog is elsewhere.
 */
function isPanelOpener(element: Element): boolean {
  return element.localName === 'a' && (element.getAttribute('href') ?? '').trim() !== '';
}

function onlyPanelWords(element: Element): boolean {
  return onlyWordsOf(element, PANEL_WORDS);
}

/** Whether every chrome word of the element's class and id is one of `words`. */
function onlyWordsOf(element: Element, words: ReadonlySet<string>): boolean {
  return nameWords(`${classAttribute(element)} ${element.getAttribute('id') ?? ''}`).filter((word) => CHROME_WORDS.has(word)).every((word) => words.has(word));
}

/** An id that says the element is where a menu's entry leads (Adidas's `navigation-target-specifications`). */
const NAMES_TARGET = /(?:^|[-_])(?:nav|navigation|menu)[-_]?target(?:$|[-_])/i;

/** A link's text that names a menu: a "skip to navigation" link's target is the menu. */
const NAMES_MENU = /\b(?:nav|navigation|menu)\b/i;

/**
 * A section the page's own jump links lead to, holding a heading: AliExpress names each section
 * of an item page for its tab bar (`div#nav-specification` under "Specifications", which the bar's
 * `<a href="#nav-specification">` scrolls to), and the id read as navigation took the
 * specifications, the description and the store. Its id names the tab bar, not what it is. So does
 * an id that says it is the menu's target (`NAMES_TARGET`), where the bar's entries are buttons.
 */
function isJumpTarget(element: Element, id: string): boolean {
  if (id === '' || element.querySelector('h1, h2, h3, h4, h5, h6') === null) return false;
  if (NAMES_TARGET.test(id)) return true;
  const links = Array.from(element.ownerDocument.querySelectorAll(`a[href="#${id.replace(/["\\]/g, '\\$&')}"]`));
  return links.length > 0 && links.every((link) => !NAMES_MENU.test(link.textContent ?? ''));
}

/** Chrome words that name an advertisement. */
const AD_WORDS = new Set(['advert', 'advertisement', 'ad', 'ads', 'adslot', 'sponsored']);

/**
 * An entry of a list of results that its class names as paid for among its siblings (Indeed's
 * `div.cardOutline.result.sponsoredJob` beside `div.cardOutline.result`, eBay's sponsored items): a
 * result like the others, ranked higher for a fee, not an advertisement's slot. Its only chrome
 * words name an advertisement, and a sibling of its tag whose first class is its own (or, when each
 * result stands alone in a list item, the one in the item beside) is not chrome.
 */
export function isSponsoredEntry(element: Element): boolean {
  const names = classAttribute(element).trim();
  if (names === '') return false;
  const chromeWords = nameWords(names).filter((word) => CHROME_WORDS.has(word));
  if (chromeWords.length === 0 || !chromeWords.every((word) => AD_WORDS.has(word))) return false;
  const first = names.split(/\s+/)[0] as string;
  const alike = (sibling: Element | null): boolean => sibling !== null && sibling.localName === element.localName && classAttribute(sibling).trim().split(/\s+/)[0] === first && chromeName(sibling) === undefined;
  if (alike(element.previousElementSibling) || alike(element.nextElementSibling)) return true;
  // Each result alone in its list item (`<li><div class="cardOutline … sponsoredJob">`).
  const parent = element.parentElement;
  return parent !== null && parent.childElementCount === 1 && (alike(parent.previousElementSibling?.firstElementChild ?? null) || alike(parent.nextElementSibling?.firstElementChild ?? null));
}

/** Words before the name of something an element has or lacks ("with", "has", "no", "without"), in a modifier class. */
const FEATURE_WORDS = new Set(['with', 'has', 'no', 'without']);

/** Words that name a navigable list, which an entry's class names with `item` after them (`menu-item`, `js-navigation-item`). */
const LIST_WORDS = new Set(['nav', 'navigation', 'menu']);

/**
 * A class that names an entry of a navigable list (`js-navigation-item` on each of GitHub's issue
 * rows, `menu-item`, `nav-item`): the entry is judged as its list is (a menu is chrome by its own
 * name or tag), not as chrome by itself.
 */
function namesListEntry(name: string): boolean {
  const words = nameWords(name);
  return words.length >= 2 && words.at(-1) === 'item' && LIST_WORDS.has(words.at(-2) as string);
}

function namedAs(allNames: string): 'hidden-text' | 'chrome' | 'control' | undefined {
  // Entries' names are read only where a name may be one (most names say no "item").
  const names = allNames.includes('item') || allNames.includes('Item') ? allNames.split(/\s+/).filter((name) => name !== '' && !namesListEntry(name)).join(' ') : allNames.trim();
  if (names === '') return undefined;
  const words = nameWords(names);
  const modified = /\S\s+\S/.test(names);
  let found: 'chrome' | undefined;
  let control = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    // A modifier class beside the element's own names what it has, not what it is (Phorge's `phui-timeline-title
    // phui-timeline-title-with-menu`); a lone name is the element's (a `wrapperWithSidebar` holds the sidebar).
    if (FEATURE_WORDS.has(word) && modified) {
      index += 1;
      continue;
    }
    const pair = index + 1 < words.length ? `${word} ${words[index + 1] as string}` : '';
    if (word === 'sronly' || HIDDEN_TEXT_PAIRS.has(pair)) return 'hidden-text';
    if (CHROME_WORDS.has(word) || CHROME_PAIRS.has(pair)) found = 'chrome';
    else if (CONTROL_WORDS.has(word)) control = true;
  }
  return found ?? (control && namesControl(names) ? 'control' : undefined);
}

/** A post's footer says who wrote it, when, and a count or two; a longer block named a footer is a page's. */
const POST_FOOTER_MAX_CHARS = 300;

/**
 * A block named a footer (not a `<footer>`) that dates a post: it holds a `<time datetime>` and says
 * little (Telegram's `div.tgme_widget_message_footer` under each post of a channel: its author,
 * views and time). A page's footer dates nothing.
 */
export function isDatedPostFooter(element: Element): boolean {
  if (element.localName === 'footer' || element.querySelector('time[datetime]') === null) return false;
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim().length <= POST_FOOTER_MAX_CHARS && nameWords(`${element.getAttribute('class') ?? ''}`).includes('footer');
}

/**
 * A block named a footer at the foot of one card of a series (an `<article>` or `<li>` beside others
 * of its kind, or an `<article>` alone in such an `<li>`) that states a price (Kelkoo's `div.OfferCard_footer__…` under each single-shop
 * result: "£89.00", the former price, delivery and the shop). The card's offer, not the page's footer.
 */
export function isPricedCardFooter(element: Element): boolean {
  if (!nameWords(classAttribute(element)).includes('footer')) return false;
  const card = element.parentElement?.closest('article, li');
  // The card may stand alone in its list's item (`li > article`).
  if (card == null || !(isOneOfSeries(card) || (card.parentElement?.localName === 'li' && isOneOfSeries(card.parentElement)))) return false;
  const text = squeezed(element.textContent ?? '');
  return text.length <= POST_FOOTER_MAX_CHARS && mentionsPrice(text);
}

/** Whether a sibling of the element's kind stands before or after it. */
function isOneOfSeries(element: Element): boolean {
  const same = (sibling: Element | null): boolean => sibling?.localName === element.localName;
  return same(element.previousElementSibling) || same(element.nextElementSibling);
}

/**
 * A footer inside an `<article>` (a `<footer>`, or an element named one): the post's own (Pelican's
 * `footer.post-info` with its `address.vcard.author`, WordPress themes' `footer.entry-footer` with the
 * byline), not the page's footer; a comment's is foreign by the comment's name.
 */
export function isPostFooter(element: Element): boolean {
  const words = nameWords(`${element.getAttribute('class') ?? ''}`);
  // Outside an <article>, a footer named as an entry's or a post's (Typepad's `div.entry-footer`: "Posted by … at 10:11 AM").
  if (element.parentElement?.closest('article') == null) return words.includes('footer') && (words.includes('entry') || words.includes('post'));
  return element.nodeName.toUpperCase() === 'FOOTER' || words.includes('footer');
}
