/**
 * K-fold cross-validation of the streamed-segment rule (`placeStreamedSegments`: React's hidden
 * `S:<n>` segments put in place of their `B:<n>`/`P:<n>` placeholders before the stages), off or on,
 * crossed with the product-card share limit (0.5, production, or 0.7): the segments add text to a
 * product page, which moves the share its other products' cards hold. Every other setting at
 * production; the chain run as the bench runs it (metadata, statements, the product's description).
 * Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule
 * (production wins ties) are those of `cv-folds.ts`. Only pages whose markup holds a streamed
 * segment, or that declare a schema.org product, are run more than once.
 *
 *   node --import tsx bench/extract/streamed-segments-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { PRODUCT_CARD_THRESHOLDS } from '../../adapters/outbound/extract/html/region/product-cards.js';
import { STREAMED_SEGMENTS_PLACED } from '../../adapters/outbound/extract/html/region/streamed-segments.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

interface Config {
  readonly streamed: boolean;
  readonly maxShare: number;
}
const configs: readonly Config[] = [false, true].flatMap((streamed) => [0.5, 0.7].map((maxShare) => ({ streamed, maxShare })));
const describe = (config: Config): string => `segments ${config.streamed ? 'placed' : 'left hidden'}, cards ≤ ${config.maxShare} of the text`;
const productionIndex = configs.findIndex((config) => config.streamed === STREAMED_SEGMENTS_PLACED && config.maxShare === PRODUCT_CARD_THRESHOLDS.maxShare);
const SEGMENT = /<div\s+hidden\s+id="S:[0-9a-z]+"/i;

async function extract(page: CorpusPage, html: string, config: Config): Promise<{ readonly markdown: string; readonly productSchema: boolean }> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  const result = await runHtmlChain(parsed, page.url, { ...options, streamedSegments: config.streamed, productCards: { ...PRODUCT_CARD_THRESHOLDS, maxShare: config.maxShare } });
  return { markdown: result.markdown, productSchema: options.declared.productSchema === true };
}

/** scores[config][page]. */
const scores: Scored[][] = configs.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const base = await extract(page, html, configs[0] as Config);
  const baseScore = scoreOutput(page, base.markdown);
  const segments = SEGMENT.test(html);
  for (const [configIndex, config] of configs.entries()) {
    const mayChange = (config.streamed && segments) || (config.maxShare !== 0.5 && base.productSchema);
    const markdown = configIndex === 0 || !mayChange ? base.markdown : (await extract(page, html, config)).markdown;
    const score = markdown === base.markdown ? baseScore : scoreOutput(page, markdown);
    (scores[configIndex] as Scored[])[index] = score;
    if (markdown !== base.markdown) changed.push(`${describe(config)}: ${page.type} ${page.id.slice(0, 8)} ${baseScore.words.f1.toFixed(3)} → ${score.words.f1.toFixed(3)} ${page.url}`);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### streamed segments × card share: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${describe(configs[productionIndex] as Config)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(configs[index] as Config)} (train objective ${trainObjective.toFixed(4)})`));
for (const [configIndex, config] of configs.entries()) console.log(`  ${describe(config)}: objective ${objective(pages, scores[configIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output a configuration changes (word F1, segments hidden and cards ≤ 0.5 → configuration):\n${changed.join('\n')}`);
