import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { nameWords } from './name-words.js';

/** Class words of an icon that says a feature is included, or that it is not. */
const YES_WORDS = new Set(['check', 'checkmark', 'tick', 'yes', 'included', 'available']);
const NO_WORDS = new Set(['x', 'cross', 'times', 'xmark', 'close', 'no', 'excluded', 'unavailable']);
const NONE_WORDS = new Set(['minus', 'dash']);

/**
 * Writes as text each icon that is all a table cell says: its label (`aria-label`, `title`, an SVG's
 * `<title>`), else what its class draws, "✓" for a check, "✗" for a cross, "—" for a dash. A pricing
 * page's comparison table draws which plan includes which feature in icons only
 * (`<td><svg aria-label="Included">`, lucide's `<svg class="lucide lucide-check">`), and every such
 * cell came out blank: the table no longer said which plan has what. `icons`: the page's `<svg>`s and
 * `<i>`s without a title. Returns how many were written.
 */
export function writeCellIcons(icons: readonly Element[]): number {
  let written = 0;
  for (const icon of icons) {
    const cell = icon.parentNode === null ? null : icon.closest('td, th');
    if (cell === null || (cell.textContent ?? '').trim() !== '' || cell.querySelectorAll('svg, i, img').length - icon.querySelectorAll('svg, i, img').length !== 1) continue;
    const said = iconText(icon);
    if (said === undefined) continue;
    icon.replaceWith(icon.ownerDocument.createTextNode(said));
    written += 1;
  }
  return written;
}

function iconText(icon: Element): string | undefined {
  const label = squeezed(icon.getAttribute('aria-label') ?? icon.getAttribute('title') ?? icon.querySelector('title')?.textContent ?? '');
  if (label !== '') return label;
  return iconClassSays(`${classAttribute(icon)} ${icon.getAttribute('data-icon') ?? ''}`);
}

/** What an icon's class names draw: "✓" for a check, "✗" for a cross, "—" for a dash; `undefined` for anything else. */
export function iconClassSays(names: string): string | undefined {
  const words = nameWords(names);
  if (words.some((word) => YES_WORDS.has(word))) return '✓';
  if (words.some((word) => NO_WORDS.has(word))) return '✗';
  if (words.some((word) => NONE_WORDS.has(word))) return '—';
  return undefined;
}
