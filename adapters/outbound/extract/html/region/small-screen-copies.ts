import { sharedWordShare } from '../../../../../domain/page/markdown-words.js';
import { HIDDEN_COPY_MIN_SHARED, showsOnWideScreensOnly } from './hidden-copies.js';

/**
 * Removes, in place, the second of two renderings of one block, one that a class shows on small screens only
 * (`candidates`: `hidingClassOf` `wide`) and one shown on wide screens only (`showsOnWideScreensOnly`). A small-screen copy
 * goes when at least {@link HIDDEN_COPY_MIN_SHARED} of its words are said before it by wide-screen renderings within
 * its parent (or within the parent of the wrappers that hold only it, `outermostWrapper`): Allbirds sets a product's
 * four features as callouts around a picture (`max-md:hidden`) and then as a slider (`md:hidden`); read as text, each
 * feature came twice. Where the small-screen copy comes first, its twin goes instead when that is a later sibling
 * shown on wide screens only saying the same words both ways: MVMT states a watch's colour and stock in `d-md-none`,
 * then in `d-none d-md-block`. Words said before by a block no class ties to a width (a banner's `<h1>` that later
 * steps drop as chrome) do not count, nor does a wide block that says more (a buy box whose column later steps may
 * drop): the phone's copy may be the only one read. A small-screen block that says something of its own (a menu, a
 * phone-only notice) stays. Returns how many went.
 */
export function dropSmallScreenCopies(candidates: readonly Element[]): number {
  let dropped = 0;
  for (const element of candidates) {
    // Taken out with an earlier copy, or inside one: not judged (nor counted).
    if (!element.isConnected) continue;
    const text = element.textContent ?? '';
    const box = outermostWrapper(element, text);
    // Nearest first.
    const before: Element[] = [];
    for (let sibling = box.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) before.push(sibling);
    const twin = sharedWordShare(text, wideRenderingTexts(before).join(' ')) >= HIDDEN_COPY_MIN_SHARED ? element : wideTwinAfter(box, text);
    if (twin === undefined) continue;
    twin.remove();
    dropped += 1;
  }
  return dropped;
}

/** How many wrappers up from a small-screen copy its twin is looked for beside them. */
const WRAPPER_LEVELS = 3;

/**
 * The outermost of `element` and up to {@link WRAPPER_LEVELS} ancestors that hold nothing else (one child element,
 * no text of their own): a page builder's component box around the copy, whose sibling box holds the twin
 * (Salesforce Commerce's `div.experience-component > div.accordion.d-md-none` after the one holding `div.d-none.d-md-block`).
 */
function outermostWrapper(element: Element, text: string): Element {
  let box = element;
  for (let level = 0; level < WRAPPER_LEVELS; level += 1) {
    const parent = box.parentElement;
    if (parent === null || parent.childElementCount !== 1 || (parent.textContent ?? '').trim() !== text.trim()) break;
    box = parent;
  }
  return box;
}

/** Elements read at most, below the siblings before one small-screen copy, so a copy late in a long page costs a bounded walk. */
const WIDE_RENDERING_MAX_ELEMENTS = 4000;

/**
 * The texts of the outermost elements a class shows on wide screens only among `siblings` and their descendants,
 * reading at most {@link WIDE_RENDERING_MAX_ELEMENTS} elements.
 */
function wideRenderingTexts(siblings: readonly Element[]): string[] {
  const texts: string[] = [];
  // The nearest sibling on top: a twin is most often right before the copy.
  const stack = [...siblings].reverse();
  for (let read = 0; stack.length > 0 && read < WIDE_RENDERING_MAX_ELEMENTS; read += 1) {
    const element = stack.pop() as Element;
    if (showsOnWideScreensOnly(element)) texts.push(element.textContent ?? '');
    else for (let child = element.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child);
  }
  return texts;
}

/** The first later sibling shown on wide screens only whose words and `text`'s are each, by {@link HIDDEN_COPY_MIN_SHARED}, the other's. */
function wideTwinAfter(element: Element, text: string): Element | undefined {
  for (let sibling = element.nextElementSibling; sibling !== null; sibling = sibling.nextElementSibling) {
    if (!showsOnWideScreensOnly(sibling)) continue;
    const said = sibling.textContent ?? '';
    if (sharedWordShare(text, said) >= HIDDEN_COPY_MIN_SHARED && sharedWordShare(said, text) >= HIDDEN_COPY_MIN_SHARED) return sibling;
  }
  return undefined;
}
