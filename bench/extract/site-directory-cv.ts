/**
 * K-fold cross-validation of the site-directory rule alone (`RegionThresholds.siteDirectories`: a site
 * header or footer holding `protectedShare` of the region's text whose text is at least a share of link
 * labels, a mega-menu or mega-footer, is pruned whatever its size and left out of the region's shares),
 * off and on with that share at the link clusters' own `linkDensity` (production) and at other values,
 * every other setting at production. Pages are scored by `regionRuleScores`
 * (`region-rule-scores.ts`: one real run per page, the region under every configuration, replays).
 * Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule
 * (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/site-directory-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { REGION_THRESHOLDS, SITE_DIRECTORIES_PRUNED } from '../../adapters/outbound/extract/html/region/content-region.js';
import { regionRuleScores } from './region-rule-scores.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

/** `undefined`: the rule off; a number: on, with the site directory's link share at that value (the link clusters' `linkDensity` stays production's). */
const grid: (number | undefined)[] = [undefined, 0.5, 0.6, 0.67, REGION_THRESHOLDS.linkDensity, 0.8, 0.9, 0.95];
const productionIndex = SITE_DIRECTORIES_PRUNED ? grid.indexOf(REGION_THRESHOLDS.linkDensity) : 0;
const offIndex = grid.indexOf(undefined);
const describe = (density: number | undefined): string => (density === undefined ? 'off' : `link share ≥ ${density}`);
/** The region's thresholds under one configuration; only the site-directory search sees `density` (it is handed the clusters' threshold as its own). */
const regionUnder = (density: number | undefined) => {
  const { siteDirectories: _production, ...rest } = REGION_THRESHOLDS;
  return density === undefined ? rest : { ...rest, siteDirectories: true, siteDirectoryLinkDensity: density };
};

const started = performance.now();
const scores = await regionRuleScores(pages, grid, regionUnder, productionIndex);

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
// Stricter: "off" wins ties, so a fold whose training pages the rule leaves unchanged is judged with the rule off.
const strict = crossValidate(pages, scores, offIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### site-directory rule: ${folds}-fold cross-validation (${grid.length} configurations, ${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, rule off', 'in-sample, production', `${folds}-fold cross-validated`, `${folds}-fold, off wins ties`], figureRows(pages, [scores[offIndex] as Scored[], scores[productionIndex] as Scored[], heldOut, strict.heldOut])));
console.log(`\nproduction: ${describe(SITE_DIRECTORIES_PRUNED ? REGION_THRESHOLDS.linkDensity : undefined)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(grid[index])} (train objective ${trainObjective.toFixed(4)}); off winning ties: ${describe(grid[strict.chosen[fold]?.index ?? offIndex])}`));
for (const [ruleIndex, rule] of grid.entries()) console.log(`  ${describe(rule)}: objective ${objective(pages, scores[ruleIndex] as Scored[], all).toFixed(5)}`);
pages.forEach((page, index) => {
  const changedUnder = grid.map((rule, ruleIndex) => ((scores[ruleIndex] as Scored[])[index] !== (scores[offIndex] as Scored[])[index] ? describe(rule) : undefined)).filter((label) => label !== undefined);
  if (changedUnder.length > 0) console.log(`changed under: ${page.type} ${page.id.slice(0, 8)}: ${changedUnder.join(', ')}`);
});
const f1 = (scored: Scored, type: string): number => (type === 'news' ? pageF1(scored.counts) : scored.words.f1);
pages.forEach((page, index) => {
  const off = (scores[offIndex] as Scored[])[index] as Scored;
  const on = (scores[productionIndex] as Scored[])[index] as Scored;
  if (off !== on) console.log(`changed: ${page.type} ${page.id.slice(0, 8)} ${f1(off, page.type).toFixed(3)} → ${f1(on, page.type).toFixed(3)} ${page.url}`);
});
