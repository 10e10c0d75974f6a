/**
 * K-fold cross-validation of the linked-title index rule alone (`LinkedTitleIndex`: a declared
 * article whose Readability output is a run of linked item titles gives way to the region), over a
 * grid of its two thresholds and "off", every other setting at production. Each page runs the real
 * stages once (after production's steps before the stages, `prepareForStages`); the real chain
 * (`runHtmlChain`) then replays every configuration from those outcomes. Folds, objective (mean of
 * the news corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are those of
 * `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/linked-title-index-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';
import { replayedScores } from './stage-outcomes.js';
import { LINKED_TITLE_INDEX, type LinkedTitleIndex } from '../../domain/page/linked-title-index.policy.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const grid: (LinkedTitleIndex | undefined)[] = [
  undefined,
  ...[2, 3, 4, 5, 6].flatMap((minTitles) => [50, 100, 150, 200, 300].map((maxWordsPerTitle) => ({ minTitles, maxWordsPerTitle }))),
];
const same = (a: LinkedTitleIndex | undefined, b: LinkedTitleIndex | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);
const productionIndex = grid.findIndex((rule) => same(rule, LINKED_TITLE_INDEX));
const offIndex = grid.findIndex((rule) => rule === undefined);
const describe = (rule: LinkedTitleIndex | undefined): string => (rule === undefined ? 'off' : `≥ ${rule.minTitles} linked titles, ≤ ${rule.maxWordsPerTitle} words per title`);

const started = performance.now();
const scores = await replayedScores(pages, grid, (rule) => ({ linkedTitleIndex: { rule } }));

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### linked-title index rule: ${folds}-fold cross-validation (${grid.length} configurations, ${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, rule off', 'in-sample, production', `${folds}-fold cross-validated`], figureRows(pages, [scores[offIndex] as Scored[], scores[productionIndex] as Scored[], heldOut])));
console.log(`\nproduction: ${describe(LINKED_TITLE_INDEX)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(grid[index])} (train objective ${trainObjective.toFixed(4)})`));
for (const [ruleIndex, rule] of grid.entries()) console.log(`  ${describe(rule)}: objective ${objective(pages, scores[ruleIndex] as Scored[], all).toFixed(4)}`);
const f1 = (scored: Scored, type: string): number => (type === 'news' ? pageF1(scored.counts) : scored.words.f1);
pages.forEach((page, index) => {
  const off = (scores[offIndex] as Scored[])[index] as Scored;
  const on = (scores[productionIndex] as Scored[])[index] as Scored;
  if (off !== on) console.log(`changed: ${page.type} ${page.id.slice(0, 8)} ${f1(off, page.type).toFixed(3)} → ${f1(on, page.type).toFixed(3)} ${page.url}`);
});
