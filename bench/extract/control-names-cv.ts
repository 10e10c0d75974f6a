/**
 * K-fold cross-validation of the control-name rule alone (`RegionThresholds.controlMaxText`: a
 * block whose class or id names it a control, `btn`, `button`, goes like chrome when its visible
 * text is shorter than that: a label such as "Quick view"), over "off" (named controls stay) and
 * a grid of maximums, every other setting at production. Pages are scored by `regionRuleScores`
 * (`region-rule-scores.ts`: one real run per page, the region under every configuration, replays).
 * Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule
 * (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/control-names-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { REGION_THRESHOLDS, CONTROL_MAX_TEXT } from '../../adapters/outbound/extract/html/region/content-region.js';
import { printRuleReport, regionRuleScores } from './region-rule-scores.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const grid: (number | undefined)[] = [undefined, 10, 20, 30, 40, 60, 100];
const productionIndex = grid.findIndex((rule) => rule === CONTROL_MAX_TEXT);
if (productionIndex < 0) throw new Error('the grid must contain the production rule');
const offIndex = grid.findIndex((rule) => rule === undefined);
const describe = (rule: number | undefined): string => (rule === undefined ? 'off' : `named control < ${rule} characters`);
const regionUnder = (rule: number | undefined) => {
  const { controlMaxText: _production, ...rest } = REGION_THRESHOLDS;
  return rule === undefined ? rest : { ...rest, controlMaxText: rule };
};

const started = performance.now();
const scores = await regionRuleScores(pages, grid, regionUnder, productionIndex);

printRuleReport({ title: 'control-name rule', pages, grid, scores, productionIndex, offIndex, folds, seconds: (performance.now() - started) / 1000, describe });
