import * as z from '../../../domain/shared/zod-mini.js';

/**
 * Ollama's `WebSearchResponse`: `{ results: [{ title, url, content }] }`. Go encodes an empty
 * (nil) slice as `null`, so `null` means no results. Entries are validated one by one.
 */
export const ollamaResponseSchema = z.object({
  results: z.nullable(z.array(z.unknown())),
});

/** One result entry; an entry without a string `url` is skipped. */
export const ollamaResultSchema = z.object({
  url: z.string().check(z.minLength(1)),
  title: z.optional(z.unknown()),
  content: z.optional(z.unknown()),
});
