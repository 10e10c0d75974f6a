/**
 * Rule-only k-fold cross-validation of three byline rules before the stages: the short relative copy
 * of a date that a `<time>` prints beside its full form ("June 14, 20241 yr": `dropShortTimeCopies`)
 * dropped or kept, and the author of a post marked with microdata whose name is only a
 * `<meta itemprop="name">` read by its visible profile link (`PostFurnitureOptions.metaNames`) or
 * dropped with the user card, and a post's author named in an `<aside>` beside it kept as a line
 * (`keepPostAuthorAsides`) or dropped with the aside. Eight configurations; the one before the
 * rules (all off) wins ties.
 * Each page runs the real chain (`runHtmlChain`, fresh parse); only pages whose markup has a
 * `<time>`, an `itemprop="name"` or an `<aside>` run the other configurations. Folds, objective (mean of the
 * news corpus's shingle F1 and WCXB's word F1) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/post-bylines-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { POST_FURNITURE_OPTIONS } from '../../adapters/outbound/extract/html/region/post-furniture.js';
import { SHORT_TIME_COPIES_DROPPED } from '../../adapters/outbound/extract/html/region/time-copies.js';
import { POST_AUTHOR_ASIDES_KEPT } from '../../adapters/outbound/extract/html/region/post-author-asides.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
interface Config { readonly timeCopies: boolean; readonly metaNames: boolean; readonly authorAsides: boolean }
const configs: Config[] = [false, true].flatMap((authorAsides) => [false, true].flatMap((metaNames) => [false, true].map((timeCopies) => ({ timeCopies, metaNames, authorAsides }))));
const label = (config: Config): string => `time copies ${config.timeCopies ? 'dropped' : 'kept'}, meta names ${config.metaNames ? 'read' : 'off'}, author asides ${config.authorAsides ? 'kept' : 'off'}`;
const MAY_CHANGE = /<time\b|itemprop=["']?name|<aside\b/i;

async function extract(page: CorpusPage, html: string, config: Config): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, shortTimeCopies: config.timeCopies, authorAsides: config.authorAsides, postFurniture: { ...POST_FURNITURE_OPTIONS, metaNames: config.metaNames } })).markdown;
}

/** scores[config][page]. */
const scores: Scored[][] = configs.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const base = await extract(page, html, configs[0] as Config);
  const baseScore = scoreOutput(page, base);
  const mayChange = MAY_CHANGE.test(html);
  for (const [configIndex, config] of configs.entries()) {
    const markdown = configIndex === 0 || !mayChange ? base : await extract(page, html, config);
    (scores[configIndex] as Scored[])[index] = markdown === base ? baseScore : scoreOutput(page, markdown);
    if (markdown !== base) changed.push(`${label(config)}: ${page.type} ${page.id.slice(0, 8)} ${baseScore.words.f1.toFixed(4)} → ${((scores[configIndex] as Scored[])[index] as Scored).words.f1.toFixed(4)} ${page.url}`);
  }
}

// The chain before these rules wins ties: a rule must earn its place on the training folds.
const { heldOut, chosen } = crossValidate(pages, scores, 0, folds);
const all = pages.map((_, index) => index);
console.log(`\n### post bylines: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${label(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${label({ timeCopies: SHORT_TIME_COPIES_DROPPED, metaNames: POST_FURNITURE_OPTIONS.metaNames === true, authorAsides: POST_AUTHOR_ASIDES_KEPT })}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${label(configs[index] as Config)} (train objective ${trainObjective.toFixed(4)})`));
for (const [configIndex, config] of configs.entries()) console.log(`  ${label(config)}: objective ${objective(pages, scores[configIndex] as Scored[], all).toFixed(5)}`);
console.log(`\npages whose output a configuration changes (word F1, both off → configuration):\n${changed.join('\n')}`);
