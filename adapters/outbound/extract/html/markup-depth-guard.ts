/**
 * Markup nested deeper than this (estimated from the tags) is not given to a DOM parser: linkedom
 * parses in time quadratic in depth (7 s at 100,000 levels) and 8 MiB of `<div>`s would take
 * half an hour. Real pages nest tens of levels; the estimate ignores elements whose end tags
 * are optional, so sloppy but ordinary HTML stays far below.
 */
export const MAX_MARKUP_DEPTH = 10_000;

const VOID_OR_OPTIONAL_END = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'param', 'keygen',
  'p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'colgroup', 'rb', 'rt', 'rp', 'rtc',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * Estimates the deepest element nesting of `markup` from its tags alone, stopping early once
 * `stopAt` is exceeded. Comments and raw-text elements (script, style, ...) are skipped.
 */
export function estimateMarkupDepth(markup: string, stopAt = MAX_MARKUP_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(markup); match !== null; match = TAG.exec(markup)) {
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue;
    if (match[1] === '/') {
      if (!VOID_OR_OPTIONAL_END.has(name)) depth = Math.max(0, depth - 1);
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}`, 'gi');
      close.lastIndex = TAG.lastIndex;
      const end = close.exec(markup)?.index;
      // Skip past the end tag too: it closes an element that was never counted.
      TAG.lastIndex = end === undefined ? markup.length : markup.indexOf('>', end) + 1 || markup.length;
      continue;
    }
    if (match[3] === '/' || VOID_OR_OPTIONAL_END.has(name)) continue;
    depth += 1;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAt) return deepest;
  }
  return deepest;
}

/**
 * The text of pathological markup as a flat, safe HTML document: comments, scripts and styles
 * are dropped, every tag is removed, block-level tags become paragraph breaks, and entities are
 * left for the parser to decode.
 */
export function flattenMarkupToText(markup: string): string {
  const text = markup
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?(?:p|div|br|li|h[1-6]|tr|section|article|blockquote|pre)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/</g, '&lt;');
  const paragraphs = text.split(/\n\s*\n/).map((part) => part.replace(/\s+/g, ' ').trim()).filter((part) => part !== '');
  return `<!DOCTYPE html><html><head></head><body>${paragraphs.map((part) => `<p>${part}</p>`).join('')}</body></html>`;
}
