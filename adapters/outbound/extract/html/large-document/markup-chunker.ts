import { opensTrackedElement, scanMarkupTags } from '../markup-tag-scanner.js';

/**
 * Containers whose Markdown is the same whether their children are converted together or in
 * parts: a part may end inside them, and the next part re-opens them. Lists (their items would be
 * set apart by a blank line), tables, preformatted text and inline elements are not among them,
 * so parts never split those.
 */
const SPLITTABLE_CONTAINERS: ReadonlySet<string> = new Set([
  'html', 'body', 'main', 'article', 'section', 'div', 'header', 'footer', 'nav', 'aside', 'blockquote',
  'figure', 'details', 'center', 'form', 'fieldset', 'hgroup', 'search', 'address', 'font', 'span',
]);

/** End tags after which a part may end: the end of a block, never of an inline element. */
const BLOCK_ENDS: ReadonlySet<string> = new Set([
  'p', 'div', 'section', 'article', 'ul', 'ol', 'dl', 'table', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure',
  'header', 'footer', 'nav', 'aside', 'main', 'form', 'details', 'address', 'fieldset', 'hgroup',
]);

interface OpenElement {
  readonly name: string;
  /** The start tag as written (attributes kept, so `hidden`, `role` and `<base>`-free links behave the same). */
  readonly tag: string;
}

/** The shell every part after the first is parsed in. */
const PART_PREFIX = '<!DOCTYPE html><html><head></head><body>';

/**
 * Splits an HTML document into parts of about `targetChars` characters that convert to the same
 * Markdown as the whole: a part ends only after the end tag of a block when every element still open
 * is a {@link SPLITTABLE_CONTAINERS} container, and the next part re-opens those containers with their
 * original start tags (so "inside `<main>`", `hidden` or `role="navigation"` still hold). The first
 * part is the document's own beginning, head included. Markup with no such boundary stays whole.
 * Lazy: parts are produced one at a time, so a caller that converts and drops each keeps one in memory.
 */
export function* splitMarkupIntoParts(markup: string, targetChars: number): Generator<string> {
  const open: OpenElement[] = [];
  let partStart = 0;
  let reopen = '';
  for (const tag of scanMarkupTags(markup)) {
    if (opensTrackedElement(tag)) {
      open.push({ name: tag.name, tag: markup.slice(tag.start, tag.end) });
      continue;
    }
    if (!tag.closing) continue;
    const index = open.map((element) => element.name).lastIndexOf(tag.name);
    if (index >= 0) open.length = index;
    if (tag.end - partStart < targetChars || !BLOCK_ENDS.has(tag.name)) continue;
    if (!open.every((element) => SPLITTABLE_CONTAINERS.has(element.name))) continue;
    yield partStart === 0 ? markup.slice(0, tag.end) : `${PART_PREFIX}${reopen}${markup.slice(partStart, tag.end)}`;
    partStart = tag.end;
    reopen = open.filter((element) => element.name !== 'html' && element.name !== 'body').map((element) => element.tag).join('');
  }
  yield partStart === 0 ? markup : `${PART_PREFIX}${reopen}${markup.slice(partStart)}`;
}
