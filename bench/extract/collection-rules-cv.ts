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
import { parseHTML } from 'linkedom';
import type { DeclaredPageKind } from '../../domain/page/content-choice.policy.js';
import { runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { LIST_ITEM_REPEAT_MODE, type ListItemRepeatMode } from '../../adapters/outbound/extract/html/markdown/list-item-repeats.js';
import { beforeStagesFor, prepareForStages, reparsedWithoutBesides, type Besides } from '../../adapters/outbound/extract/html/html-chain-before-stages.js';
import { CHOICE_FIELDSETS_REMOVED } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { PRODUCT_CARD_THRESHOLDS } from '../../adapters/outbound/extract/html/region/product-cards.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import type { ParsedHtmlPage } from '../../adapters/outbound/extract/html/parsed-html-page.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { libraryStageObstacle } from '../../adapters/outbound/extract/html/tree-size-guard.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, NEWS_TYPE, type CorpusPage } from './corpus.js';
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

const dummy = (): Document => parseHTML('<!DOCTYPE html><html><head></head><body></body></html>').document as unknown as Document;
const failed = (stage: StageOutcome['stage'], reason: string): StageOutcome => ({ ok: false, stage, reason, parserFailures: 0 });

/** scores[mode][page]. */
const scores: Scored[][] = modes.map(() => []);
const started = performance.now();
/** The stages' outcomes on one tree of the page. */
async function outcomesOf(page: CorpusPage, fieldsets: boolean): Promise<{ readonly stages: HtmlStages; readonly declared: DeclaredPageKind }> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const declared = declaredPageKind(readPageMetadata(parsed.document, page.url));
  const besides: Besides = { choiceFieldsets: fieldsets, productCards: PRODUCT_CARD_THRESHOLDS };
  const before = beforeStagesFor(parsed);
  prepareForStages(parsed.document, declared, besides, before, [], []);
  const region = await runCleanedBodyStage(parsed.document, page.url);
  const obstacle = libraryStageObstacle(parsed.document.documentElement);
  const readability = obstacle === undefined ? await runReadabilityStage(parsed.document, page.url, { consumeDocument: parsed.reparse !== undefined }) : failed('readability', 'skipped');
  let defuddle: Promise<StageOutcome> | undefined;
  const reparse = (): Document => (parsed.reparse === undefined ? parsed.document : reparsedWithoutBesides(parsed.reparse, declared, besides, before));
  const stages: HtmlStages = {
    cleanedBody: async () => region,
    readability: async () => readability,
    defuddle: () => (defuddle ??= obstacle === undefined ? runDefuddleStage(parsed.reparse === undefined ? parsed.document : reparse(), page.url) : Promise.resolve(failed('defuddle', 'skipped'))),
  };
  return { stages, declared };
}

for (const [index, page] of pages.entries()) {
  const kept = await outcomesOf(page, false);
  const removed = await outcomesOf(page, true);
  const replayPage: ParsedHtmlPage = { document: dummy(), baseUrl: page.url, parser: 'linkedom', parserFailures: 0, notes: [], reparse: dummy };
  for (const [modeIndex, config] of modes.entries()) {
    const { stages, declared } = config.fieldsets ? removed : kept;
    const result = await runHtmlChain(replayPage, page.url, { stages, declared, listItemRepeats: { mode: config.mode } });
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
