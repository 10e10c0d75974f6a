import { isHidden } from './chrome-rules.js';
import { measureText } from './text-measure.js';
import { boundedText, squeezed } from '../element-text.js';
import { retag } from '../element-retag.js';

/** What {@link revealDisclosures} does; each part can be turned off by a benchmark. */
export interface DisclosureOptions {
  /** A control that is a heading's text, or a question that expands something, stays as text. */
  readonly headings: boolean;
  /** The collapsed panel such a control opens is shown. */
  readonly panels: boolean;
  /** A collapsed element right after a question (an FAQ without ARIA) is shown as its answer. */
  readonly answers: boolean;
  /**
   * With `headings`: a control that holds a heading (`<summary role="button"><h2>question</h2>`, a
   * `<button>` wrapping an `<h3>`) is a title too, and stays as text. Off when absent.
   */
  readonly headedControls?: boolean;
}

/**
 * Production choice. `bench/extract/disclosure-rules-cv.ts` (5-fold over both development corpora)
 * shows panels and answers in every fold; it dropped the titles in 4 of 5 folds, by 0.0003 of
 * objective, from one page whose content choice flips (WCXB 3064). Titles stay: answers without
 * their questions would lose what a reader needs. For the same reason a control that holds its
 * title's heading stays too (`headedControls`, session 12): on Huel (WCXB 0589) the shown FAQ
 * answers had lost every question. `bench/extract/headed-controls-cv.ts` finds it neutral on the
 * metric (it moves three pages; the objective within 0.0001 either way).
 */
export const DISCLOSURE_OPTIONS: DisclosureOptions = { headings: true, panels: true, answers: true, headedControls: true };

