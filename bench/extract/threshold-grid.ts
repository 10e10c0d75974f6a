import { CONTENT_CHOICE_THRESHOLDS, type ContentChoiceThresholds } from '../../domain/page/content-choice.policy.js';
import { DUPLICATE_BLOCK_MIN_WORDS } from '../../adapters/outbound/extract/html/markdown/duplicate-blocks.js';
import { ASIDE_THRESHOLDS, type AsideThresholds } from '../../adapters/outbound/extract/html/region/aside-blocks.js';
import { REGION_THRESHOLDS, type RegionThresholds } from '../../adapters/outbound/extract/html/region/content-region.js';
import { POST_FURNITURE_OPTIONS, type PostFurnitureOptions } from '../../adapters/outbound/extract/html/region/post-furniture.js';

/** One configuration of the thresholds `cross-validate.ts` varies. */
export interface Config {
  readonly aside: AsideThresholds;
  /** What the post-furniture removal keeps around the posts. */
  readonly posts: PostFurnitureOptions;
  readonly region: RegionThresholds;
  readonly choice: ContentChoiceThresholds;
  /** Minimum words of a dropped verbatim repeat; undefined: repeats kept. */
  readonly duplicates: number | undefined;
}

/** The configurations, the settings each stage runs under, and production's place among them. */
export interface ThresholdGrid {
  readonly configs: readonly Config[];
  readonly asideGrid: readonly AsideThresholds[];
  readonly postGrid: readonly PostFurnitureOptions[];
  readonly regionGrid: readonly RegionThresholds[];
  /** Index of production's thresholds in `configs`. */
  readonly productionIndex: number;
}

/**
 * The grid `cross-validate.ts` searches (`small` or `full`). Each varied setting is laid over
 * production's own, so settings added to production later (a region rule, a post option) keep
 * their production value and the grid still holds production's configuration.
 */
export function thresholdGrid(full: boolean): ThresholdGrid {
  const regionGrid: RegionThresholds[] = [];
  for (const mainShare of full ? [0.15, 0.25, 0.4] : [0.25, 0.4]) {
    for (const protectedShare of [0.35, 0.5, 0.65]) {
      for (const linkDensity of [0.65, 0.75, 0.85]) {
        for (const indexLinkDensity of full ? [0.2, 0.3, 0.45] : [0.3]) regionGrid.push({ ...REGION_THRESHOLDS, mainShare, protectedShare, linkDensity, indexLinkDensity });
      }
    }
  }
  const coverageGrid = full ? [0.5, 0.6, 0.7, 0.8, 0.9, 0.95] : [0.6, 0.7, 0.8, 0.9];
  // Aside removal changes the tree both stages read, so every aside setting parses and extracts the page again.
  const asideGrid: AsideThresholds[] = (full ? [0.25, 0.35, 0.5, 0.65, 0.8] : [0.35, 0.5, 0.65]).map((maxShare) => ({ ...ASIDE_THRESHOLDS, maxShare }));
  const postGrid: PostFurnitureOptions[] = [{ ...POST_FURNITURE_OPTIONS, bylines: false }, { ...POST_FURNITURE_OPTIONS, bylines: true }];
  // The repeated-block removal works on the chosen Markdown: only the replay varies it. Below 12 words
  // a repeat can be an item's own line on a collection that declares Product (a price under each model).
  const duplicateGrid: (number | undefined)[] = full ? [undefined, 12, 16, 20, 30, 50] : [undefined, 12, 20, 30];
  const configs: Config[] = asideGrid.flatMap((aside) =>
    postGrid.flatMap((posts) =>
      regionGrid.flatMap((region) => coverageGrid.flatMap((coverage) => duplicateGrid.map((duplicates) => ({ aside, posts, region, choice: { ...CONTENT_CHOICE_THRESHOLDS, coverage }, duplicates })))),
    ),
  );
  const production: Config = { aside: ASIDE_THRESHOLDS, posts: POST_FURNITURE_OPTIONS, region: REGION_THRESHOLDS, choice: CONTENT_CHOICE_THRESHOLDS, duplicates: DUPLICATE_BLOCK_MIN_WORDS };
  const productionIndex = configs.findIndex((config) => JSON.stringify(config) === JSON.stringify(production));
  if (productionIndex < 0) throw new Error('the threshold grid must contain the production thresholds');
  return { configs, asideGrid, postGrid, regionGrid, productionIndex };
}
