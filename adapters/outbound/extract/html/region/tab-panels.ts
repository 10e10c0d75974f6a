import { elementByIdLookup, type ElementById } from '../element-by-id.js';
import { isHidden } from './chrome-rules.js';
import { show } from './disclosure-widgets.js';
import { hasHidingClass, removeHidingClasses } from './hidden-copies.js';

/** Which hidden tab panels {@link revealTabPanels} shows: none, all, or those of a tab set where some panel holds code or a table. */
export type TabPanelMode = 'none' | 'all' | 'with-code';

/**
 * Production choice. `bench/extract/tab-panels-cv.ts` (5-fold over both development corpora)
 * chose `with-code` in every fold: WCXB word F1 0.8420 cross-validated (documentation 0.921 →
 * 0.949; news unchanged), against 0.8380 with no panel shown and 0.8412 with all. `all` also showed a product
 * page's marketing tabs, a category page's and a forum's notification-settings tabs. A set with a
 * table counts too since session 23 (WooCommerce's hidden "Additional information" panel is the
 * product's specifications); no development page changed.
 */
export const TAB_PANELS: TabPanelMode = 'with-code';

const TAB_PANEL = '[role="tabpanel" i]';

/** What `querySelectorAll('[role="tabpanel" i]')` finds (not inside a `<template>`), for a caller that walks the tree anyway (see `revealTabPanels`' `panels`). */
export function isTabPanel(element: Element): boolean {
  return element.getAttribute('role')?.toLowerCase() === 'tabpanel' && element.closest('template') === null;
}
/** What marks a tab set whose hidden panels are content: code (languages, platforms) or a table or a list of terms (a product's specifications: JB Hi-Fi's `dl`). */
const CODE_OR_TABLE = 'pre, code, table, dl';

/**
 * Tabs (the WAI-ARIA tabs pattern): documentation shows one language's or platform's steps and
 * hides the other tabs' panels (`role="tabpanel"` with `hidden`, `aria-hidden`, `display: none` or a class that hides it at every width, Tailwind's `hidden` in GitBook)
 * until a reader picks one. The chain drops hidden elements, so a quickstart kept its first
 * language alone and an install guide its first platform. This shows each hidden panel in place
 * (with `with-code`, only in a tab set, the panels sharing a parent, where some panel holds
 * `<pre>`, `<code>` or a `<table>`). A panel inside a hidden wrapper (a closed dialog) stays hidden with it.
 * Every panel of a set where a panel was shown is headed by its tab's name in bold (from
 * `aria-labelledby`, `aria-label` or the text of the tab whose `aria-controls` names it, when
 * short; else by position, `nameByPosition`): the tabs are what tell a reader which language or platform the steps are for. Returns
 * how many panels were shown. `panels`, when given, are the tab panels below `root` (a caller's own
 * walk found them: a walk of a large page costs as much as the rest of this); else they are looked up.
 */
export function revealTabPanels(root: Element, mode: TabPanelMode, panels: readonly Element[] = Array.from(root.querySelectorAll(TAB_PANEL))): number {
  if (mode === 'none') return 0;
  const hidden = panels.filter((panel) => isHidden(panel) || hasHidingClass(panel));
  if (hidden.length === 0) {
    nameShownSets(root, panels);
    return 0;
  }
  const codeSets = new Set<Element | null>();
  if (mode === 'with-code') for (const panel of panels) if (panel.querySelector(CODE_OR_TABLE) !== null) codeSets.add(panel.parentElement);
  const revealedSets = new Set<Element | null>();
  let shown = 0;
  for (const panel of hidden) {
    if (mode === 'with-code' && !codeSets.has(panel.parentElement)) continue;
    // A hidden panel with nothing in it waits for a script to fill it (headless UI's inactive tabs): its tab's name alone would head nothing.
    if (isEmptyPanel(panel)) {
      panel.remove();
      continue;
    }
    show(panel);
    removeHidingClasses(panel);
    revealedSets.add(panel.parentElement);
    shown += 1;
  }
  if (shown > 0) {
    const tabs = tabsByPanelId(root);
    const byId = elementByIdLookup(root.ownerDocument);
    for (const set of revealedSets) {
      const members = panels.filter((panel) => panel.parentElement === set && !isHidden(panel) && !hasHidingClass(panel));
      const named = members.map((panel) => nameTab(panel, tabs, byId));
      if (set !== null && !named.some(Boolean)) nameByPosition(set, members);
      else if (named.every(Boolean)) dropNamedTabList(members, tabs, byId);
    }
  }
  return shown;
}

