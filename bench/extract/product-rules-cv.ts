/**
 * K-fold cross-validation of the two product-page rules, each alone with every other setting at
 * production: the product-card rule (`removeProductCards`: off, or its card size and share limits)
 * and the structured description (`addStructuredDescription`: off, or its word and coverage
 * limits). Only pages that declare a schema.org product run once per card configuration (the rules
 * touch no other page); each run is the production chain on a fresh parse, without the description,
 * which is then added as the chain adds it last. Folds, objective (mean of the news corpus's shingle
 * F1 and WCXB's word F1) and tie rule (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/product-rules-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { PRODUCT_CARD_THRESHOLDS, type ProductCardThresholds } from '../../adapters/outbound/extract/html/region/product-cards.js';
import { addStructuredDescription, STRUCTURED_DESCRIPTION_THRESHOLDS, type StructuredDescriptionThresholds } from '../../adapters/outbound/extract/html/markdown/structured-description.js';
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
const descriptions: readonly (StructuredDescriptionThresholds | false)[] = [false, ...[10, 20, 40].flatMap((minWords) => [0.3, 0.5, 0.7].map((maxCovered) => ({ minWords, maxCovered })))];
const sameDescription = (a: StructuredDescriptionThresholds | false, b: StructuredDescriptionThresholds | false): boolean => a === b || (a !== false && b !== false && a.minWords === b.minWords && a.maxCovered === b.maxCovered);
const descriptionProduction = descriptions.findIndex((config) => sameDescription(config, STRUCTURED_DESCRIPTION_THRESHOLDS));
const describeDescription = (config: StructuredDescriptionThresholds | false): string => (config === false ? 'never added' : `added from ${config.minWords} words, under ${config.maxCovered} covered`);

/** One run of the production chain on a fresh parse of `page`. */
async function extract(page: CorpusPage, productCards: ProductCardThresholds | false): Promise<{ readonly markdown: string; readonly productSchema: boolean; readonly description?: string }> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const metadata = readPageMetadata(parsed.document, page.url);
  const declared = declaredPageKind(metadata);
  const result = await runHtmlChain(parsed, page.url, { declared, pageStatements: metadata, productCards, structuredDescription: false });
  return { markdown: result.markdown, productSchema: declared.productSchema === true, ...(metadata.productDescription === undefined ? {} : { description: metadata.productDescription }) };
}
const described = (markdown: string, description: string | undefined, config: StructuredDescriptionThresholds | false): string => (config === false ? markdown : addStructuredDescription(markdown, description, config).markdown);

/** scores[card config][page] with the description at production; descriptionScores[description config][page] with the cards at production. */
const scores: Scored[][] = configs.map(() => []);
const descriptionScores: Scored[][] = descriptions.map(() => []);
const productionDescription = descriptions[descriptionProduction] as StructuredDescriptionThresholds | false;
const started = performance.now();
let affected = 0;
for (const [index, page] of pages.entries()) {
  const first = await extract(page, configs[0] as false);
  if (first.productSchema) affected += 1;
  for (const [configIndex, config] of configs.entries()) {
    const run = configIndex === 0 || !first.productSchema ? first : await extract(page, config);
    const productDescription = first.productSchema ? productionDescription : false;
    (scores[configIndex] as Scored[])[index] = scoreOutput(page, described(run.markdown, run.description, productDescription));
    if (configIndex === productionIndex) {
      for (const [descriptionIndex, description] of descriptions.entries()) {
        (descriptionScores[descriptionIndex] as Scored[])[index] = scoreOutput(page, described(run.markdown, run.description, first.productSchema ? description : false));
      }
    }
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const header = `${pages.length} pages, ${affected} declaring a schema.org product, ${((performance.now() - started) / 1000).toFixed(0)} s`;
const cards = crossValidate(pages, scores, productionIndex, folds);
console.log(`\n### product-card rule: ${folds}-fold cross-validation (${header})\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, cards.heldOut])));
console.log(`\nproduction: ${describe(configs[productionIndex] as ProductCardThresholds | false)}\n${cards.chosen.map((choice, fold) => `fold ${fold + 1}: ${describe(configs[choice.index] as ProductCardThresholds | false)} (train objective ${choice.trainObjective.toFixed(4)})`).join('\n')}`);
const added = crossValidate(pages, descriptionScores, descriptionProduction, folds);
console.log(`\n### structured description: ${folds}-fold cross-validation (${header})\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...descriptions.map((config) => `in-sample, ${describeDescription(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...descriptionScores, added.heldOut])));
console.log(`\nproduction: ${describeDescription(productionDescription)}\n${added.chosen.map((choice, fold) => `fold ${fold + 1}: ${describeDescription(descriptions[choice.index] as StructuredDescriptionThresholds | false)} (train objective ${choice.trainObjective.toFixed(4)})`).join('\n')}`);
