import { retag } from '../element-retag.js';
import { nameWords } from './name-words.js';

/** Words that name a callout of documentation (a note, a tip, a warning), by class or by label. */
const CALLOUT_WORDS = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'admonition', 'callout', 'hint', 'attention']);

/**
 * Writes, in place, a callout's label that only an icon's `title` says (Asciidoctor with font
 * icons: `<td class="icon"><i class="fa icon-warning" title="Warning"></i></td>` beside the
 * warning's text, which then read as any paragraph): an `<i>` without text whose title is one
 * callout word becomes that word in bold. `icons` are the page's `<i title>`s a walk found.
 * Returns how many were written.
 */
export function writeCalloutIconLabels(icons: readonly Element[]): number {
  let written = 0;
  for (const icon of icons) {
    const title = (icon.getAttribute('title') ?? '').trim();
    if (!CALLOUT_WORDS.has(title.toLowerCase()) || (icon.textContent ?? '').trim() !== '' || icon.parentElement === null) continue;
    const label = icon.ownerDocument.createElement('strong');
    label.textContent = title;
    icon.replaceWith(label);
    written += 1;
  }
  return written;
}

/** Whether the `<aside>` is a callout of the text: its class or its `aria-label` names one (Starlight's `starlight-aside--tip`). */
export function isCalloutAside(aside: Element): boolean {
  return nameWords(`${aside.getAttribute('class') ?? ''} ${aside.getAttribute('aria-label') ?? ''}`).some((word) => CALLOUT_WORDS.has(word));
}

/**
 * Turns each callout `<aside>` into a `<div>` with the same attributes and content: HTML's `aside`
 * is the page's tangential part (a sidebar), which every stage drops, but documentation sets its
 * notes, tips and warnings in one. Where the aside's title is hidden from screen readers (which read
 * the aside's `aria-label` instead), the label heads it in bold. `asides` are the page's `<aside>`s a
 * walk found. Returns how many were turned.
 */
export function keepCalloutAsides(asides: readonly Element[]): number {
  let kept = 0;
  for (const aside of asides) {
    if (!isCalloutAside(aside) || aside.parentElement === null) continue;
    const document = aside.ownerDocument;
    const label = (aside.getAttribute('aria-label') ?? '').trim();
    if (label !== '' && aside.firstElementChild?.getAttribute('aria-hidden') === 'true') {
      const title = document.createElement('p');
      const strong = document.createElement('strong');
      strong.textContent = label;
      title.append(strong);
      aside.prepend(title);
    }
    replaceWithDiv(aside);
    kept += 1;
  }
  return kept;
}

/** Puts a `<div>` with the element's attributes and content in its place (an `<aside>` every stage would drop). */
export function replaceWithDiv(element: Element): Element {
  return retag(element, 'div');
}
