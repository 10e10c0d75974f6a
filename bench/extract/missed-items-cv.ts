/**
 * K-fold cross-validation of the missed-items rule alone (`MissedIndexItems`: Readability's output
 * is an index, yet the region, with more words, has at least `minMissed` more linked item titles; the
 * region wins), over a grid of `minMissed` and "off", every other setting at production. Each page runs the real
 * stages once (after production's steps before the stages, `prepareForStages`); the real chain
 * (`runHtmlChain`) then replays every configuration from those outcomes. Folds, objective (mean of
 * the news corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are those of
 * `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/missed-items-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';
import { replayedScores } from './stage-outcomes.js';
import { LINKED_TITLE_INDEX, MISSED_INDEX_ITEMS, type MissedIndexItems } from '../../domain/page/linked-title-index.policy.js';
import { printRuleReport } from './region-rule-scores.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const grid: (MissedIndexItems | undefined)[] = [undefined, ...[1, 2, 3, 4, 6, 8, 12].map((minMissed) => ({ minMissed }))];
const same = (a: MissedIndexItems | undefined, b: MissedIndexItems | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);
const productionIndex = grid.findIndex((rule) => same(rule, MISSED_INDEX_ITEMS));
const offIndex = grid.findIndex((rule) => rule === undefined);
const describe = (rule: MissedIndexItems | undefined): string => (rule === undefined ? 'off' : `≥ ${rule.minMissed} linked titles missed`);

const started = performance.now();
const scores = await replayedScores(pages, grid, (rule) => ({ linkedTitleIndex: { rule: LINKED_TITLE_INDEX, missed: rule } }));

printRuleReport({ title: 'missed index items rule', pages, grid, scores, productionIndex, offIndex, folds, seconds: (performance.now() - started) / 1000, describe });
