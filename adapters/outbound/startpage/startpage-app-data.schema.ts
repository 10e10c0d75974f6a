import * as z from '../../../domain/shared/zod-mini.js';

/**
 * The path of Startpage's embedded SERP data we read: `render.presenter.regions.mainline[]`, each
 * block with a `display_type` (`web-google` for web results) and `results[]`. Missing regions
 * mean an empty page; entries are validated one by one.
 */
export const startpageAppDataSchema = z.object({
  render: z.object({
    presenter: z.object({
      regions: z.optional(
        z.object({
          mainline: z.optional(z.array(z.object({ display_type: z.optional(z.string()), results: z.optional(z.array(z.unknown())) }))),
        }),
      ),
    }),
  }),
});

/** One web result entry: `clickUrl` is the target, `title` and `description` are HTML. */
export const startpageAppResultSchema = z.object({
  clickUrl: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
});
