import * as z from '../../../domain/shared/zod-mini.js';

/**
 * The part of SearXNG's `format=json` payload we rely on. Deliberately lenient inside the arrays:
 * results may be typed `MainResult`s or legacy engine dicts, so entries are validated one by one
 * by the adapter (an entry without a string `url` is skipped, not fatal). `number_of_results` is
 * ignored: it was removed upstream and was only ever a hint.
 */
export const searxngResponseSchema = z.object({
  results: z.array(z.unknown()),
  unresponsive_engines: z.optional(z.array(z.unknown())),
});

/** The validated top-level shape. */
export type SearxngResponse = z.infer<typeof searxngResponseSchema>;

/** One result entry as far as we read it; every field is optional and checked for its type. */
export const searxngResultSchema = z.object({
  url: z.string().check(z.minLength(1)),
  title: z.optional(z.unknown()),
  content: z.optional(z.unknown()),
  publishedDate: z.optional(z.unknown()),
  engine: z.optional(z.unknown()),
});
