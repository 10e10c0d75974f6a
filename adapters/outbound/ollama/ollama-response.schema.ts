import { z } from 'zod';

/**
 * Ollama's `WebSearchResponse`: `{ results: [{ title, url, content }] }`. Go encodes an empty
 * (nil) slice as `null`, so `null` means no results. Entries are validated one by one.
 */
export const ollamaResponseSchema = z.object({
  results: z.array(z.unknown()).nullable(),
});

/** One result entry; an entry without a string `url` is skipped. */
export const ollamaResultSchema = z.object({
  url: z.string().min(1),
  title: z.unknown().optional(),
  content: z.unknown().optional(),
});
