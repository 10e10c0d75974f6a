/**
 * K-fold cross-validation of the item-part rule alone (`RegionThresholds.itemParts`: a part of an
 * entry of a series, named like chrome, stays when the other entries have it too and it says
 * something different in each), over "off" and a grid of its two thresholds, every other setting
 * at production. Pages are scored by `regionRuleScores`
 * (`region-rule-scores.ts`: one real run per page, the region under every configuration, replays).
 * Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule
 * (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/item-parts-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { REGION_THRESHOLDS } from '../../adapters/outbound/extract/html/region/content-region.js';
import { ITEM_PART_RULE, type ItemPartRule } from '../../adapters/outbound/extract/html/region/item-parts.js';
import { printRuleReport, regionRuleScores } from './region-rule-scores.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const grid: (ItemPartRule | undefined)[] = [
  undefined,
  ...[2, 3, 4, 5].flatMap((minCopies) => [0.5, 0.67, 0.8, 1].map((minDistinctShare) => ({ minCopies, minDistinctShare }))),
];
const same = (a: ItemPartRule | undefined, b: ItemPartRule | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);
const productionIndex = grid.findIndex((rule) => same(rule, ITEM_PART_RULE));
if (productionIndex < 0) throw new Error('the grid must contain the production rule');
const offIndex = grid.findIndex((rule) => rule === undefined);
const describe = (rule: ItemPartRule | undefined): string => (rule === undefined ? 'off' : `≥ ${rule.minCopies} copies, ≥ ${rule.minDistinctShare} of them different`);
const regionUnder = (rule: ItemPartRule | undefined) => {
  const { itemParts: _production, ...rest } = REGION_THRESHOLDS;
  return rule === undefined ? rest : { ...rest, itemParts: rule };
};

const started = performance.now();
const scores = await regionRuleScores(pages, grid, regionUnder, productionIndex);

printRuleReport({ title: 'item-part rule', pages, grid, scores, productionIndex, offIndex, folds, seconds: (performance.now() - started) / 1000, describe });
