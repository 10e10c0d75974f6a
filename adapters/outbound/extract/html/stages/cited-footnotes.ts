import { elementByIdLookup } from '../element-by-id.js';

/** A footnote's mark in the text: a number, maybe bracketed ("1", "[2]", "(3)"), or a symbol. */
const NOTE_MARK = /^(?:[[(]?\d{1,3}[\])]?|\*{1,3}|[†‡§])$/;
/** A block named as the page's footnotes (Texinfo's `div.footnotes-segment`, an `endnotes` list). */
const NOTES_NAME = /foot-?notes?|end-?notes?/i;
/** How far up from a note's anchor its block of footnotes is looked for. */
const NOTES_LEVELS = 3;
/** Blocks a group of footnotes may be moved into: a division of the text, never a paragraph. */
const DIVISIONS = new Set(['div', 'section', 'article', 'main']);

/**
 * In Readability's copy of the page: a block of footnotes that the text cites (a mark such as
 * "1" linking to `#FOOT1`) but that stands beside the part of the page holding the citation moves
 * into that part, after its last child. Texinfo writes each node's footnotes in a
 * `div.footnotes-segment` after the node's `div.section-level-extent`; Readability took the section
 * and the footnote, often the one caveat that matters, was lost. A block already beside the citing
 * paragraph (a Sphinx page's footnotes) stays where it is. `links`: the copy's links to `#…`.
 * Returns how many blocks moved.
 */
export function gatherCitedFootnotes(links: readonly Element[]): number {
  const first = links[0];
  if (first === undefined) return 0;
  const byId = elementByIdLookup(first.ownerDocument);
  let moved = 0;
  for (const link of links) {
    if (!NOTE_MARK.test((link.textContent ?? '').trim())) continue;
    const target = byId((link.getAttribute('href') ?? '').slice(1));
    const notes = target === null ? undefined : notesBlock(target);
    if (notes === undefined || notes.contains(link)) continue;
    const part = partBeside(link, notes);
    if (part === undefined || !DIVISIONS.has(part.localName)) continue;
    part.append(notes);
    moved += 1;
  }
  return moved;
}

/** The outermost block so named a few levels up from the note (a note's own heading is named for it too). */
function notesBlock(target: Element): Element | undefined {
  let found: Element | undefined;
  let element: Element | null = target;
  for (let level = 0; element !== null && level <= NOTES_LEVELS; level += 1, element = element.parentElement) {
    if (NOTES_NAME.test(`${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`)) found = element;
  }
  return found;
}

/** The ancestor of `link` that is a sibling of `notes`, if any. */
function partBeside(link: Element, notes: Element): Element | undefined {
  const parent = notes.parentElement;
  let part: Element | null = link;
  while (part !== null && part.parentElement !== parent) part = part.parentElement;
  return part ?? undefined;
}
