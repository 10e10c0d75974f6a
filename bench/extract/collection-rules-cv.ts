/**
 * K-fold cross-validation of the collection rules alone: which repeats inside a list item the chain
 * drops (`ListItemRepeatMode`: kept, adjacent repeats, any repeat in the item) and whether groups of
 * radio buttons or checkboxes go on pages that declare a product or a listing (`removeChoiceFieldsets`), every
 * other threshold at its production value. Each page runs the chain's steps before the stages
 * (`prepareForStages`) and the real stages once per fieldset setting; the real chain (`runHtmlChain`) then replays every mode from those outcomes. Folds, objective (mean of the news corpus's shingle F1
 * and WCXB's word F1) and tie rule (production wins ties) are those of `cross-validate.ts`; this
 * run takes minutes where the joint grid takes over an hour on a loaded machine.
 *
 *   node --import tsx bench/extract/collection-rules-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { LIST_ITEM_REPEAT_MODE, type ListItemRepeatMode } from '../../adapters/outbound/extract/html/markdown/list-item-repeats.js';
import { CHOICE_FIELDSETS_REMOVED } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, NEWS_TYPE, type CorpusPage } from './corpus.js';
import { stageOutcomesOnce } from './stage-outcomes.js';
import { replayPage } from './stage-replay.js';
import type { PageCounts } from './metric.js';
import { stratifiedFolds } from './cv-folds.js';
import { markdownTable } from './report.js';
import { groupScore, scoreOutput } from './scoring.js';
import type { WordScore } from './word-metric.js';

type Scored = { readonly counts: PageCounts; readonly words: WordScore };

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
interface Config {
  readonly fieldsets: boolean;
  readonly mode: ListItemRepeatMode;
}
const modes: readonly Config[] = [false, true].flatMap((fieldsets) => ([undefined, 'adjacent', 'item'] as const).map((mode) => ({ fieldsets, mode })));
const productionIndex = modes.findIndex((config) => config.fieldsets === CHOICE_FIELDSETS_REMOVED && config.mode === LIST_ITEM_REPEAT_MODE);
const describe = (config: Config): string => `fieldsets ${config.fieldsets ? 'removed' : 'kept'}, item repeats ${config.mode ?? 'kept'}`;


/** scores[mode][page]. */
const scores: Scored[][] = modes.map(() => []);
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const kept = await stageOutcomesOnce(page, { choiceFieldsets: false });
  const removed = await stageOutcomesOnce(page, { choiceFieldsets: true });
  const replay = replayPage(page.url);
  for (const [modeIndex, config] of modes.entries()) {
    const { stages, options } = config.fieldsets ? removed : kept;
    const result = await runHtmlChain(replay, page.url, { ...options, stages, listItemRepeats: { mode: config.mode } });
    (scores[modeIndex] as Scored[])[index] = scoreOutput(page, result.markdown);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const corpora = [...new Set(pages.map((page) => page.corpus))];
const headline = (members: readonly number[], list: readonly Scored[]): number => {
  const group = groupScore(members.map((index) => list[index] as Scored));
  return members.every((index) => pages[index]?.type === NEWS_TYPE) ? group.shingle.f1 : group.words.f1;
};
const objective = (modeIndex: number, members: readonly number[]): number => {
  const perCorpus = corpora.map((corpus) => members.filter((index) => pages[index]?.corpus === corpus)).filter((inCorpus) => inCorpus.length > 0);
  return perCorpus.reduce((sum, inCorpus) => sum + headline(inCorpus, scores[modeIndex] as Scored[]), 0) / perCorpus.length;
};

const foldOf = stratifiedFolds(pages, folds);
const heldOut: Scored[] = new Array<Scored>(pages.length);
const chosen: string[] = [];
for (let fold = 0; fold < folds; fold++) {
  const train = pages.map((_, index) => index).filter((index) => foldOf[index] !== fold);
  let best = productionIndex;
  modes.forEach((_, modeIndex) => {
    if (objective(modeIndex, train) > objective(best, train) + 1e-9) best = modeIndex;
  });
  chosen.push(`fold ${fold + 1}: ${describe(modes[best] as Config)} (train objective ${objective(best, train).toFixed(4)})`);
  pages.forEach((_, index) => {
    if (foldOf[index] === fold) heldOut[index] = (scores[best] as Scored[])[index] as Scored;
  });
}

const all = pages.map((_, index) => index);
const fmt = (value: number): string => (Number.isFinite(value) ? value.toFixed(4) : 'n/a');
const rows: string[][] = [];
for (const corpus of corpora) {
  const members = all.filter((index) => pages[index]?.corpus === corpus);
  const types = [...new Set(members.map((index) => (pages[index] as CorpusPage).type))].sort();
  const groups: [string, number[]][] = [[corpus, members], ...(types.length > 1 ? types.map((type): [string, number[]] => [`  ${type}`, members.filter((index) => pages[index]?.type === type)]) : [])];
  for (const [label, group] of groups) rows.push([label, String(group.length), ...modes.map((_, modeIndex) => fmt(headline(group, scores[modeIndex] as Scored[]))), fmt(headline(group, heldOut))]);
}
console.log(`\n### collection rules (choice fieldsets, list-item repeats): ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', ...modes.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], rows));
console.log(`\nproduction: ${describe(modes[productionIndex] as Config)}\n${chosen.join('\n')}`);