/**
 * Heads each panel of a tab set the page shows whole (a stylesheet, not the markup, hides all but
 * one: Bootstrap's `div.tab-pane.fade`) with its tab's name, where every panel of the set has one:
 * the tab list goes as chrome, and Costco's specifications followed its details with nothing to
 * say where one ended; else, by position (`nameByPosition`: an airline's fee tables, one per route). A set is two or more panels sharing a parent.
 */
function nameShownSets(root: Element, panels: readonly Element[]): void {
  if (panels.length < 2) return;
  const tabs = tabsByPanelId(root);
  const byId = elementByIdLookup(root.ownerDocument);
  const sets = new Map<Element | null, Element[]>();
  for (const panel of panels) sets.set(panel.parentElement, [...(sets.get(panel.parentElement) ?? []), panel]);
  for (const [set, members] of sets) {
    if (members.length < 2) continue;
    // Tabs that name no panel (an SXA tab set: `li role="tab"`s without `aria-controls`) name them by position.
    if (members.some((panel) => tabName(panel, tabs, byId) === undefined)) {
      if (set !== null) nameByPosition(set, members);
      continue;
    }
    // Inside each panel: a panel that goes later (customer reviews) takes its name with it.
    for (const panel of members) headWithTabName(panel, tabName(panel, tabs, byId) as string, 'inside');
    dropNamedTabList(members, tabs, byId);
  }
}

/** The panel shows no text and no media. */
function isEmptyPanel(panel: Element): boolean {
  return (panel.textContent ?? '').trim() === '' && panel.querySelector('img, picture, video, iframe, svg') === null;
}

/**
 * Drops the tab list whose every tab controls or labels one of `panels`, once each panel is headed by
 * its name (Starlight's list of `a[role=tab]` read as a list of links above the named panels); of a list
 * that holds the panels too, only the tabs go (Jarir's Magento tabs: the panels went with the list).
 */
function dropNamedTabList(panels: readonly Element[], tabs: ReadonlyMap<string, Element>, byId: ElementById): void {
  if (panels.length === 0) return;
  const tabOf = (panel: Element): Element | null | undefined => tabs.get(panel.getAttribute('id') ?? '') ?? byId((panel.getAttribute('aria-labelledby') ?? '').trim());
  const owned = panels.map(tabOf);
  const list = owned[0]?.closest('[role="tablist" i]');
  if (list === null || list === undefined) return;
  const listed = Array.from(list.querySelectorAll('[role="tab" i]'));
  if (listed.length !== panels.length || !listed.every((tab) => owned.includes(tab))) return;
  // A list that wraps its panels too (Magento's Luma: `div.product.data.items role="tablist"` round the titles and the panels) loses its tabs alone.
  if (panels.some((panel) => list.contains(panel))) for (const tab of listed) tab.remove();
  else list.remove();
}

/**
 * Names each panel of a set whose tabs name no panel (Docusaurus's `<li role="tab">`s have no
 * `aria-controls`) by its position: the tab list right before the panels' parent, when it has a tab
 * per panel, names them in order, and goes (its names now head the panels).
 */
function nameByPosition(set: Element, members: readonly Element[]): void {
  const list = set.previousElementSibling;
  if (list === null || list.getAttribute('role')?.toLowerCase() !== 'tablist') return;
  const names = Array.from(list.querySelectorAll('[role="tab" i]'), (tab) => (tab.textContent ?? '').replace(/\s+/g, ' ').trim());
  if (names.length !== members.length || members.length !== set.children.length || names.some((name) => name === '' || name.length > TAB_NAME_MAX_CHARS)) return;
  members.forEach((panel, index) => headWithTabName(panel, names[index] as string));
  list.remove();
}

/** The tabs (`role="tab"`) by the id of the panel each controls (`aria-controls`). */
function tabsByPanelId(root: Element): ReadonlyMap<string, Element> {
  const tabs = new Map<string, Element>();
  for (const tab of Array.from(root.querySelectorAll('[role="tab" i][aria-controls]'))) {
    for (const id of (tab.getAttribute('aria-controls') ?? '').split(/\s+/)) if (id !== '' && !tabs.has(id)) tabs.set(id, tab);
  }
  return tabs;
}

