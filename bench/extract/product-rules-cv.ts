/**
 * K-fold cross-validation of the product-card rule alone (`removeProductCards`: off, or its card
 * size and share limits), every other setting at production. Only pages that declare a schema.org
 * product run once per configuration (the rule touches no other page); each run is the production
 * chain on a fresh parse. Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1)
 * and tie rule (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/product-rules-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { PRODUCT_CARD_THRESHOLDS, type ProductCardThresholds } from '../../adapters/outbound/extract/html/region/product-cards.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const configs: readonly (ProductCardThresholds | false)[] = [false, ...[400, 800, 1200].flatMap((maxCardChars) => [0.3, 0.5, 0.7].map((maxShare) => ({ maxCardChars, maxShare })))];
const same = (a: ProductCardThresholds | false, b: ProductCardThresholds | false): boolean => a === b || (a !== false && b !== false && a.maxCardChars === b.maxCardChars && a.maxShare === b.maxShare);
const productionIndex = configs.findIndex((config) => same(config, PRODUCT_CARD_THRESHOLDS));
const describe = (config: ProductCardThresholds | false): string => (config === false ? 'cards kept' : `cards ≤ ${config.maxCardChars} chars, ≤ ${config.maxShare} of the text`);

/** One run of the production chain on a fresh parse of `page`. */
async function extract(page: CorpusPage, productCards: ProductCardThresholds | false): Promise<{ readonly markdown: string; readonly productSchema: boolean }> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const declared = declaredPageKind(readPageMetadata(parsed.document, page.url));
  const result = await runHtmlChain(parsed, page.url, { declared, productCards });
  return { markdown: result.markdown, productSchema: declared.productSchema === true };
}

/** scores[config][page]. */
const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
let affected = 0;
for (const [index, page] of pages.entries()) {
  const first = await extract(page, configs[0] as false);
  (scores[0] as Scored[])[index] = scoreOutput(page, first.markdown);
  if (first.productSchema) affected += 1;
  for (let configIndex = 1; configIndex < configs.length; configIndex++) {
    const markdown = first.productSchema ? (await extract(page, configs[configIndex] as ProductCardThresholds)).markdown : first.markdown;
    (scores[configIndex] as Scored[])[index] = first.productSchema ? scoreOutput(page, markdown) : ((scores[0] as Scored[])[index] as Scored);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
console.log(`\n### product-card rule: ${folds}-fold cross-validation (${pages.length} pages, ${affected} declaring a schema.org product, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${describe(configs[productionIndex] as ProductCardThresholds | false)}\n${chosen.map((choice, fold) => `fold ${fold + 1}: ${describe(configs[choice.index] as ProductCardThresholds | false)} (train objective ${choice.trainObjective.toFixed(4)})`).join('\n')}`);
