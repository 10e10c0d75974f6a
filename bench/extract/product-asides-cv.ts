/**
 * Rule-only k-fold cross-validation of session 12's widening of the aside-heading vocabulary
 * (`AsideVocabulary`: `base`, or `wide` with "Sponsored …", "Often viewed …", "… Reviews",
 * "Customers say" and the common titles in six other languages). Every other setting at
 * production; each page runs the real chain (`runHtmlChain`, fresh parse). Folds and objective
 * (mean of the news corpus's shingle F1 and WCXB's word F1) are `cv-folds.ts`'s; the status quo (`base`) wins ties.
 *
 *   node --import tsx bench/extract/product-asides-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import type { AsideVocabulary } from '../../domain/page/aside-heading.policy.js';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

type Config = AsideVocabulary;
const configs: readonly Config[] = ['base', 'wide'];
const describe = (config: Config): string => config;

async function extract(page: CorpusPage, html: string, config: Config): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, asideVocabulary: config })).markdown;
}

/** scores[config][page]. */
const scores: Scored[][] = configs.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const off = await extract(page, html, configs[0] as Config);
  const offScore = scoreOutput(page, off);
  for (const [configIndex, config] of configs.entries()) {
    const markdown = configIndex === 0 ? off : await extract(page, html, config);
    (scores[configIndex] as Scored[])[index] = markdown === off ? offScore : scoreOutput(page, markdown);
    if (markdown !== off) changed.push(`${describe(config)}: ${page.type} ${page.id.slice(0, 8)} ${offScore.words.f1.toFixed(3)} → ${((scores[configIndex] as Scored[])[index] as Scored).words.f1.toFixed(3)} ${page.url}`);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const { heldOut, chosen } = crossValidate(pages, scores, 0, folds);
const all = pages.map((_, index) => index);
console.log(`\n### product-page asides: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s; the status quo, ${describe(configs[0] as Config)}, wins ties)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(configs[index] as Config)} (train objective ${trainObjective.toFixed(4)})`));
for (const [configIndex, config] of configs.entries()) console.log(`  ${describe(config)}: objective ${objective(pages, scores[configIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output a configuration changes (word F1, status quo → configuration):\n${changed.join('\n')}`);
