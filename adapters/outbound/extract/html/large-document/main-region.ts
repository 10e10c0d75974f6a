import { opensTrackedElement, scanMarkupTags } from '../markup-tag-scanner.js';

/** Start tags of elements whose text no reader sees, or that the content region never reads (its chrome by tag). */
const UNREAD = new Set(['nav', 'aside', 'dialog', 'template', 'svg', 'iframe', 'object', 'canvas', 'button', 'select', 'textarea', 'label', 'noscript', 'head']);
const ROLE_MAIN = /\srole\s*=\s*["']?\s*main\b/i;
const MAY_HAVE_MAIN = /<main\b|\srole\s*=\s*["']?\s*main\b/i;
const NON_SPACE = /\S/g;

/** Non-whitespace characters of `text` (markup between two tags). */
function visibleChars(text: string): number {
  return text.match(NON_SPACE)?.length ?? 0;
}

/**
 * Where the page's main content is, read from the markup alone (the tags and the text between
 * them, no tree): the `<main>` or `role="main"` element holding the most visible text, when it
 * holds at least `minShare` of the body's (what the content region takes as its root). Returns the
 * offset of that element's start tag, or `undefined` when the page has none or it holds too
 * little. Text is counted in non-whitespace characters of the markup between tags (entities
 * undecoded), outside navigation, asides, controls and `<noscript>` (what the region leaves out by tag).
 * Linear in the markup; pages without `<main>` or `role="main"` pay one regular-expression test.
 */
export function mainElementStart(markup: string, minShare: number): number | undefined {
  if (!MAY_HAVE_MAIN.test(markup)) return undefined;
  const open: Array<{ readonly name: string; readonly start: number; readonly main: boolean; readonly textAtOpen: number }> = [];
  let unread = 0;
  let text = 0;
  let bodyStart: number | undefined;
  let last = 0;
  let best: { start: number; text: number } | undefined;
  for (const tag of scanMarkupTags(markup)) {
    if (unread === 0) text += visibleChars(markup.slice(last, tag.start));
    last = tag.end;
    if (tag.name === 'body' && !tag.closing && bodyStart === undefined) bodyStart = text;
    if (opensTrackedElement(tag)) {
      const main = tag.name === 'main' || ROLE_MAIN.test(markup.slice(tag.start, tag.end));
      open.push({ name: tag.name, start: tag.start, main, textAtOpen: text });
      if (UNREAD.has(tag.name)) unread += 1;
      continue;
    }
    if (!tag.closing) continue;
    let index = open.length - 1;
    while (index >= 0 && (open[index] as { name: string }).name !== tag.name) index -= 1;
    if (index < 0) continue;
    // Elements left open inside it close with it (as a parser would close them).
    for (let closed = open.length - 1; closed >= index; closed -= 1) {
      const element = open[closed] as { readonly name: string; readonly start: number; readonly main: boolean; readonly textAtOpen: number };
      if (UNREAD.has(element.name)) unread -= 1;
      if (element.main && (best === undefined || text - element.textAtOpen > best.text)) best = { start: element.start, text: text - element.textAtOpen };
    }
    open.length = index;
  }
  if (unread === 0) text += visibleChars(markup.slice(last));
  for (const element of open) if (element.main && (best === undefined || text - element.textAtOpen > best.text)) best = { start: element.start, text: text - element.textAtOpen };
  const bodyText = text - (bodyStart ?? 0);
  return best !== undefined && best.text > 0 && best.text >= minShare * bodyText ? best.start : undefined;
}
