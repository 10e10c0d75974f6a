/**
 * Rule-only k-fold cross-validation of three byline rules before the stages: the short relative copy
 * of a date that a `<time>` prints beside its full form ("June 14, 20241 yr": `dropShortTimeCopies`)
 * dropped or kept, and the author of a post marked with microdata whose name is only a
 * `<meta itemprop="name">` read by its visible profile link (`PostFurnitureOptions.metaNames`) or
 * dropped with the user card, and a post's author named in an `<aside>` beside it kept as a line
 * (`keepPostAuthorAsides`) or dropped with the aside. Eight configurations; the one before the
 * rules (all off) wins ties.
 * Each page runs the real chain (`runHtmlChain`, fresh parse); only pages whose markup has a
 * `<time>`, an `itemprop="name"` or an `<aside>` run the other configurations. Folds, objective (mean of the
 * news corpus's shingle F1 and WCXB's word F1) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/post-bylines-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { POST_FURNITURE_OPTIONS } from '../../adapters/outbound/extract/html/region/post-furniture.js';
import { SHORT_TIME_COPIES_DROPPED } from '../../adapters/outbound/extract/html/region/time-copies.js';
import { POST_AUTHOR_ASIDES_KEPT } from '../../adapters/outbound/extract/html/region/post-author-asides.js';
import { runSettingSweep } from './setting-sweep-cv.js';

interface Config { readonly timeCopies: boolean; readonly metaNames: boolean; readonly authorAsides: boolean }
const configs: Config[] = [false, true].flatMap((authorAsides) => [false, true].flatMap((metaNames) => [false, true].map((timeCopies) => ({ timeCopies, metaNames, authorAsides }))));
const production = configs.find((config) => config.timeCopies === SHORT_TIME_COPIES_DROPPED && config.metaNames === (POST_FURNITURE_OPTIONS.metaNames === true) && config.authorAsides === POST_AUTHOR_ASIDES_KEPT) as Config;

await runSettingSweep<Config>({
  title: 'post bylines',
  settings: configs,
  production,
  label: (config) => `time copies ${config.timeCopies ? 'dropped' : 'kept'}, meta names ${config.metaNames ? 'read' : 'off'}, author asides ${config.authorAsides ? 'kept' : 'off'}`,
  chainOptions: (config) => ({ shortTimeCopies: config.timeCopies, authorAsides: config.authorAsides, postFurniture: { ...POST_FURNITURE_OPTIONS, metaNames: config.metaNames } }),
  mayChange: (html) => /<time\b|itemprop=["']?name|<aside\b/i.test(html),
  // The chain before these rules wins ties: a rule must earn its place on the training folds.
  tiesTo: 'baseline',
});
