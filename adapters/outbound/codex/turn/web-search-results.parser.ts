import * as z from '../../../../domain/shared/zod-mini.js';
import type { RawSearchResult } from '../../../../application/ports/search-provider.port.js';

/** Results taken from one search item at most (one `web.run` call batches up to four queries). */
export const MAX_CODEX_RESULTS = 40;

/**
 * One element of a `webSearch` item's `results`. Codex passes these through as opaque JSON, so
 * the element shape is the search backend's (observed: `{ type: "text_result", ref_id, url,
 * title, snippet, domain }`). Only an absolute http(s) `url` is required.
 */
const resultElementSchema = z.object({
  type: z.optional(z.string()),
  url: z.string().check(z.refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value))),
  title: z.optional(z.unknown()),
  snippet: z.optional(z.unknown()),
});

/** Element types that are not web pages (images) and are skipped. */
const NON_PAGE_TYPES: ReadonlySet<string> = new Set(['image_result']);

/**
 * The web results of a completed search item: elements with an http(s) URL, in order, at most
 * {@link MAX_CODEX_RESULTS}. Placeholders (e.g. "oversized results omitted"), image results,
 * unknown element kinds without a URL and malformed elements are skipped.
 */
export function parseWebSearchResults(results: readonly unknown[]): RawSearchResult[] {
  const parsed: RawSearchResult[] = [];
  for (const element of results) {
    if (parsed.length >= MAX_CODEX_RESULTS) break;
    const entry = resultElementSchema.safeParse(element);
    if (!entry.success || (entry.data.type !== undefined && NON_PAGE_TYPES.has(entry.data.type))) continue;
    const { url, title, snippet } = entry.data;
    parsed.push({ url, title: typeof title === 'string' ? title : '', snippet: typeof snippet === 'string' ? snippet : '' });
  }
  return parsed;
}
