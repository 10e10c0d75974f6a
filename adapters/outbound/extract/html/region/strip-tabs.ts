import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { isHidden } from './chrome-rules.js';
import { hasHidingClass } from './hidden-copies.js';
import { nameWords } from './name-words.js';
import { TAB_NAME_MAX_CHARS } from './tab-panels.js';

/** Class words of a tab set's panels or their holder, not of a tab (`tab-content`, `tab-pane`). */
const PANEL_WORDS = new Set(['pane', 'panes', 'panel', 'panels', 'content', 'contents', 'body']);
/** Class words that mark the chosen tab (`is-active`, `code-group__nav-tab-active`, `selected_a2b7d`). */
const SELECTED_WORDS = new Set(['active', 'selected', 'current']);
/** Words that turn a selected word around (Rspress's `notSelected_a2b7d`). */
const NEGATING_WORDS = new Set(['not', 'non', 'un']);
/** What marks a tab set whose panels are content, as `revealTabPanels` reads it: code or a table or a list of terms. */
const CODE_OR_TABLE = 'pre, code, table, dl';
/** How many wrappers holding nothing else the tab strip may sit in before the panels follow (Rspress's `div > div.tabList_…`). */
const STRIP_WRAPPER_DEPTH = 3;

/**
 * The element may be a tab of a tab set scripted without ARIA's links: a `<button>`, `role="tab"`,
 * or an element whose class holds the word "tab" (Rspress's `div.tab_a2b7d`), not a link to another page.
 */
export function mayBeStripTab(element: Element, tag: string, role: string | null): boolean {
  if (tag === 'button' || role?.trim().toLowerCase() === 'tab') return true;
  const names = classAttribute(element);
  if (!names.includes('tab') || (tag === 'a' && !(element.getAttribute('href') ?? '#').startsWith('#'))) return false;
  const words = nameWords(names);
  return words.includes('tab') && !words.some((word) => PANEL_WORDS.has(word));
}

/**
 * Tabs whose script keeps the panels apart without ARIA's links: a strip of tabs (buttons, `role="tab"`
 * or class-named tabs, each alone in a list item or not) followed by as many panels, either the
 * children of the element right after the strip (Rspress's `div.rspress-tabs`: the panels after the
 * first hidden by `style="display:none"`) or the strip's following siblings (VuePress 2's
 * `.code-group`: the `.code-group-item`s after the nav of `button[aria-pressed]`s, all shown in the
 * markup, a stylesheet hiding them). A set counts when a panel holds code or a table and either all
 * panels but one are hidden, or none is and one tab alone is marked chosen. Read as text, the hidden
 * panels went (the npm command kept, yarn's and pnpm's lost) and the shown ones ran on unnamed.
 * Each set is given the roles and links its script would give (`role="tablist"`, `"tab"` with
 * `aria-controls`, `"tabpanel"`), so that `revealTabPanels` shows and names its panels as it does
 * ARIA tabs. `candidates` are what {@link mayBeStripTab} found. Returns the panels given a role.
 */
export function markStripTabs(candidates: readonly Element[]): Element[] {
  const strips = new Map<Element, Map<Element, Element>>();
  for (const tab of candidates) {
    const item = itemOf(tab);
    const strip = item.parentElement;
    if (strip === null) continue;
    const items = strips.get(strip) ?? new Map<Element, Element>();
    if (!items.has(item)) items.set(item, tab);
    strips.set(strip, items);
  }
  const marked: Element[] = [];
  for (const [strip, items] of strips) {
    const tabs = stripTabs(strip, items);
    const panels = tabs === undefined ? undefined : pairedPanels(strip, tabs);
    if (tabs === undefined || panels === undefined) continue;
    link(strip, tabs, panels);
    marked.push(...panels);
  }
  return marked;
}

/** The tab's item in its strip: the list item it stands alone in, else itself. */
function itemOf(tab: Element): Element {
  const parent = tab.parentElement;
  return parent !== null && parent.localName === 'li' && parent.childElementCount === 1 ? parent : tab;
}

