/**
 * Rule-only k-fold cross-validation of session 6's news rules, with every other threshold at its
 * production value: from how many title words `og:type` `article` declares an article to the content
 * choice, whether the link-block trim drops promoted headlines between paragraphs, whether picture
 * credit and copyright lines are dropped (and, with `--coverage`, the choice's coverage).
 * Each page is extracted once (production region, Readability; Defuddle when the chain asks); the
 * real chain (`runHtmlChain`) replays every configuration from those outcomes. Folds, objective and
 * tie rule are `cross-validate.ts`'s (stratified by corpus and type; mean of the news corpus's
 * shingle F1 and WCXB's word F1; ties keep production).
 *
 *   node --import tsx bench/extract/news-rules-cross-validate.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...] [--coverage 0.7,0.8,0.9]
 */
import { parseArgs } from 'node:util';
import { parseHTML } from 'linkedom';
import { CONTENT_CHOICE_THRESHOLDS, type DeclaredPageKind } from '../../domain/page/content-choice.policy.js';
import { runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { declaredPageKind, OPEN_GRAPH_HEADLINE_MIN_WORDS, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import type { ParsedHtmlPage } from '../../adapters/outbound/extract/html/parsed-html-page.js';
import { removeAsideBlocks } from '../../adapters/outbound/extract/html/region/aside-blocks.js';
import { removePostFurniture } from '../../adapters/outbound/extract/html/region/post-furniture.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { libraryStageObstacle } from '../../adapters/outbound/extract/html/tree-size-guard.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, NEWS_TYPE, type CorpusPage } from './corpus.js';
import { markdownTable } from './report.js';
import { groupScore, scoreOutput } from './scoring.js';
import type { PageCounts } from './metric.js';
import type { WordScore } from './word-metric.js';

interface Config {
  /** Minimum title words for `og:type` `article` to declare an article (Infinity: ignored). */
  readonly openGraphArticle: number;
  readonly headlines: boolean;
  readonly credits: boolean;
  readonly coverage: number;
}
type Scored = { readonly counts: PageCounts; readonly words: WordScore };

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' }, coverage: { type: 'string' } } });
// The choice's coverage is tuned by `cross-validate.ts`; `--coverage 0.7,0.8,0.9` adds it to this grid.
const coverageGrid = values.coverage ? values.coverage.split(',').map(Number) : [CONTENT_CHOICE_THRESHOLDS.coverage];
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const configs: Config[] = [Number.POSITIVE_INFINITY, 1, 3, 4, 5, 6, 7].flatMap((openGraphArticle) =>
  [false, true].flatMap((headlines) => [false, true].flatMap((credits) => coverageGrid.map((coverage) => ({ openGraphArticle, headlines, credits, coverage })))),
);
const production: Config = { openGraphArticle: OPEN_GRAPH_HEADLINE_MIN_WORDS, headlines: true, credits: true, coverage: CONTENT_CHOICE_THRESHOLDS.coverage };
const productionIndex = configs.findIndex((config) => JSON.stringify(config) === JSON.stringify(production));
const baselineIndex = configs.findIndex((config) => JSON.stringify(config) === JSON.stringify({ ...production, openGraphArticle: Number.POSITIVE_INFINITY, headlines: false, credits: false }));
const dummy = (): Document => parseHTML('<!DOCTYPE html><html><head></head><body></body></html>').document as unknown as Document;
const failed = (stage: StageOutcome['stage'], reason: string): StageOutcome => ({ ok: false, stage, reason, parserFailures: 0 });

const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const metadata = readPageMetadata(parsed.document, page.url);
  const declaredAt = new Map<number, DeclaredPageKind>();
  const declaredFor = (minWords: number): DeclaredPageKind => {
    let declared = declaredAt.get(minWords);
    if (declared === undefined) declaredAt.set(minWords, (declared = declaredPageKind(metadata, minWords)));
    return declared;
  };
  const withOpenGraph = declaredFor(OPEN_GRAPH_HEADLINE_MIN_WORDS);
  const body = parsed.document.body;
  if (body !== null) {
    removeAsideBlocks(body, { reviews: withOpenGraph.product === true });
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
  const memo = new Map<string, Scored>();
  for (const [configIndex, config] of configs.entries()) {
    const declared = declaredFor(config.openGraphArticle);
    const result = await runHtmlChain(replayPage, page.url, { stages, declared, choiceThresholds: { coverage: config.coverage }, linkTrim: { headlines: config.headlines }, creditLines: config.credits });
    let scored = memo.get(result.markdown);
    if (scored === undefined) {
      scored = scoreOutput(page, result.markdown);
      memo.set(result.markdown, scored);
    }
    (scores[configIndex] as Scored[])[index] = scored;
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const corpora = [...new Set(pages.map((page) => page.corpus))];
const headline = (corpusPages: readonly CorpusPage[], pageScores: readonly Scored[]): number => {
  const group = groupScore(pageScores);
  return corpusPages.every((page) => page.type === NEWS_TYPE) ? group.shingle.f1 : group.words.f1;
};
const objective = (configIndex: number, members: readonly number[]): number => {
  const figures = corpora.map((corpus) => {
    const inCorpus = members.filter((index) => pages[index]?.corpus === corpus);
    return inCorpus.length === 0 ? Number.NaN : headline(inCorpus.map((index) => pages[index] as CorpusPage), inCorpus.map((index) => (scores[configIndex] as Scored[])[index] as Scored));
  }).filter((value) => Number.isFinite(value));
  return figures.reduce((sum, value) => sum + value, 0) / figures.length;
};
const hash = (text: string): number => [...text].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
const foldOf = new Array<number>(pages.length);
for (const group of new Set(pages.map((page) => `${page.corpus}/${page.type}`))) {
  const members = pages.map((page, index) => ({ page, index })).filter(({ page }) => `${page.corpus}/${page.type}` === group).sort((a, b) => hash(a.page.id) - hash(b.page.id));
  members.forEach(({ index }, position) => (foldOf[index] = position % folds));
}
const describe = (config: Config): string => `og:type article ${Number.isFinite(config.openGraphArticle) ? `declares an article from ${config.openGraphArticle} title words` : 'ignored'}, promoted headlines ${config.headlines ? 'dropped' : 'kept'}, credit lines ${config.credits ? 'dropped' : 'kept'}, coverage ${config.coverage}`;
const heldOut: Scored[] = new Array<Scored>(pages.length);
const chosen: string[] = [];
for (let fold = 0; fold < folds; fold++) {
  const train = pages.map((_, index) => index).filter((index) => foldOf[index] !== fold);
  let best = productionIndex;
  let bestValue = objective(productionIndex, train);
  configs.forEach((_, configIndex) => {
    const value = objective(configIndex, train);
    if (value > bestValue + 1e-9) {
      best = configIndex;
      bestValue = value;
    }
  });
  chosen.push(`fold ${fold + 1}: ${describe(configs[best] as Config)} (train objective ${bestValue.toFixed(4)})`);
  pages.forEach((_, index) => {
    if (foldOf[index] === fold) heldOut[index] = (scores[best] as Scored[])[index] as Scored;
  });
}
const all = pages.map((_, index) => index);
const rows: string[][] = [];
const fmt = (value: number): string => (Number.isFinite(value) ? value.toFixed(4) : 'n/a');
for (const corpus of corpora) {
  const members = all.filter((index) => pages[index]?.corpus === corpus);
  const types = [...new Set(members.map((index) => (pages[index] as CorpusPage).type))].sort();
  const groups: [string, number[]][] = [[corpus, members], ...(types.length > 1 ? types.map((type): [string, number[]] => [`  ${type}`, members.filter((index) => pages[index]?.type === type)]) : [])];
  for (const [label, group] of groups) {
    const figure = (list: readonly Scored[]) => headline(group.map((index) => pages[index] as CorpusPage), group.map((index) => list[index] as Scored));
    const metric = group.every((index) => pages[index]?.type === NEWS_TYPE) ? 'shingle F1' : 'word F1';
    rows.push([label, String(group.length), metric, fmt(figure(scores[baselineIndex] as Scored[])), fmt(figure(scores[productionIndex] as Scored[])), fmt(figure(heldOut))]);
  }
}
console.log(`\n### rule-only cross-validation of the news rules (${folds}-fold, ${configs.length} configurations, ${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, the three rules off', 'in-sample, production', `${folds}-fold cross-validated`], rows));
console.log(`\nproduction: ${describe(production)}\n${chosen.join('\n')}`);
for (const [configIndex, config] of configs.entries()) console.log(`  ${describe(config)}: objective ${objective(configIndex, all).toFixed(4)}`);
if (process.env.DIFF_PAGES === '1') {
  const withoutOpenGraph = configs.findIndex((config) => JSON.stringify(config) === JSON.stringify({ ...production, openGraphArticle: Number.POSITIVE_INFINITY }));
  const f1 = (scored: Scored, page: CorpusPage): number => (page.type === NEWS_TYPE ? scored.counts.truePositive / Math.max(1e-9, scored.counts.truePositive + (scored.counts.falsePositive + scored.counts.falseNegative) / 2) : scored.words.f1);
  pages.forEach((page, index) => {
    const a = (scores[withoutOpenGraph] as Scored[])[index] as Scored;
    const b = (scores[productionIndex] as Scored[])[index] as Scored;
    if (a !== b) console.log(`og diff ${page.type} ${page.id.slice(0, 8)} ${f1(a, page).toFixed(3)} → ${f1(b, page).toFixed(3)} ${page.url}`);
  });
}