/** What {@link revealDisclosures} changed. */
export interface DisclosureCounts {
  /** Controls turned back into the heading or question text they show. */
  readonly headings: number;
  /** Collapsed panels made visible: those the controls name, and answers right after a question. */
  readonly panels: number;
}

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading" i]';
const LETTER = /\p{L}/u;
/** A question control longer than this (characters) is not a heading's worth of text. */
const QUESTION_MAX_CHARS = 200;
/** Raw characters read at most from one element before it is judged too long to be a title (whitespace not yet collapsed). */
const TITLE_SCAN_CHARS = 4 * QUESTION_MAX_CHARS;
/** What {@link show} takes out of a panel's inline style (`isHidden` reads the same declarations). */
const HIDDEN_STYLE = /(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?;?/gi;

/**
 * Accordions and FAQ lists (the WAI-ARIA disclosure and accordion patterns): the question or
 * section title is a `<button>` inside a heading, or a control with `aria-expanded` worded as a
 * question, and its answer is a panel, often collapsed (`hidden`, `aria-hidden`, `display: none`)
 * until a reader opens it. The chain drops buttons as controls and hidden elements as invisible,
 * so both the questions and the answers of a service page's FAQ were lost. This keeps, in place,
 * such a control as its text (a `<button>` is unwrapped, a `role="button"` loses the role) and,
 * with `panels`, shows the panel it names (`aria-controls`, or a `role="region"` labelled by it).
 * With `answers`, an FAQ built without ARIA is read the same way: a collapsed element right after
 * an element whose whole text is one question (≤ 200 characters, ending in "?") is shown, and that
 * question, when it is a button, stays as text. Other buttons (menus, "add to cart", "share")
 * are left to the chain's chrome rules; menus sit in navigation that goes anyway, and a control in the
 * site's header opens nothing (`inSiteHeader`). A panel inside a
 * hidden wrapper stays hidden with it, unless the wrapper holds it alone (`collapseWrappers`: a collapse's). A control that is neither (no question, no heading) but names
 * by `aria-controls` a panel of prose (`opensProse`: Elementor's toggle "Pressure gauge below 1 bar")
 * is a title too; a tab is left to the tab-panel rules. A named panel set as a `<nav>` that is mostly
 * words outside links (Webflow's dropdown answers) becomes a `<div>`, shown or not. One walk of `root` (a second for ids only when controls
 * name panels); titles are read only up to a few hundred characters. `seen` is called with every
 * element of that walk before anything changes, so another reveal can share it. Returns what
 * changed (`panels` counts each shown element once).
 */
export function revealDisclosures(root: Element, options: DisclosureOptions = DISCLOSURE_OPTIONS, seen?: (element: Element) => void): DisclosureCounts {
  if (!options.headings && !options.panels && !options.answers && seen === undefined) return { headings: 0, panels: 0 };
  const controls = new Set<Element>();
  const regions: Element[] = [];
  const answers = new Set<Element>();
  // Controls that name a panel but read as neither a heading nor a question ("Pressure gauge below 1 bar").
  const unworded: Element[] = [];
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop() as Element;
    for (let element = parent.firstElementChild; element !== null; element = element.nextElementSibling) {
      stack.push(element);
      seen?.(element);
      if (roleOf(element) === 'region') {
        if (element.hasAttribute('aria-labelledby')) regions.push(element);
      } else if (isControl(element) && !inSiteHeader(element)) {
        if (isDisclosureTitle(element, options.headedControls === true)) controls.add(element);
        else if (element.hasAttribute('aria-controls') && roleOf(element) !== 'tab' && isTitleLength(shortText(element))) unworded.push(element);
      }
      // An answer says something: a decorative "+" hidden from screen readers beside the question is no answer.
      if (options.answers && isHidden(element) && followsQuestion(element) && /[\p{L}\p{N}]/u.test(element.textContent ?? '')) answers.add(element);
    }
  }
  const controlled = options.panels && controls.size + unworded.length > 0 ? controlledPanels(root, controls, unworded, regions) : [];
  const panels = new Set([...controlled, ...controlled.flatMap(collapseWrappers)].filter((panel) => isHidden(panel)));
  for (const answer of answers) {
    panels.add(answer);
    // A question that is a plain button (no heading, no aria-expanded) still names its answer.
    const question = answer.previousElementSibling as Element;
    if (isControl(question)) controls.add(question);
  }
  for (const panel of panels) show(panel);
  for (const panel of controlled) if (panel.localName === 'nav' && isProsePanel(panel)) renameToDiv(panel);
  let headings = 0;
  if (options.headings) {
    for (const control of controls) {
      // A title's text set in an `<a>` without an address (Elementor's toggle) is no link: it would be pruned as one.
      for (const anchor of Array.from(control.querySelectorAll('a:not([href])'))) anchor.replaceWith(...Array.from(anchor.childNodes));
      // A toggle's wording ("Show child attributes") works the panel; it titles nothing.
      if (isToggleLabel(control)) {
        control.remove();
        continue;
      }
      if (control.nodeName.toUpperCase() === 'BUTTON') control.replaceWith(...Array.from(control.childNodes));
      else control.removeAttribute('role');
      headings += 1;
    }
  }
  return { headings, panels: panels.size };
}

/**
 * True when the element sibling right before `element` is one question (what a collapsed FAQ answer
 * follows), not a link to a page: a thread's title that asks ("How do I …?", phpBB's topic heading
 * before the forum description it hides for good) or a listed question's title is no control.
 */
function followsQuestion(element: Element): boolean {
  const previous = element.previousElementSibling;
  return previous !== null && !isHidden(previous) && isQuestion(shortText(previous)) && !linksToPage(previous);
}

/** A link to another address (not a place on this page, not a script). */
const PAGE_LINK = 'a[href]:not([href^="#"]):not([href^="javascript:" i])';

function linksToPage(element: Element): boolean {
  return element.matches(PAGE_LINK) || element.querySelector(PAGE_LINK) !== null;
}

