import { CONTENT_LINK_HEADING } from '../markdown/link-block-trim.js';

/** A heading that names a list of references is a short label ("See also", "Further reading"). */
const REFERENCE_HEADING_MAX_WORDS = 5;
/**
 * How far up from a block its section's heading is looked for (the list, its wrapper, the section
 * body; a table's cell, row, body and table: cppreference's "See also" table of `div`-wrapped links).
 */
const SECTION_LEVELS = 6;
const HEADING = /^h[1-6]$/;

/**
 * The link share Readability's conditional cleaning should see for `block`, whose measured share is
 * `share`: a block in a section whose heading names references, sources or further reading ("See
 * also", "References", "External links": the trim's `CONTENT_LINK_HEADING`) is read as having none,
 * so its links are not removed as a link cluster, nor a short entry of one link as "suspiciously
 * short". Readability dropped a documentation page's closing "See also" section, heading and all
 * (Asciidoctor's `div.sect1` of a heading and a list of cross-references), and each name of
 * cppreference's "See also" table (`<td><div><a>min</a></div></td>`), and Sphinx's "See also" box (its title a
 * `p.admonition-title`, its entries a definition list of links). The section is the block itself when it opens with
 * such a heading, or the block (or one of its {@link SECTION_LEVELS} nearest ancestors) that such
 * a heading stands right before.
 */
export function referenceLinkShare(block: Element, share: number): number {
  if (share === 0) return share;
  return inReferenceSection(block) ? 0 : share;
}

function inReferenceSection(block: Element): boolean {
  if (namesReferences(block.firstElementChild)) return true;
  let element: Element | null = block;
  for (let level = 0; level < SECTION_LEVELS && element !== null; level += 1, element = element.parentElement) {
    if (namesReferences(element.previousElementSibling)) return true;
  }
  return false;
}

/** A paragraph named as a title (Sphinx's `p.admonition-title` over "See also", its `p.rubric`): a heading set as a paragraph. */
const TITLE_CLASS = /(?:^|[\s_-])(?:title|rubric)(?:$|\s)/i;

function namesReferences(heading: Element | null): boolean {
  if (heading === null || !(HEADING.test(heading.localName) || (heading.localName === 'p' && TITLE_CLASS.test(heading.getAttribute('class') ?? '')))) return false;
  const title = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
  return title !== '' && title.split(' ').length <= REFERENCE_HEADING_MAX_WORDS && CONTENT_LINK_HEADING.test(title);
}
