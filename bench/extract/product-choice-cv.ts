/**
 * K-fold cross-validation of the content choice's coverage on pages that declare a schema.org
 * product (`ContentChoiceThresholds.productCoverage`), every other setting at production: 0.8 (the
 * general coverage, i.e. no product setting) up to 1.1. Only pages that declare a schema.org
 * product run once per configuration (the setting touches no other page); each run is the
 * production chain on a fresh parse with the page's metadata (statements, structured description).
 * Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule
 * (production wins ties) are those of `cv-folds.ts`. Prints the pages production's setting changes.
 *
 *   node --import tsx bench/extract/product-choice-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { CONTENT_CHOICE_THRESHOLDS } from '../../domain/page/content-choice.policy.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const configs: readonly number[] = [CONTENT_CHOICE_THRESHOLDS.coverage, 0.85, 0.9, 0.95, 1, 1.1];
const productionIndex = configs.indexOf(CONTENT_CHOICE_THRESHOLDS.productCoverage ?? CONTENT_CHOICE_THRESHOLDS.coverage);
const describe = (coverage: number): string => (coverage === CONTENT_CHOICE_THRESHOLDS.coverage ? `product coverage ${coverage} (the general one)` : `product coverage ${coverage}`);

/** One run of the production chain on a fresh parse of `page`, with a product page's coverage. */
async function extract(page: CorpusPage, productCoverage: number): Promise<{ readonly markdown: string; readonly productSchema: boolean }> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const metadata = readPageMetadata(parsed.document, page.url);
  const options = await pageChainOptions(metadata, parsed.baseUrl);
  const result = await runHtmlChain(parsed, page.url, { ...options, choiceThresholds: { ...CONTENT_CHOICE_THRESHOLDS, productCoverage } });
  return { markdown: result.markdown, productSchema: options.declared.productSchema === true };
}

const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
let affected = 0;
const changes: string[] = [];
for (const [index, page] of pages.entries()) {
  const first = await extract(page, configs[0] as number);
  if (first.productSchema) affected += 1;
  const base = scoreOutput(page, first.markdown);
  for (const [configIndex, coverage] of configs.entries()) {
    const score = configIndex === 0 || !first.productSchema ? base : scoreOutput(page, (await extract(page, coverage)).markdown);
    (scores[configIndex] as Scored[])[index] = score;
    if (configIndex === productionIndex && score.words.f1 !== base.words.f1) changes.push(`${page.type} ${page.id.slice(0, 8)}: ${base.words.f1.toFixed(4)} → ${score.words.f1.toFixed(4)}`);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const header = `${pages.length} pages, ${affected} declaring a schema.org product, ${((performance.now() - started) / 1000).toFixed(0)} s`;
const result = crossValidate(pages, scores, productionIndex, folds);
console.log(`\n### content choice on product pages: ${folds}-fold cross-validation (${header})\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((coverage) => `in-sample, ${describe(coverage)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, result.heldOut])));
console.log(`\nproduction: ${describe(configs[productionIndex] as number)}\n${result.chosen.map((choice, fold) => `fold ${fold + 1}: ${describe(configs[choice.index] as number)} (train objective ${choice.trainObjective.toFixed(4)})`).join('\n')}`);
console.log(`\npages production's setting changes against the general coverage (word F1):\n${changes.join('\n')}`);
