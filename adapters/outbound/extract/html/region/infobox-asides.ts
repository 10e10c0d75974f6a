import { replaceWithDiv } from './callout-asides.js';

/** The infobox of MediaWiki's PortableInfobox extension (Fandom's wikis): an `<aside>` of labelled facts. */
const INFOBOX_CLASS = 'portable-infobox';

/**
 * Turns each PortableInfobox `<aside>` into a `<div>` of its facts: every stage drops an `<aside>` as
 * the page's tangential part, and there the infobox is a wiki article's summary (a boss's location, a
 * character's voice actor). Its title and group headers become bold lines (they are no sections of the
 * article's outline), and each `div.pi-data` row (an `h3.pi-data-label` and its `div.pi-data-value`)
 * a paragraph that names its fact: "**Location:** Hollow Loom, Thornwood". Horizontal groups are
 * tables already. `asides` are the page's `<aside>`s a walk found. Returns how many were turned.
 */
export function keepInfoboxes(asides: readonly Element[]): number {
  let kept = 0;
  for (const aside of asides) {
    if (!(aside.getAttribute('class') ?? '').split(/\s+/).includes(INFOBOX_CLASS) || aside.parentElement === null) continue;
    const document = aside.ownerDocument;
    for (const heading of Array.from(aside.querySelectorAll('h2, h3')).filter((element) => !element.classList.contains('pi-data-label'))) heading.replaceWith(boldLine(document, heading));
    for (const row of Array.from(aside.querySelectorAll('div.pi-data'))) writeFact(document, row);
    replaceWithDiv(aside);
    kept += 1;
  }
  return kept;
}

/** A paragraph of the element's content in bold. */
function boldLine(document: Document, element: Element): Element {
  const line = document.createElement('p');
  const strong = document.createElement('strong');
  while (element.firstChild !== null) strong.append(element.firstChild);
  line.append(strong);
  return line;
}

/** Writes a fact row (its label and value) as one paragraph: "**Location:** Hollow Loom, Thornwood". */
function writeFact(document: Document, row: Element): void {
  const label = row.querySelector('.pi-data-label');
  const value = row.querySelector('.pi-data-value');
  if (label === null || value === null) return;
  const line = document.createElement('p');
  const name = document.createElement('strong');
  name.textContent = `${(label.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/:$/, '')}:`;
  line.append(name, ' ');
  while (value.firstChild !== null) line.append(value.firstChild);
  row.replaceWith(line);
}
