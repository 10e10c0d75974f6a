import { classAttribute } from '../class-attribute.js';
/** Elements that are page chrome or controls wherever they appear. */
const CHROME_TAGS = new Set([
  'NAV', 'ASIDE', 'DIALOG', 'TEMPLATE', 'SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS', 'SVG',
  'BUTTON', 'SELECT', 'INPUT', 'TEXTAREA', 'OPTION', 'LABEL',
]);

/** ARIA roles of chrome (landmarks besides main, widgets that hold no content). */
const CHROME_ROLES = new Set([
  'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog', 'alertdialog', 'menu', 'menubar', 'toolbar', 'tablist', 'button',
]);

/**
 * Words of class names and ids that name page chrome. A class or id is split into words at
 * `-`, `_`, spaces and lower-to-upper case changes (`socialShare` → social, share).
 */
const CHROME_WORDS = new Set([
  'nav', 'navbar', 'navigation', 'menu', 'menubar', 'breadcrumb', 'breadcrumbs', 'crumbs', 'sidebar', 'footer',
  'cookie', 'cookies', 'consent', 'gdpr', 'newsletter', 'subscribe', 'signup', 'share', 'sharing', 'social', 'sharebar',
  'related', 'recommended', 'recommendations', 'advert', 'advertisement', 'ad', 'ads', 'adslot', 'sponsored',
  'popup', 'modal', 'overlay', 'toast', 'skip', 'skiplink', 'sronly', 'offcanvas', 'drawer', 'masthead',
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
/** Other two-word chrome names. */
const CHROME_PAIRS = new Set(['back top', 'to top']);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Lower-case words of a class list or id: split at separators and camel-case boundaries. */
export function nameWords(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** True when the element is hidden from readers by markup (`hidden`, `aria-hidden`, inline style). */
export function isHidden(element: Element): boolean {
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
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
  if (name === 'NOSCRIPT') return (element.textContent ?? '').replace(/\s+/g, '').length < NOSCRIPT_NOTICE_MAX_TEXT;
  const role = element.getAttribute('role');
  return role !== null && CHROME_ROLES.has(role.trim().toLowerCase());
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
export function chromeName(element: Element, roles?: ChromeWordRoles): 'hidden-text' | 'chrome' | 'control' | undefined {
  const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
  if (names.trim() === '') return undefined;
  const words = roles === undefined ? nameWords(names) : roleWords(names, roles);
  let found: 'chrome' | undefined;
  let control = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    const pair = index + 1 < words.length ? `${word} ${words[index + 1] as string}` : '';
    if (word === 'sronly' || HIDDEN_TEXT_PAIRS.has(pair)) return 'hidden-text';
    if (CHROME_WORDS.has(word) || CHROME_PAIRS.has(pair)) found = 'chrome';
    else if (CONTROL_WORDS.has(word)) control = true;
  }
  return found ?? (control && namesControl(names) ? 'control' : undefined);
}

/**
 * How the region reads chrome words that do not name the element itself (`RegionThresholds.chromeWordRoles`):
 * `relation`, a chrome word right after `has`, `with` or `and` in one class or id says what the
 * element has or sits beside (`has-sidebar`, `p-body-main--withSidebar`, `topicBodyAndFooter`);
 * `skipTarget`, `skip` names a skip link only while the element says no more than a link's label
 * (`shortText`): a block so named is where the link leads (`skip-link-target`, `skip-to-products`,
 * `chakra-skip-nav`); `moduleLocal`, of a CSS-module class (`Component_local__hash`) only the local
 * part names the element, the component's name says where it sits (`StickyFooterGallery_gallery__WZwXc`
 * is a gallery).
 */
export interface ChromeWordRoles {
  readonly relation: boolean;
  readonly skipTarget: boolean;
  readonly moduleLocal: boolean;
  /** `controlHead`: a chrome word right before a control word names a control (`overlay-buttons`, `share-buttons`), judged as one. */
  readonly controlHead?: boolean;
  /** The element says less than a link's label (characters without whitespace). */
  readonly shortText: boolean;
}

/** Words before a chrome word that make it something the element has, not what it is. */
const RELATION_WORDS = new Set(['has', 'with', 'and']);
/** Words that name a skip link. */
const SKIP_WORDS = new Set(['skip', 'skiplink']);
/** A CSS-module class: `Component_local__hash` (the hash five or more letters and digits). */
const CSS_MODULE_CLASS = /^[A-Z][A-Za-z0-9]*_([A-Za-z][A-Za-z0-9-]*)__[A-Za-z0-9_-]{5,}$/;

/** `nameWords` of each class or id, without the chrome words that `roles` says do not name the element. */
function roleWords(names: string, roles: ChromeWordRoles): string[] {
  const words: string[] = [];
  for (const name of names.split(/\s+/)) {
    if (name === '') continue;
    const local = roles.moduleLocal ? CSS_MODULE_CLASS.exec(name)?.[1] : undefined;
    const own = nameWords(local ?? name);
    for (let index = 0; index < own.length; index += 1) {
      const word = own[index] as string;
      if (roles.relation && index > 0 && RELATION_WORDS.has(own[index - 1] as string) && CHROME_WORDS.has(word)) continue;
      if (roles.skipTarget && !roles.shortText && SKIP_WORDS.has(word)) continue;
      if (roles.controlHead === true && CHROME_WORDS.has(word) && CONTROL_WORDS.has(own[index + 1] ?? '')) continue;
      words.push(word);
    }
  }
  return words;
}
