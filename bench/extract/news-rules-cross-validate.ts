/**
 * Rule-only k-fold cross-validation of the news rules (sessions 6 and 7), with every other threshold at its
 * production value: from how many title words `og:type` `article` declares an article to the content
 * choice, whether the link-block trim drops promoted headlines between paragraphs, whether picture
 * credit and copyright lines are dropped, whether datelines and bylines are dropped and where the
 * article's head ends for them (and, with `--coverage`, the choice's coverage).
 * Each page is extracted once (production's steps before the stages, `prepareForStages`; production
 * region, Readability; Defuddle when the chain asks); the
 * real chain (`runHtmlChain`) replays every configuration from those outcomes. Folds, objective and
 * tie rule are `cross-validate.ts`'s (`cv-folds.ts`: stratified by corpus and type; mean of the news corpus's
 * shingle F1 and WCXB's word F1; ties keep production).
 *
 *   node --import tsx bench/extract/news-rules-cross-validate.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...] [--coverage 0.7,0.8,0.9]
 */
import { parseArgs } from 'node:util';
import { CONTENT_CHOICE_THRESHOLDS, type DeclaredPageKind } from '../../domain/page/content-choice.policy.js';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { declaredPageKind, OPEN_GRAPH_HEADLINE_MIN_WORDS } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { HEAD_PROSE_WORDS } from '../../adapters/outbound/extract/html/markdown/dateline-lines.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';
import { stageOutcomesOnce } from './stage-outcomes.js';
import { replayPage } from './stage-replay.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';

interface Config {
  /** Minimum title words for `og:type` `article` to declare an article (Infinity: ignored). */
  readonly openGraphArticle: number;
  readonly headlines: boolean;
  readonly credits: boolean;
  readonly coverage: number;
  /** Words of the paragraph that ends the article's head for the dateline and byline rule (0: rule off). */
  readonly datelines: number;
}

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' }, coverage: { type: 'string' } } });
// The choice's coverage is tuned by `cross-validate.ts`; `--coverage 0.7,0.8,0.9` adds it to this grid.
const coverageGrid = values.coverage ? values.coverage.split(',').map(Number) : [CONTENT_CHOICE_THRESHOLDS.coverage];
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const datelineGrid = [0, 13, 25, 40];
const configs: Config[] = [Number.POSITIVE_INFINITY, 1, 3, 4, 5, 6, 7].flatMap((openGraphArticle) =>
  [false, true].flatMap((headlines) => [false, true].flatMap((credits) => coverageGrid.flatMap((coverage) => datelineGrid.map((datelines) => ({ openGraphArticle, headlines, credits, coverage, datelines }))))),
);
const production: Config = { openGraphArticle: OPEN_GRAPH_HEADLINE_MIN_WORDS, headlines: true, credits: true, coverage: CONTENT_CHOICE_THRESHOLDS.coverage, datelines: HEAD_PROSE_WORDS };
const productionIndex = configs.findIndex((config) => JSON.stringify(config) === JSON.stringify(production));
const baselineIndex = configs.findIndex((config) => JSON.stringify(config) === JSON.stringify({ ...production, openGraphArticle: Number.POSITIVE_INFINITY, headlines: false, credits: false, datelines: 0 }));

const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const { stages, options, metadata } = await stageOutcomesOnce(page, { declared: (read) => declaredPageKind(read, OPEN_GRAPH_HEADLINE_MIN_WORDS) });
  const declaredAt = new Map<number, DeclaredPageKind>([[OPEN_GRAPH_HEADLINE_MIN_WORDS, options.declared]]);
  const declaredFor = (minWords: number): DeclaredPageKind => {
    let declared = declaredAt.get(minWords);
    if (declared === undefined) declaredAt.set(minWords, (declared = declaredPageKind(metadata, minWords)));
    return declared;
  };
  const replay = replayPage(page.url);
  const memo = new Map<string, Scored>();
  for (const [configIndex, config] of configs.entries()) {
    const declared = declaredFor(config.openGraphArticle);
    const result = await runHtmlChain(replay, page.url, { ...options, stages, declared, choiceThresholds: { ...CONTENT_CHOICE_THRESHOLDS, coverage: config.coverage }, linkTrim: { headlines: config.headlines }, creditLines: config.credits, datelines: { on: config.datelines > 0, headProseWords: config.datelines } });
    let scored = memo.get(result.markdown);
    if (scored === undefined) {
      scored = scoreOutput(page, result.markdown);
      memo.set(result.markdown, scored);
    }
    (scores[configIndex] as Scored[])[index] = scored;
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const describe = (config: Config): string => `og:type article ${Number.isFinite(config.openGraphArticle) ? `declares an article from ${config.openGraphArticle} title words` : 'ignored'}, promoted headlines ${config.headlines ? 'dropped' : 'kept'}, credit lines ${config.credits ? 'dropped' : 'kept'}, coverage ${config.coverage}, datelines ${config.datelines > 0 ? `dropped in a head of paragraphs up to ${config.datelines} words` : 'kept'}`;
const { heldOut, chosen: picks } = crossValidate(pages, scores, productionIndex, folds);
const chosen = picks.map(({ index, trainObjective }, fold) => `fold ${fold + 1}: ${describe(configs[index] as Config)} (train objective ${trainObjective.toFixed(4)})`);
const all = pages.map((_, index) => index);
const rows = figureRows(pages, [scores[baselineIndex] as Scored[], scores[productionIndex] as Scored[], heldOut]);
console.log(`\n### rule-only cross-validation of the news rules (${folds}-fold, ${configs.length} configurations, ${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, the four rules off', 'in-sample, production', `${folds}-fold cross-validated`], rows));
console.log(`\nproduction: ${describe(production)}\n${chosen.join('\n')}`);
for (const [configIndex, config] of configs.entries()) console.log(`  ${describe(config)}: objective ${objective(pages, scores[configIndex] as Scored[], all).toFixed(4)}`);
// DIFF_PAGES=1 lists the pages whose output `og:type` `article` changes.
if (process.env.DIFF_PAGES === '1') {
  const withoutOpenGraph = configs.findIndex((config) => JSON.stringify(config) === JSON.stringify({ ...production, openGraphArticle: Number.POSITIVE_INFINITY }));
  const f1 = (scored: Scored, type: string): number => (type === 'news' ? pageF1(scored.counts) : scored.words.f1);
  pages.forEach((page, index) => {
    const a = (scores[withoutOpenGraph] as Scored[])[index] as Scored;
    const b = (scores[productionIndex] as Scored[])[index] as Scored;
    if (a !== b) console.log(`og diff ${page.type} ${page.id.slice(0, 8)} ${f1(a, page.type).toFixed(3)} → ${f1(b, page.type).toFixed(3)} ${page.url}`);
  });
}
