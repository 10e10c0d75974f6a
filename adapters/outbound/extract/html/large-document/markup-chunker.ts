import { opensTrackedElement, RAW_TEXT, scanMarkupTags } from '../markup-tag-scanner.js';
import { CHROME_ROLES } from '../region/chrome-rules.js';
import type { TextMeasure } from '../region/text-measure.js';

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

/** Elements whose text the content region does not measure (chrome by tag, invisible text). */
const UNMEASURED: ReadonlySet<string> = new Set(['nav', 'aside', 'dialog', 'template', 'svg', 'iframe', 'object', 'canvas', 'button', 'select', 'textarea', 'label', 'noscript', 'head']);
const ROLE = /\srole\s*=\s*["']?\s*([a-zA-Z]+)/i;

/** The attribute that marks, in every part, the start tag of an element that spans parts: its value is the element's offset in the markup. */
export const SPANNING_MARK = 'data-large-document-part';

interface OpenElement {
  readonly name: string;
  /** The start tag as written (attributes kept, so `hidden`, `role` and `<base>`-free links behave the same). */
  readonly tag: string;
  readonly start: number;
  readonly textAtOpen: number;
  readonly linkTextAtOpen: number;
  readonly main: boolean;
  /** Its text is not measured (chrome by tag or role, as `isChromeElement` tells). */
  readonly unmeasured: boolean;
}

/**
 * How a page is cut into parts, read in one pass over its tags: where each part ends, which containers
 * are open there (re-opened by the next part), and the visible text (non-whitespace characters between
 * tags, outside chrome by tag; entities undecoded) of the body, of every element that spans parts and
 * of the `<main>` (or `role="main"`) holding the most text: what a part cannot measure on its own.
 */
export interface PartPlan {
  /** End offset of each part but the last (which ends with the markup). */
  readonly ends: readonly number[];
  /** The start tags re-opened after each of `ends`, outermost first (never `<html>` or `<body>`). */
  readonly reopened: readonly (readonly { readonly tag: string; readonly start: number }[])[];
  /** Text of each element open at some end, whole, by the offset of its start tag. */
  readonly spanning: ReadonlyMap<number, TextMeasure>;
  /** Text of the body (of the whole markup when it has no `<body>`). */
  readonly body: TextMeasure;
  /** The main element with the most text: its start offset and text. */
  readonly main?: { readonly start: number; readonly text: TextMeasure };
}

const RAW_TEXT_ENDS = new Map<string, RegExp>();

/** The end tag of a raw-text element (one pattern per name, not one per element of a page with thousands of scripts). */
function rawTextEnd(name: string): RegExp {
  let end = RAW_TEXT_ENDS.get(name);
  if (end === undefined) RAW_TEXT_ENDS.set(name, (end = new RegExp(`</${name}[^>]*>`, 'gi')));
  return end;
}

/** Non-whitespace characters of `markup` in [from, to): ASCII whitespace and no-break spaces aside, as `\s` would. */
function visibleChars(markup: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index += 1) {
    const code = markup.charCodeAt(index);
    if (code > 32 && code !== 160) count += 1;
  }
  return count;
}

/**
 * Plans the parts of about `targetChars` characters that convert to the same Markdown as the whole:
 * a part ends only after the end tag of a block when every element still open is a
 * {@link SPLITTABLE_CONTAINERS} container, and the next part re-opens those containers with their
 * original start tags (so "inside `<main>`", `hidden` or `role="navigation"` still hold). Markup with no
 * such boundary stays whole. Linear in the markup length.
 */
