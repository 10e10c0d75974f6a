import { opensTrackedElement, scanMarkupTags, VOID_OR_OPTIONAL_END } from './markup-tag-scanner.js';

/**
 * Markup nested deeper than this (estimated from the tags) is not given to a DOM parser: linkedom
 * parses in time quadratic in depth (7 s at 100,000 levels) and 8 MiB of `<div>`s would take
 * half an hour. Real pages nest tens of levels; the estimate ignores elements whose end tags
 * are optional, so sloppy but ordinary HTML stays far below.
 */
export const MAX_MARKUP_DEPTH = 10_000;

/**
 * Whether {@link estimateMarkupDepth} of `markup` exceeds `limit`. Markup with at most `limit`
 * `<` characters cannot (every tag counted opens with one): that is answered by counting them,
 * without scanning the tags, which is the case for nearly every real page.
 */
export function markupDeeperThan(markup: string, limit = MAX_MARKUP_DEPTH): boolean {
  if (countAtMost(markup, '<', limit + 1) <= limit) return false;
  return estimateMarkupDepth(markup, limit) > limit;
}

/**
 * Estimates the deepest element nesting of `markup` from its tags alone, stopping early once
 * `stopAt` is exceeded. Comments and raw-text elements (script, style, ...) are skipped.
 */
export function estimateMarkupDepth(markup: string, stopAt = MAX_MARKUP_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of scanMarkupTags(markup)) {
    if (tag.closing) {
      if (!VOID_OR_OPTIONAL_END.has(tag.name)) depth = Math.max(0, depth - 1);
      continue;
    }
    if (!opensTrackedElement(tag)) continue;
    depth += 1;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAt) return deepest;
  }
  return deepest;
}

/** How often `char` occurs in `text`, counting no further than `limit`. */
function countAtMost(text: string, char: string, limit: number): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1 && count < limit; at = text.indexOf(char, at + 1)) count += 1;
  return count;
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