/** The longest tab name put above a panel (characters): a longer label is no tab's name. */
export const TAB_NAME_MAX_CHARS = 60;

/** Puts the panel's tab name, in bold, right before it; false when it has none. */
function nameTab(panel: Element, tabs: ReadonlyMap<string, Element>, byId: ElementById): boolean {
  const name = tabName(panel, tabs, byId);
  if (name !== undefined) headWithTabName(panel, name);
  return name !== undefined;
}

/** The tab names put before their panels, with their panels, per document: `dropOrphanTabNames` reads them again. */
const namedPanels = new WeakMap<Document, [name: Element, panel: Element][]>();

/** Puts `name`, in bold, in a paragraph right before `panel` (or first inside it), unless the panel opens with a heading that says it. */
export function headWithTabName(panel: Element, name: string, where: 'before' | 'inside' = 'before'): void {
  const opening = openingHeading(panel);
  if (opening !== undefined && sameWords(opening.textContent ?? '', name)) return;
  const document = panel.ownerDocument;
  const paragraph = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = name;
  paragraph.append(strong);
  if (where === 'inside') {
    panel.prepend(paragraph);
    return;
  }
  panel.before(paragraph);
  const named = namedPanels.get(document);
  if (named === undefined) namedPanels.set(document, [[paragraph, panel]]);
  else named.push([paragraph, panel]);
}

/**
 * Removes each tab name put before a panel in `document` that a later step removed or emptied (Kogan's "Reviews (214)"
 * over its reviews, which go on a product page): it names nothing. Returns how many went.
 */
export function dropOrphanTabNames(document: Document): number {
  let dropped = 0;
  for (const [name, panel] of namedPanels.get(document) ?? []) {
    if (!name.isConnected || (name.nextElementSibling === panel && (panel.textContent ?? '').trim() !== '')) continue;
    name.remove();
    dropped += 1;
  }
  namedPanels.delete(document);
  return dropped;
}

/** How deep in first children a panel's opening heading is looked for (noon's `section > div.specsWrapper > h3`). */
const OPENING_DEPTH = 3;

/** The heading the panel opens with: its first element, or that one's first, down to {@link OPENING_DEPTH}, before any text. */
function openingHeading(panel: Element): Element | undefined {
  let opening = panel.firstElementChild;
  for (let depth = 0; opening !== null && depth <= OPENING_DEPTH; depth += 1) {
    for (let before = opening.previousSibling; before !== null; before = before.previousSibling) if ((before.textContent ?? '').trim() !== '') return undefined;
    if (/^h[1-6]$/.test(opening.localName)) return opening;
    opening = opening.firstElementChild;
  }
  return undefined;
}

function sameWords(a: string, b: string): boolean {
  const words = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return words(a) === words(b);
}

/** The panel's name: the elements `aria-labelledby` names, else its `aria-label`, else the text of the tab that controls it. */
function tabName(panel: Element, tabs: ReadonlyMap<string, Element>, byId: ElementById): string | undefined {
  const candidates = [labelledByText(panel, byId), panel.getAttribute('aria-label') ?? '', tabs.get(panel.getAttribute('id') ?? '')?.textContent ?? ''];
  const name = candidates.map((candidate) => candidate.replace(/\s+/g, ' ').trim()).find((candidate) => candidate !== '');
  return name === undefined || name.length > TAB_NAME_MAX_CHARS ? undefined : name;
}

/**
 * The text of the elements `aria-labelledby` names (a list of ids). Some sites build a tab's id
 * from its name, spaces included ("C# (.NET Core)"), which a list cannot name: when no listed id
 * is found, the whole value is tried as one id.
 */
function labelledByText(panel: Element, byId: ElementById): string {
  const value = panel.getAttribute('aria-labelledby') ?? '';
  const listed = value.split(/\s+/).filter((id) => id !== '').map((id) => byId(id)?.textContent ?? '').join(' ');
  return listed.trim() === '' && value.trim() !== '' ? byId(value.trim())?.textContent ?? '' : listed;
}
