/**
 * K-fold cross-validation of one choice alone: which repeats inside a list item the chain drops
 * (`ListItemRepeatMode`: kept, adjacent repeats, any repeat in the item), every other threshold at
 * its production value. Each page runs the real stages once; the real chain (`runHtmlChain`) then
 * replays every mode from those outcomes. Folds, objective (mean of the news corpus's shingle F1
 * and WCXB's word F1) and tie rule (production wins ties) are those of `cross-validate.ts`; this
 * run takes minutes where the joint grid takes over an hour on a loaded machine.
 *
 *   node --import tsx bench/extract/list-item-repeats-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { parseHTML } from 'linkedom';
import { runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { LIST_ITEM_REPEAT_MODE, type ListItemRepeatMode } from '../../adapters/outbound/extract/html/markdown/list-item-repeats.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import type { ParsedHtmlPage } from '../../adapters/outbound/extract/html/parsed-html-page.js';
import { removeAsideBlocks } from '../../adapters/outbound/extract/html/region/aside-blocks.js';
import { removePostFurniture } from '../../adapters/outbound/extract/html/region/post-furniture.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { libraryStageObstacle } from '../../adapters/outbound/extract/html/tree-size-guard.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, NEWS_TYPE, type CorpusPage } from './corpus.js';
import type { PageCounts } from './metric.js';
import { markdownTable } from './report.js';
import { groupScore, scoreOutput } from './scoring.js';
import type { WordScore } from './word-metric.js';

type Scored = { readonly counts: PageCounts; readonly words: WordScore };

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const modes: readonly ListItemRepeatMode[] = [undefined, 'adjacent', 'item'];
const productionIndex = modes.indexOf(LIST_ITEM_REPEAT_MODE);
const describe = (mode: ListItemRepeatMode): string => mode ?? 'kept';

const dummy = (): Document => parseHTML('<!DOCTYPE html><html><head></head><body></body></html>').document as unknown as Document;
const failed = (stage: StageOutcome['stage'], reason: string): StageOutcome => ({ ok: false, stage, reason, parserFailures: 0 });

/** scores[mode][page]. */
const scores: Scored[][] = modes.map(() => []);
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const declared = declaredPageKind(readPageMetadata(parsed.document, page.url));
  const body = parsed.document.body;
  if (body !== null) {
    removeAsideBlocks(body, { reviews: declared.product === true });
    removePostFurniture(body);
  }
  const region = await runCleanedBodyStage(parsed.document, page.url);
  const obstacle = libraryStageObstacle(parsed.document.documentElement);
  const readability = obstacle === undefined ? await runReadabilityStage(parsed.document, page.url, { consumeDocument: parsed.reparse !== undefined }) : failed('readability', 'skipped');
  let defuddle: Promise<StageOutcome> | undefined;
  const stages: HtmlStages = {
    cleanedBody: async () => region,
    readability: async () => readability,
    defuddle: () => (defuddle ??= obstacle === undefined ? runDefuddleStage(parsed.reparse?.() ?? parsed.document, page.url) : Promise.resolve(failed('defuddle', 'skipped'))),
  };
  const replayPage: ParsedHtmlPage = { document: dummy(), baseUrl: page.url, parser: 'linkedom', parserFailures: 0, notes: [], reparse: dummy };
  for (const [modeIndex, mode] of modes.entries()) {
    const result = await runHtmlChain(replayPage, page.url, { stages, declared, listItemRepeats: { mode } });
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

// Stratified folds, as in cross-validate.ts: each corpus/type group in FNV-1a hash order, dealt round-robin.
const hash = (text: string): number => [...text].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
const foldOf = new Array<number>(pages.length);
for (const group of new Set(pages.map((page) => `${page.corpus}/${page.type}`))) {
  const members = pages.map((page, index) => ({ page, index })).filter(({ page }) => `${page.corpus}/${page.type}` === group).sort((a, b) => hash(a.page.id) - hash(b.page.id));
  members.forEach(({ index }, position) => (foldOf[index] = position % folds));
}
const heldOut: Scored[] = new Array<Scored>(pages.length);
const chosen: string[] = [];
for (let fold = 0; fold < folds; fold++) {
  const train = pages.map((_, index) => index).filter((index) => foldOf[index] !== fold);
  let best = productionIndex;
  modes.forEach((_, modeIndex) => {
    if (objective(modeIndex, train) > objective(best, train) + 1e-9) best = modeIndex;
  });
  chosen.push(`fold ${fold + 1}: ${describe(modes[best])} (train objective ${objective(best, train).toFixed(4)})`);
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
console.log(`\n### list-item repeats: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', ...modes.map((mode) => `in-sample, ${describe(mode)}`), `${folds}-fold cross-validated`], rows));
console.log(`\nproduction: ${describe(LIST_ITEM_REPEAT_MODE)}\n${chosen.join('\n')}`);