/** The element's text, whitespace collapsed; '' when it is empty or longer than a title could be (read no further than that). */
function shortText(element: Element): string {
  return squeezed(boundedText(element, (text) => text.length > TITLE_SCAN_CHARS) ?? '');
}

function roleOf(element: Element): string {
  const role = element.getAttribute('role');
  return role === null ? '' : role.trim().toLowerCase();
}

/**
 * The wording of a control that shows or hides what follows, in a few words: "Show child attributes", "Hide details",
 * "Expand", "Toggle properties", and so in German, French, Spanish, Portuguese, Italian, Dutch, Polish, Russian,
 * Japanese and Chinese. Its text or its label (`aria-label`) says so.
 */
const TOGGLE_WORDING = /^(?:show|hide|expand|collapse|toggle|anzeigen|ausblenden|einblenden|afficher|masquer|mostrar|ocultar|mostra|nascondi|toon|verberg|pokaż|ukryj|показать|скрыть|развернуть|свернуть)(?![\p{L}\p{N}])|^(?:展开|收起|显示|隐藏|表示|非表示)/iu;
/** A toggle's wording says no more than this many words. */
const TOGGLE_MAX_WORDS = 5;

/** A control outside a heading, holding none, worded as a toggle ({@link TOGGLE_WORDING}). */
function isToggleLabel(control: Element): boolean {
  if (control.parentElement?.closest(HEADING) != null || control.querySelector(HEADING) !== null) return false;
  const text = shortText(control);
  if (text === '' || text.split(' ').length > TOGGLE_MAX_WORDS) return false;
  return TOGGLE_WORDING.test(text) || TOGGLE_WORDING.test((control.getAttribute('aria-label') ?? '').trim());
}

function isTitleLength(text: string): boolean {
  return text.length <= QUESTION_MAX_CHARS && LETTER.test(text);
}

function isQuestion(text: string): boolean {
  return text !== '' && text.length <= QUESTION_MAX_CHARS && text.endsWith('?');
}

/**
 * A control whose text is a heading's (inside h1–h6 with no letters of the heading outside it, or,
 * with `headed`, holding one) or a question that expands a panel. A button beside a heading's own
 * words is an action on it ("Copy item path", "Edit", "Follow"), not its title.
 */
function isDisclosureTitle(element: Element, headed: boolean): boolean {
  const text = shortText(element);
  if (text === '') return false;
  const heading = element.parentElement?.closest(HEADING);
  if (heading != null) {
    const rest = shortText(heading).replace(text, '');
    // A link to another page set as a button is the heading's title when it holds most of its words,
    // beside a badge (Indeed's `<h2><div>new</div><a role="button" href="/rc/clk?jk=…">Fraud Data Analyst</a></h2>`).
    return !LETTER.test(rest) || (isPageLink(element) && letters(rest) < letters(text));
  }
  if (headed && element.querySelector(HEADING) !== null) return true;
  return element.hasAttribute('aria-expanded') && isQuestion(text);
}

function isPageLink(element: Element): boolean {
  const href = element.localName === 'a' ? (element.getAttribute('href') ?? '').trim() : '';
  return href !== '' && !href.startsWith('#') && !/^javascript:/i.test(href);
}

function letters(text: string): number {
  return text.replace(/[^\p{L}\p{N}]/gu, '').length;
}

function isControl(element: Element): boolean {
  return element.nodeName.toUpperCase() === 'BUTTON' || roleOf(element) === 'button' || element.hasAttribute('aria-expanded');
}

/**
 * The panels the title controls name (by `aria-controls`, or a region labelled by a control's id),
 * collapsed or not; and those of the `unworded` controls that open a passage of prose
 * (`opensProse`: an accordion's section title, "Pressure gauge below 1 bar"), which join `controls`.
 * A control that opens a menu of links stays a control.
 */