/** The strip's tabs in order, when every child of the strip is one, each with a short name of its own and none linked to a panel yet. */
function stripTabs(strip: Element, items: ReadonlyMap<Element, Element>): Element[] | undefined {
  const children = Array.from(strip.children);
  if (children.length < 2 || children.length !== items.size || strip.closest('form') !== null) return undefined;
  const role = strip.getAttribute('role');
  if (role !== null && role.trim().toLowerCase() !== 'tablist') return undefined;
  const tabs = children.map((child) => items.get(child));
  if (tabs.some((tab) => tab === undefined || tab.hasAttribute('aria-controls'))) return undefined;
  const names = children.map(nameOf);
  if (names.some((name) => name === '' || name.length > TAB_NAME_MAX_CHARS) || new Set(names.map((name) => name.toLowerCase())).size !== names.length) return undefined;
  return tabs as Element[];
}

/** The panels after the strip (or after the wrappers that hold only it), one per tab, if they make a tab set's panels. */
function pairedPanels(strip: Element, tabs: readonly Element[]): Element[] | undefined {
  let head = strip;
  for (let depth = 0; depth <= STRIP_WRAPPER_DEPTH; depth += 1) {
    const next = head.nextElementSibling;
    if (next !== null) {
      const inside = Array.from(next.children);
      if (inside.length === tabs.length && arePanels(inside, tabs)) return inside;
      const after: Element[] = [];
      for (let sibling: Element | null = next; sibling !== null; sibling = sibling.nextElementSibling) after.push(sibling);
      return after.length === tabs.length && arePanels(after, tabs) ? after : undefined;
    }
    const parent = head.parentElement;
    if (parent === null || parent.childElementCount !== 1) return undefined;
    head = parent;
  }
  return undefined;
}

/** No panel has a role or is a control; one holds code or a table; all but one are hidden, or none is and one tab alone is chosen. */
function arePanels(panels: readonly Element[], tabs: readonly Element[]): boolean {
  if (panels.some((panel) => panel.hasAttribute('role') || /^(?:label|input|button)$/.test(panel.localName))) return false;
  if (!panels.some((panel) => panel.matches(CODE_OR_TABLE) || panel.querySelector(CODE_OR_TABLE) !== null)) return false;
  const hidden = panels.filter((panel) => isHidden(panel) || hasHidingClass(panel)).length;
  return hidden === panels.length - 1 || (hidden === 0 && tabs.filter(isChosen).length === 1);
}

/** The tab says it is the chosen one: `aria-selected` or `aria-pressed` "true", or a class word such as "active" (not "notSelected"). */
function isChosen(tab: Element): boolean {
  if (tab.getAttribute('aria-selected') === 'true' || tab.getAttribute('aria-pressed') === 'true') return true;
  return classAttribute(tab).split(/\s+/).some((name) => {
    const words = nameWords(name);
    return words.some((word) => SELECTED_WORDS.has(word)) && !words.some((word) => NEGATING_WORDS.has(word));
  });
}

function nameOf(item: Element): string {
  return squeezed(item.textContent ?? '');
}

/** Gives the strip, its tabs and their panels the roles and links of ARIA tabs (a panel without an id gets one no element has). */
function link(strip: Element, tabs: readonly Element[], panels: readonly Element[]): void {
  if (!strip.hasAttribute('role')) strip.setAttribute('role', 'tablist');
  const document = strip.ownerDocument;
  let counter = 0;
  tabs.forEach((tab, index) => {
    const panel = panels[index] as Element;
    let id = panel.getAttribute('id') ?? '';
    while (id === '') {
      counter += 1;
      if (document.getElementById(`strip-tab-panel-${counter}`) === null) id = `strip-tab-panel-${counter}`;
    }
    panel.setAttribute('id', id);
    panel.setAttribute('role', 'tabpanel');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', id);
  });
}