export function planParts(markup: string, targetChars: number): PartPlan {
  const open: OpenElement[] = [];
  const ends: number[] = [];
  const reopened: { tag: string; start: number }[][] = [];
  const spanningStarts = new Set<number>();
  const spanning = new Map<number, TextMeasure>();
  let partStart = 0;
  let unmeasured = 0;
  let links = 0;
  let text = 0;
  let linkText = 0;
  let last = 0;
  let body: { text: number; linkText: number } | undefined;
  let main: { start: number; text: TextMeasure } | undefined;
  const close = (element: OpenElement): void => {
    if (element.unmeasured) unmeasured -= 1;
    if (element.name === 'a') links -= 1;
    const measure = { text: text - element.textAtOpen, linkText: linkText - element.linkTextAtOpen };
    if (spanningStarts.has(element.start)) spanning.set(element.start, measure);
    if (element.main && (main === undefined || measure.text > main.text.text)) main = { start: element.start, text: measure };
  };
  for (const tag of scanMarkupTags(markup)) {
    if (unmeasured === 0) {
      const chars = visibleChars(markup, last, tag.start);
      text += chars;
      if (links > 0) linkText += chars;
    }
    last = tag.end;
    if (!tag.closing && RAW_TEXT.has(tag.name)) {
      // The scanner skips a raw-text element's content (a JSON-LD script, a title) and its end tag: none of it is text a reader sees.
      const end = rawTextEnd(tag.name);
      end.lastIndex = tag.end;
      last = end.exec(markup) === null ? markup.length : end.lastIndex;
      continue;
    }
    if (opensTrackedElement(tag)) {
      if (tag.name === 'body' && body === undefined) body = { text, linkText };
      const startTag = markup.slice(tag.start, tag.end);
      const role = startTag.includes('role') ? ROLE.exec(startTag)?.[1]?.toLowerCase() : undefined;
      const skipped = UNMEASURED.has(tag.name) || (role !== undefined && CHROME_ROLES.has(role));
      open.push({ name: tag.name, tag: startTag, start: tag.start, textAtOpen: text, linkTextAtOpen: linkText, main: tag.name === 'main' || role === 'main', unmeasured: skipped });
      if (skipped) unmeasured += 1;
      if (tag.name === 'a') links += 1;
      continue;
    }
    if (!tag.closing) continue;
    let index = open.length - 1;
    while (index >= 0 && (open[index] as OpenElement).name !== tag.name) index -= 1;
    if (index >= 0) {
      // Elements left open inside it close with it.
      for (let closed = open.length - 1; closed >= index; closed -= 1) close(open[closed] as OpenElement);
      open.length = index;
    }
    if (tag.end - partStart < targetChars || !BLOCK_ENDS.has(tag.name)) continue;
    if (!open.every((element) => SPLITTABLE_CONTAINERS.has(element.name))) continue;
    ends.push(tag.end);
    partStart = tag.end;
    for (const element of open) spanningStarts.add(element.start);
    reopened.push(open.filter((element) => element.name !== 'html' && element.name !== 'body').map(({ tag: startTag, start }) => ({ tag: startTag, start })));
  }
  if (unmeasured === 0) {
    const chars = visibleChars(markup, last, markup.length);
    text += chars;
    if (links > 0) linkText += chars;
  }
  for (let closed = open.length - 1; closed >= 0; closed -= 1) close(open[closed] as OpenElement);
  const bodyText = { text: text - (body?.text ?? 0), linkText: linkText - (body?.linkText ?? 0) };
  return { ends, reopened, spanning, body: bodyText, ...(main === undefined ? {} : { main }) };
}

/** The shell every part after the first is parsed in. */
const PART_PREFIX = '<!DOCTYPE html><html><head></head><body>';

const START_TAG_NAME = /<[a-zA-Z][a-zA-Z0-9:-]*/y;

/** Where the name of the start tag at `offset` of `markup` ends (`offset` when none starts there). */
function startTagNameEnd(markup: string, offset: number): number {
  START_TAG_NAME.lastIndex = offset;
  return START_TAG_NAME.exec(markup) === null ? offset : START_TAG_NAME.lastIndex;
}

/** `tag` (a start tag) with ` name="value"` added after its name. */
function withAttribute(tag: string, name: string, value: string): string {
  const at = startTagNameEnd(tag, 0);
  return at === 0 ? tag : `${tag.slice(0, at)} ${name}="${value}"${tag.slice(at)}`;
}

/** Marks to add to start tags: the attribute name and value, by the tag's offset in the markup. */
export type StartTagMarks = ReadonlyMap<number, { readonly name: string; readonly value: string }>;

/**
 * The parts `plan` describes, one at a time (a caller that converts and drops each keeps one in
 * memory). The first part is the document's own beginning, head included; the others are parsed in
 * an empty document that re-opens the containers still open. With `marks`, the start tags at those
 * offsets carry the given attribute wherever they stand (in the part's own markup or re-opened).
 */
export function* partsOf(markup: string, plan: PartPlan, marks: StartTagMarks = new Map()): Generator<string> {
  const offsets = [...marks.keys()].sort((a, b) => a - b);
  let next = 0;
  let partStart = 0;
  const mark = (tag: string, start: number): string => {
    const attribute = marks.get(start);
    return attribute === undefined ? tag : withAttribute(tag, attribute.name, attribute.value);
  };
  const slice = (from: number, to: number): string => {
    while (next < offsets.length && (offsets[next] as number) < from) next += 1;
    if (next >= offsets.length || (offsets[next] as number) >= to) return markup.slice(from, to);
    const pieces: string[] = [];
    let at = from;
    for (; next < offsets.length && (offsets[next] as number) < to; next += 1) {
      const offset = offsets[next] as number;
      const attribute = marks.get(offset) as { readonly name: string; readonly value: string };
      const nameEnd = startTagNameEnd(markup, offset);
      pieces.push(markup.slice(at, nameEnd), ` ${attribute.name}="${attribute.value}"`);
      at = nameEnd;
    }
    pieces.push(markup.slice(at, to));
    return pieces.join('');
  };
  for (let index = 0; index <= plan.ends.length; index += 1) {
    const end = plan.ends[index] ?? markup.length;
    const body = slice(partStart, end);
    const reopen = index === 0 ? '' : (plan.reopened[index - 1] ?? []).map(({ tag, start }) => mark(tag, start)).join('');
    yield index === 0 ? body : `${PART_PREFIX}${reopen}${body}`;
    partStart = end;
  }
}

/**
 * Splits an HTML document into parts of about `targetChars` characters that convert to the same
 * Markdown as the whole (`planParts`, `partsOf`). Markup with no safe boundary stays whole.
 */
export function* splitMarkupIntoParts(markup: string, targetChars: number): Generator<string> {
  yield* partsOf(markup, planParts(markup, targetChars));
}
