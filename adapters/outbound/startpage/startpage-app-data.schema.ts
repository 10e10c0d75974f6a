import { z } from 'zod';

/**
 * The path of Startpage's embedded SERP data we read: `render.presenter.regions.mainline[]`, each
 * block with a `display_type` (`web-google` for web results) and `results[]`. Missing regions
 * mean an empty page; entries are validated one by one.
 */
export const startpageAppDataSchema = z.object({
  render: z.object({
    presenter: z.object({
      regions: z
        .object({
          mainline: z.array(z.object({ display_type: z.string().optional(), results: z.array(z.unknown()).optional() })).optional(),
        })
        .optional(),
    }),
  }),
});

/** One web result entry: `clickUrl` is the target, `title` and `description` are HTML. */
export const startpageAppResultSchema = z.object({
  clickUrl: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
});
