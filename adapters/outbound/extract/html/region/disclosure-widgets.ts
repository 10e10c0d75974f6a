/** What {@link revealDisclosures} does; each part can be turned off by a benchmark. */
export interface DisclosureOptions {
  /** A control that is a heading's text, or a question that expands something, stays as text. */
  readonly headings: boolean;
  /** The collapsed panel such a control opens is shown. */
  readonly panels: boolean;
  /** A collapsed element right after a question (an FAQ without ARIA) is shown as its answer. */
  readonly answers: boolean;
}

/** Production choice; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const DISCLOSURE_OPTIONS: DisclosureOptions = { headings: true, panels: true, answers: true };

/** What {@link revealDisclosures} changed. */
export interface DisclosureCounts {
  /** Controls turned back into the heading or question text they show. */
  readonly headings: number;
  /** Collapsed panels made visible: those the controls name, and answers right after a question. */
  readonly panels: number;
}

/** Elements that may toggle a panel, and panels that name their label. */
const CANDIDATES = 'button, [role="button" i], [aria-expanded], [role="region" i][aria-labelledby]';
/** Elements that may be collapsed (`isCollapsed` decides). */
const MAYBE_COLLAPSED = '[hidden], [aria-hidden="true" i], [style*="none" i], [style*="hidden" i]';
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
 * With `answers`, an FAQ built without ARIA is read the same way: a collapsed element right after
 * an element whose whole text is one question (≤ 200 characters, ending in "?") is shown, and that
 * question, when it is a button, stays as text. Other buttons (menus, "add to cart", "share") are left to the chain's chrome rules; menus sit in
 * navigation that goes anyway. One selector walk of `root` and, when controls name panels, one walk
 * for their ids. Returns what changed (`panels` counts each shown element once).
 */
export function revealDisclosures(root: Element, options: DisclosureOptions = DISCLOSURE_OPTIONS): DisclosureCounts {
  if (!options.headings && !options.panels && !options.answers) return { headings: 0, panels: 0 };
  const controls = new Set<Element>();
  const regions: Element[] = [];
  const answers = new Set<Element>();
  for (const element of Array.from(root.querySelectorAll(`${CANDIDATES}, ${MAYBE_COLLAPSED}`))) {
    if ((element.getAttribute('role') ?? '').trim().toLowerCase() === 'region' && element.hasAttribute('aria-labelledby')) regions.push(element);
    else if (element.matches(CANDIDATES) && isDisclosureTitle(element)) controls.add(element);
    if (options.answers && isCollapsed(element) && followsQuestion(element)) answers.add(element);
  }
  const panels = new Set(options.panels && controls.size > 0 ? collapsedPanels(root, [...controls], regions) : []);
  for (const answer of answers) {
    panels.add(answer);
    // A question that is a plain button (no heading, no aria-expanded) still names its answer.
    const question = answer.previousElementSibling as Element;
    if (isControl(question)) controls.add(question);
  }
  for (const panel of panels) show(panel);
  let headings = 0;
  if (options.headings) {
    for (const control of controls) {
      if (control.nodeName.toUpperCase() === 'BUTTON') control.replaceWith(...Array.from(control.childNodes));
      else control.removeAttribute('role');
      headings += 1;
    }
  }
  return { headings, panels: panels.size };
}

/** True when the element sibling right before `element` is one question (what a collapsed FAQ answer follows). */
function followsQuestion(element: Element): boolean {
  const previous = element.previousElementSibling;
  return previous !== null && !isCollapsed(previous) && isQuestion((previous.textContent ?? '').replace(/\s+/g, ' ').trim());
}

function isQuestion(text: string): boolean {
  return text !== '' && text.length <= QUESTION_MAX_CHARS && text.endsWith('?');
}

/** A control whose text is a heading's (inside h1–h6) or a question that expands a panel. */
function isDisclosureTitle(element: Element): boolean {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return false;
  if (element.parentElement?.closest(HEADING) != null) return isControl(element);
  return element.hasAttribute('aria-expanded') && isQuestion(text);
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
