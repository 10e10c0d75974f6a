/**
 * Rule-only k-fold cross-validation of how far a titled aside block grows (`removeAsideBlocks`'s
 * `maxLeadShare`): the block of a "Reviews" or "Similar items" heading climbs to an ancestor only while
 * at most that share of the ancestor's visible text comes before the heading (else a product's tab set
 * whose description has no heading of its own went with the reviews heading after it). Configurations:
 * no limit (the rule before session 12) and a majority (0.5, production; `--grid` adds 0.25 and 0.75
 * to show the neighbourhood); every other setting at production. Each page runs the
 * real chain (`runHtmlChain`, fresh parse) per setting. Folds, objective (mean of the news corpus's
 * shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/aside-lead-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...] [--grid]
 */
import { ASIDE_THRESHOLDS } from '../../adapters/outbound/extract/html/region/aside-blocks.js';
import { runSettingSweep } from './setting-sweep-cv.js';

await runSettingSweep<number>({
  title: "aside blocks' lead text",
  settings: process.argv.includes('--grid') ? [Number.POSITIVE_INFINITY, 0.25, 0.5, 0.75] : [Number.POSITIVE_INFINITY, 0.5],
  production: ASIDE_THRESHOLDS.maxLeadShare ?? Number.POSITIVE_INFINITY,
  label: (limit) => (Number.isFinite(limit) ? `lead ≤ ${limit} of the block` : 'no limit'),
  chainOptions: (maxLeadShare) => ({ asides: { ...ASIDE_THRESHOLDS, maxLeadShare } }),
});
