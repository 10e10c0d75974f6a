import { retag } from '../element-retag.js';
import { HEADINGS } from '../element-text.js';
import { chromeName, isHidden } from './chrome-rules.js';

/** The deepest heading level HTML has. */
const DEEPEST = 6;

function levelOf(heading: Element): number {
  return Number(heading.localName.slice(1));
}

/**
 * Sets the headings inside a titled section below its title: where a heading and one block are all a
 * section holds (`<section><h2>Opis</h2><div>…</div></section>`), the block is the heading's, and where
 * the highest headings in it are at its level (the seller's own `<h2>`s in Allegro's description under
 * its "Opis"), all of them go one level down. A block holding an `<h1>` is left alone (the page's title
 * may be in it), and so is one under a title only screen readers read (it is not in the Markdown); nothing goes below `<h6>`.
 * `headings`: the page's `<h1>`–`<h6>`, in document order (a section's title before the headings it
 * holds, so that nested sections add up). Returns how many headings were set lower.
 */
export function nestSectionHeadings(headings: readonly Element[]): number {
  const shifts = new Map<Element, number>();
  const levelNow = (heading: Element): number => levelOf(heading) + (shifts.get(heading) ?? 0);
  for (const heading of headings) {
    const section = heading.parentElement;
    const body = heading.nextElementSibling;
    if (section === null || body === null || section.firstElementChild !== heading || section.childElementCount !== 2 || !heading.isConnected) continue;
    const level = levelNow(heading);
    if (level >= DEEPEST || isHidden(heading) || chromeName(heading) === 'hidden-text') continue;
    const inner = Array.from(body.querySelectorAll(HEADINGS));
    if (inner.length === 0 || inner.some((found) => found.localName === 'h1')) continue;
    // The same level: a template's title over a block whose author reused it (a higher one is no part of a lower title's section: a post's author name over its text).
    if (Math.min(...inner.map(levelNow)) !== level) continue;
    for (const found of inner) shifts.set(found, (shifts.get(found) ?? 0) + 1);
  }
  let lowered = 0;
  for (const [heading, shift] of shifts) {
    const level = Math.min(DEEPEST, levelOf(heading) + shift);
    if (level === levelOf(heading)) continue;
    retag(heading, `h${level}`);
    lowered += 1;
  }
  return lowered;
}
