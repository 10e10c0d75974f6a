/** What {@link revealDisclosures} does; each part can be turned off by a benchmark. */
export interface DisclosureOptions {
  /** A control that is a heading's text, or a question that expands something, stays as text. */
  readonly headings: boolean;
  /** The collapsed panel such a control opens is shown. */
  readonly panels: boolean;
}

/** Production choice; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const DISCLOSURE_OPTIONS: DisclosureOptions = { headings: true, panels: true };

/** What {@link revealDisclosures} changed. */
export interface DisclosureCounts {
  /** Controls turned back into the heading or question text they show. */
  readonly headings: number;
  /** Collapsed panels of those controls made visible. */
  readonly panels: number;
}

/** Elements that may toggle a panel, and panels that name their label. */
const CANDIDATES = 'button, [role="button" i], [aria-expanded], [role="region" i][aria-labelledby]';
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading" i]';
/** A question control longer than this (characters) is not a heading's worth of text. */
const QUESTION_MAX_CHARS = 200;
const HIDDEN_STYLE = /(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?;?/gi;

/**
 * Accordions and FAQ lists (the WAI-ARIA disclosure and accordion patterns): the question or
 * section title is a `<button>` inside a heading, or a control with `aria-expanded` worded as a
 * question, and its answer is a panel, often collapsed (`hidden`, `aria-hidden`, `display: none`)
 * until a reader opens it. The chain drops buttons as controls and hidden elements as invisible,
 * so both the questions and the answers of a service page's FAQ were lost. This keeps, in place,
 * such a control as its text (a `<button>` is unwrapped, a `role="button"` loses the role) and,
 * with `panels`, shows the panel it names (`aria-controls`, or a `role="region"` labelled by it).
 * Other buttons (menus, "add to cart", "share") are left to the chain's chrome rules; menus sit in
 * navigation that goes anyway. One selector walk of `root` and, when panels are named, one walk for
 * their ids.
 */
export function revealDisclosures(root: Element, options: DisclosureOptions = DISCLOSURE_OPTIONS): DisclosureCounts {
  if (!options.headings && !options.panels) return { headings: 0, panels: 0 };
  const controls: Element[] = [];
  const regions: Element[] = [];
  for (const element of Array.from(root.querySelectorAll(CANDIDATES))) {
    if ((element.getAttribute('role') ?? '').trim().toLowerCase() === 'region') regions.push(element);
    else if (isDisclosureTitle(element)) controls.push(element);
  }
  if (controls.length === 0) return { headings: 0, panels: 0 };
  const panels = options.panels ? collapsedPanels(root, controls, regions) : [];
  for (const panel of panels) show(panel);
  let headings = 0;
  if (options.headings) {
    for (const control of controls) {
      if (control.nodeName.toUpperCase() === 'BUTTON') control.replaceWith(...Array.from(control.childNodes));
      else control.removeAttribute('role');
      headings += 1;
    }
  }
  return { headings, panels: panels.length };
}

/** A control whose text is a heading's (inside h1–h6) or a question that expands a panel. */
function isDisclosureTitle(element: Element): boolean {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return false;
  if (element.parentElement?.closest(HEADING) != null) return isControl(element);
  return element.hasAttribute('aria-expanded') && text.length <= QUESTION_MAX_CHARS && /\?$/.test(text);
}

function isControl(element: Element): boolean {
  return element.nodeName.toUpperCase() === 'BUTTON' || (element.getAttribute('role') ?? '').trim().toLowerCase() === 'button' || element.hasAttribute('aria-expanded');
}

/** The hidden panels the controls name (by `aria-controls`, or a region labelled by a control's id). */
function collapsedPanels(root: Element, controls: readonly Element[], regions: readonly Element[]): Element[] {
  const controlIds = new Set(controls.map((control) => control.getAttribute('id')).filter((id): id is string => id !== null && id !== ''));
  const panelIds = new Set(controls.flatMap((control) => (control.getAttribute('aria-controls') ?? '').split(/\s+/).filter((id) => id !== '')));
  const panels = new Set(regions.filter((region) => (region.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => controlIds.has(id))));
  if (panelIds.size > 0) {
    for (const element of Array.from(root.querySelectorAll('[id]'))) if (panelIds.has(element.getAttribute('id') ?? '')) panels.add(element);
  }
  return [...panels].filter((panel) => isCollapsed(panel));
}

function isCollapsed(element: Element): boolean {
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
  const style = element.getAttribute('style');
  return style !== null && new RegExp(HIDDEN_STYLE.source, 'i').test(style);
}

function show(panel: Element): void {
  panel.removeAttribute('hidden');
  if (panel.getAttribute('aria-hidden') === 'true') panel.removeAttribute('aria-hidden');
  const style = panel.getAttribute('style');
  if (style !== null) panel.setAttribute('style', style.replace(HIDDEN_STYLE, ''));
}
