/** What an element without text may still show or do: a picture, a control, a link (a heading's permalink or source link). */
const MEDIA = 'img, picture, video, audio, iframe, canvas, object, embed, input, select, textarea, math, a, button, i, [aria-label]';
/** A heading's wrapper holds the heading and a few decorations at most. */
const MAX_WRAPPER_CHILDREN = 4;

/**
 * Removes the empty elements beside a heading in its wrapper (Notion's `<div><h2>1. Declare the
 * incident</h2><div style="position:relative"></div></div>`): Readability's cleaning counts a
 * wrapper holding a heading and another block as a block with no text of its own and removes it,
 * heading and all, so every section heading of such a page was lost. `headings`: the page's
 * `<h1>`–`<h6>`. Returns how many went.
 */
export function removeEmptyHeadingNeighbours(headings: readonly Element[]): number {
  let removed = 0;
  for (const heading of headings) {
    const wrapper = heading.parentElement;
    if (wrapper === null || wrapper.localName !== 'div' || wrapper.children.length < 2 || wrapper.children.length > MAX_WRAPPER_CHILDREN) continue;
    const others = Array.from(wrapper.children).filter((child) => child !== heading);
    if (!others.every(isEmpty)) continue;
    for (const other of others) other.remove();
    removed += others.length;
  }
  return removed;
}

/**
 * Nothing in it and nothing to come: a custom element inside is a slot a script fills (IKEA's
 * `<listing-fragment-loader>` under "Recommended for you": the section is empty until then, and
 * Readability rightly dropped its heading with it).
 */
function isEmpty(element: Element): boolean {
  if ((element.textContent ?? '').trim() !== '' || element.matches(MEDIA) || element.querySelector(MEDIA) !== null || element.hasAttribute('id')) return false;
  return !element.localName.includes('-') && !Array.from(element.querySelectorAll('*')).some((inner) => inner.localName.includes('-'));
}

/** What a heading's control says: an edit, or a way to more of the section (a brand's link in a product's heading is its name). */
const CONTROL_LABEL = /^(?:edit\b|more\b|see (?:all|more)|view (?:all|more)|show (?:all|more)|all\b)/i;
/** The most words a heading's control says ("Edit", "More characters"). */
const CONTROL_MAX_WORDS = 3;

/**
 * `block` inside `heading` holds links only, of at most {@link CONTROL_MAX_WORDS} words that name an edit or more of the section ({@link CONTROL_LABEL}), and the heading says
 * words of its own outside it: a control set in the heading, not its title (GitHub's result title is all its heading says).
 */
function isHeadingControl(heading: Element, block: Element): boolean {
  const text = (block.textContent ?? '').trim();
  const linked = Array.from(block.querySelectorAll('a[href]')).map((link) => (link.textContent ?? '').trim()).join(' ').trim();
  if (text === '' || linked !== text.replace(/\s+/g, ' ') || text.split(/\s+/).length > CONTROL_MAX_WORDS || !CONTROL_LABEL.test(text)) return false;
  const own = (heading.textContent ?? '').replace(block.textContent ?? '', '').trim();
  return /[\p{L}\p{N}]/u.test(own);
}

/**
 * Unwraps, in place, the `<div>`s set inside a heading (GitHub's search results:
 * `<h3><div class="search-title"><a href="/owner/repo">…</a></div></h3>`): Readability's cleaning
 * judges such a `<div>` as a block of its own, all link, and removed it, leaving every result's
 * heading empty. Their content stays where it was, a space either side, unless the block is the heading's control
 * (`isHeadingControl`), which goes; so does a `<noscript>` that holds the
 * heading's whole text. Returns how many went.
 */
export function unwrapHeadingBlocks(headings: readonly Element[]): number {
  let unwrapped = 0;
  for (const heading of headings) {
    for (const block of Array.from(heading.getElementsByTagName('div'))) {
      // A block of a link or two beside the heading's own words is its control (MyAnimeList's `<h2><div class="floatRightHeader"><a>Edit</a></div>Synopsis</h2>`).
      if (isHeadingControl(heading, block)) block.remove();
      // A block's text stood on a line of its own: a space keeps it a word apart (rustdoc's `div.where` after a signature's "-> Self").
      else block.replaceWith(' ', ...Array.from(block.childNodes), ' ');
      unwrapped += 1;
    }
    // A heading's whole text set for readers without scripts (Savane's `<h2 id="discussion"><noscript><a
    // href="#discussion">Discussion</a></noscript></h2>`, its link a script's toggle otherwise): every section went nameless.
    const noscript = heading.getElementsByTagName('noscript')[0];
    if (noscript !== undefined && (heading.textContent ?? '').trim() === (noscript.textContent ?? '').trim()) {
      noscript.replaceWith(...Array.from(noscript.childNodes));
      unwrapped += 1;
    }
  }
  return unwrapped;
}

/**
 * Removes from the headings the parts a page marks as no part of its text for a search engine's
 * snippet (`data-nosnippet`): Google's DevSite sets its bookmark widget's tooltip, "Stay organized
 * with collections Save and categorize content based on your preferences.", inside every page's `<h1>`.
 */
export function removeUnsnippetedHeadingParts(headings: readonly Element[]): number {
  let removed = 0;
  for (const heading of headings) {
    for (const part of Array.from(heading.querySelectorAll('[data-nosnippet]'))) {
      part.remove();
      removed += 1;
    }
  }
  return removed;
}
