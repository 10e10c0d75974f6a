import { headWithTabName, TAB_NAME_MAX_CHARS } from './tab-panels.js';

/** Whether the element is a radio button (a candidate tab of a CSS-only tab set). */
export function isRadioInput(element: Element): boolean {
  return element.localName === 'input' && element.getAttribute('type')?.toLowerCase() === 'radio';
}

/**
 * Tabs made with CSS alone (pymdownx's tabbed sets in MkDocs Material): a radio button per tab,
 * named alike, a `<label for>` per button, and a panel per tab, either all panels in the element
 * right after the labels' row (`tabbed-labels` then `tabbed-content`; VitePress's code groups, whose
 * row holds the radio buttons too) or each right after its label.
 * Read as text, the labels ran together above the first panel ("pipcondauv") and no panel said which
 * tab it was. Each panel is headed by its tab's name in bold, as ARIA tabs are (`revealTabPanels`),
 * and the labels go. A group whose labels and panels do not pair up is left as it is. `radios` are
 * the radio buttons a walk of the page found. Returns how many tab sets were named.
 */
export function nameRadioTabs(radios: readonly Element[]): number {
  const groups = new Map<string, Element[]>();
  for (const radio of radios) {
    const name = radio.getAttribute('name');
    if (name === null || radio.parentElement === null) continue;
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [radio]);
    else group.push(radio);
  }
  let labels: ReadonlyMap<string, Element> | undefined;
  let named = 0;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // One look-up of the page's labels, and only on a page with a group of radio buttons.
    labels ??= labelsByControl(group[0]?.ownerDocument);
    if (nameSet(group, labels)) named += 1;
  }
  return named;
}

/** The page's labels by the id of the control each names (`for`); the first label of an id. */
function labelsByControl(document: Document | undefined): ReadonlyMap<string, Element> {
  const labels = new Map<string, Element>();
  for (const label of Array.from(document?.querySelectorAll('label[for]') ?? [])) {
    const id = label.getAttribute('for') ?? '';
    if (!labels.has(id)) labels.set(id, label);
  }
  return labels;
}

function nameSet(radios: readonly Element[], labelsOf: ReadonlyMap<string, Element>): boolean {
  const labels = radios.map((radio) => {
    const id = radio.getAttribute('id') ?? '';
    return id === '' ? undefined : labelsOf.get(id);
  });
  if (labels.some((label) => label === undefined)) return false;
  const found = labels as Element[];
  const names = found.map((label) => (label.textContent ?? '').replace(/\s+/g, ' ').trim());
  if (names.some((name) => name === '' || name.length > TAB_NAME_MAX_CHARS)) return false;
  const row = tabRow(found, radios);
  const panels = panelsOf(found, row);
  if (panels === undefined) return false;
  panels.forEach((panel, index) => headWithTabName(panel, names[index] as string));
  if (row !== undefined) row.remove();
  else for (const label of found) label.remove();
  return true;
}

/** The element holding the labels and nothing else but the group's radio buttons (VitePress's code groups keep both in `div.tabs`), if any. */
function tabRow(labels: readonly Element[], radios: readonly Element[]): Element | undefined {
  const row = labels[0]?.parentElement;
  if (row === null || row === undefined || !labels.every((label) => label.parentElement === row)) return undefined;
  return Array.from(row.children).every((child) => labels.includes(child) || radios.includes(child)) ? row : undefined;
}

/** The panels paired with `labels`: the children of the element after the labels' row, or the element after each label. */
function panelsOf(labels: readonly Element[], row: Element | undefined): Element[] | undefined {
  if (row !== undefined) {
    const next = row.nextElementSibling;
    if (next !== null && next.children.length === labels.length) return Array.from(next.children);
  }
  const after = labels.map((label) => label.nextElementSibling);
  if (after.every((panel) => panel !== null && panel.localName !== 'label' && panel.localName !== 'input')) return after as Element[];
  return undefined;
}