function controlledPanels(root: Element, controls: Set<Element>, unworded: readonly Element[], regions: readonly Element[]): Element[] {
  const named = (control: Element): string[] => (control.getAttribute('aria-controls') ?? '').split(/\s+/).filter((id) => id !== '');
  const panelIds = new Set([...controls, ...unworded].flatMap(named));
  const byId = new Map<string, Element>();
  // Only pages whose controls name panels pay this second walk.
  if (panelIds.size > 0) {
    for (const element of Array.from(root.querySelectorAll('[id]'))) {
      const id = element.getAttribute('id') ?? '';
      if (panelIds.has(id) && !byId.has(id)) byId.set(id, element);
    }
  }
  for (const control of unworded) {
    const opened = named(control).map((id) => byId.get(id)).filter((panel): panel is Element => panel !== undefined);
    if (opened.length > 0 && opened.every(opensProse)) controls.add(control);
  }
  const controlIds = new Set([...controls].map((control) => control.getAttribute('id')).filter((id): id is string => id !== null && id !== ''));
  const panels = new Set(regions.filter((region) => (region.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => controlIds.has(id))));
  for (const control of controls) for (const id of named(control)) {
    const panel = byId.get(id);
    if (panel !== undefined) panels.add(panel);
  }
  return [...panels];
}

/** How many wrappers around a panel may be its collapse's. */
const COLLAPSE_LEVELS = 3;

/**
 * The wrappers that hold the panel alone, up to {@link COLLAPSE_LEVELS}: a collapse animation hides
 * the wrapper, not the panel its control names (Chakra UI's `div.chakra-collapse` with `display:none`
 * around the `role="region"`: a pet food's Ingredients and Guaranteed Analysis went).
 */
function collapseWrappers(panel: Element): Element[] {
  const wrappers: Element[] = [];
  for (let inner = panel, outer = panel.parentElement, level = 0; outer !== null && level < COLLAPSE_LEVELS; inner = outer, outer = outer.parentElement, level += 1) {
    // `inner` is the only element child (asked of its siblings: a page of thousands of panels lists none of its children for each).
    if (inner.previousElementSibling !== null || inner.nextElementSibling !== null || (outer.textContent ?? '').trim() !== (inner.textContent ?? '').trim()) break;
    wrappers.push(outer);
  }
  return wrappers;
}

/** A panel of fewer words is no passage of prose (a short menu, a label). */
const PROSE_PANEL_MIN_WORDS = 12;

function opensProse(panel: Element): boolean {
  return isProsePanel(panel) && (panel.textContent ?? '').trim().split(/\s+/).length >= PROSE_PANEL_MIN_WORDS;
}

/** Makes a collapsed element visible: no `hidden`, no `aria-hidden="true"`, no hiding inline style. */
export function show(panel: Element): void {
  panel.removeAttribute('hidden');
  if (panel.getAttribute('aria-hidden') === 'true') panel.removeAttribute('aria-hidden');
  const style = panel.getAttribute('style');
  if (style !== null) panel.setAttribute('style', style.replace(HIDDEN_STYLE, ''));
}

/** Most of the panel's words are outside links: an answer, not a menu of links. */
function isProsePanel(panel: Element): boolean {
  const measure = measureText(panel).get(panel);
  return measure !== undefined && measure.text > 0 && measure.linkText * 2 < measure.text;
}

/**
 * Webflow's dropdown writes each panel as a `<nav>`, also a FAQ's answer, which every stage drops as
 * navigation: a named panel that is prose becomes a `<div>` with the same attributes and children.
 */
function renameToDiv(panel: Element): void {
  retag(panel, 'div');
}

/**
 * The control sits in the site's header (a `<header>` outside the page's main content and
 * article): what it opens is the site's, not the page's (the US government's banner on every .gov
 * page, "Here's how you know" over "Official websites use .gov", opened on every page read).
 */
function inSiteHeader(control: Element): boolean {
  const header = control.closest('header');
  return header !== null && header.closest('main, article, [role="main" i]') === null;
}
