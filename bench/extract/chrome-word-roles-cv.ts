/**
 * K-fold cross-validation of the chrome-word roles (`RegionThresholds.chromeWordRoles`: which chrome
 * words of a class or id are read as not naming the element: after `has`/`with`/`and`, `skip` on a
 * block longer than a link's label, the component part of a CSS-module class), over every
 * combination of the three parts ("off": every chrome word names the element), every other setting
 * at production. Pages are scored by `regionRuleScores` (`region-rule-scores.ts`). Folds, objective
 * (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are
 * those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/chrome-word-roles-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import type { ChromeWordRoles } from '../../adapters/outbound/extract/html/region/chrome-rules.js';
import { REGION_THRESHOLDS } from '../../adapters/outbound/extract/html/region/content-region.js';
import { printRuleReport, regionRuleScores } from './region-rule-scores.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

type Roles = Omit<ChromeWordRoles, 'shortText'> | undefined;
const grid: Roles[] = [undefined];
for (const relation of [false, true]) for (const skipTarget of [false, true]) for (const moduleLocal of [false, true]) {
  if (relation || skipTarget || moduleLocal) grid.push({ relation, skipTarget, moduleLocal });
}
const same = (a: Roles, b: Roles): boolean => (a === undefined || b === undefined ? a === b : a.relation === b.relation && a.skipTarget === b.skipTarget && a.moduleLocal === b.moduleLocal);
const productionIndex = grid.findIndex((rule) => same(rule, REGION_THRESHOLDS.chromeWordRoles));
if (productionIndex < 0) throw new Error('the grid must contain the production rule');
const offIndex = 0;
const describe = (rule: Roles): string => (rule === undefined ? 'off' : [rule.relation ? 'relation' : '', rule.skipTarget ? 'skip target' : '', rule.moduleLocal ? 'module local' : ''].filter((part) => part !== '').join(' + '));
const regionUnder = (rule: Roles) => {
  const { chromeWordRoles: _production, ...rest } = REGION_THRESHOLDS;
  return rule === undefined ? rest : { ...rest, chromeWordRoles: rule };
};

const started = performance.now();
const scores = await regionRuleScores(pages, grid, regionUnder, productionIndex);

printRuleReport({ title: 'chrome-word roles', pages, grid, scores, productionIndex, offIndex, folds, seconds: (performance.now() - started) / 1000, describe });
