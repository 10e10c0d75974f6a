/** Elements whose end tag is optional or that have none: never counted as open by the scanners. */
export const VOID_OR_OPTIONAL_END: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'param', 'keygen',
  'p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'colgroup', 'rb', 'rt', 'rp', 'rtc',
]);

export const RAW_TEXT: ReadonlySet<string> = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** One start or end tag: its lower-case name and its [start, end) range in the markup. */
export interface MarkupTag {
  readonly closing: boolean;
  readonly name: string;
  /** A start tag written `<x/>`. */
  readonly selfClosing: boolean;
  readonly start: number;
  readonly end: number;
}

/**
 * The tags of `markup` in order, from the tags alone (no tree building): comments are skipped, and
 * so is everything inside raw-text elements (script, style, title, textarea, …), whose start tag is
 * reported and whose end tag is not. Linear in the markup length.
 */
export function* scanMarkupTags(markup: string): Generator<MarkupTag> {
  const tags = new RegExp(TAG.source, 'g');
  for (let match = tags.exec(markup); match !== null; match = tags.exec(markup)) {
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue;
    const closing = match[1] === '/';
    yield { closing, name, selfClosing: match[3] === '/', start: match.index, end: tags.lastIndex };
    if (!closing && RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}`, 'gi');
      close.lastIndex = tags.lastIndex;
      const at = close.exec(markup)?.index;
      // Skip past the end tag too: it closes an element that was never reported as open.
      tags.lastIndex = at === undefined ? markup.length : markup.indexOf('>', at) + 1 || markup.length;
    }
  }
}

/** True for a start tag that opens an element the scanners track (not void, optional-end, self-closing or raw text). */
export function opensTrackedElement(tag: MarkupTag): boolean {
  return !tag.closing && !tag.selfClosing && !VOID_OR_OPTIONAL_END.has(tag.name) && !RAW_TEXT.has(tag.name);
}
