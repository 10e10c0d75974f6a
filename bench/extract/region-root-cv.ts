/**
 * K-fold cross-validation of how the region's root chosen before the chain's removals bears on the
 * region (`RegionRootMode`: `after`, production's root chosen on the page the stages see; `kept`, the
 * root chosen before the removals stays; `main`, a `<main>` that qualified before the removals stays
 * the root), crossed with whether other products' cards' share is taken of the page as served, before the
 * titled aside blocks go (in place of the session 11 product helper's cards before asides) and with the content choice's `productInside` (none, or
 * the shares given: Readability's longer cut on a product page wins only when that share of its words
 * are the region's too). Every page runs the production chain on a fresh parse
 * with its metadata once per configuration (a page without `<main>` once: the modes cannot differ there,
 * nor can the card share without a declared schema.org product). Folds, objective and tie rule
 * (production wins ties) are those of `cv-folds.ts`. Prints the pages each configuration changes.
 *
 *   node --import tsx bench/extract/region-root-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...] [--modes after,kept,main] [--insides 0.3,0.5,0.7]
 */
import { parseArgs } from 'node:util';
import { PRODUCT_CARD_SHARE_AS_SERVED } from '../../adapters/outbound/extract/html/html-chain-before-stages.js';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { REGION_ROOT_MODE, type RegionRootMode } from '../../adapters/outbound/extract/html/region/content-region.js';
import { CONTENT_CHOICE_THRESHOLDS } from '../../domain/page/content-choice.policy.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' }, modes: { type: 'string' }, insides: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

interface Config {
  readonly mode: RegionRootMode;
  readonly cardShareAsServed: boolean;
  /** `ContentChoiceThresholds.productInside`; none when undefined. */
  readonly inside: number | undefined;
}
const modes: readonly RegionRootMode[] = values.modes === undefined ? ['after', 'kept'] : (values.modes.split(',') as RegionRootMode[]);
const insides: readonly (number | undefined)[] = [undefined, ...(values.insides ?? '0.3,0.5,0.7').split(',').filter((text) => text !== '').map(Number)];
const configs: readonly Config[] = modes.flatMap((mode) => [false, true].flatMap((cardShareAsServed) => insides.map((inside) => ({ mode, cardShareAsServed, inside }))));
const productionIndex = configs.findIndex((config) => config.mode === REGION_ROOT_MODE && config.cardShareAsServed === PRODUCT_CARD_SHARE_AS_SERVED && config.inside === CONTENT_CHOICE_THRESHOLDS.productInside);
const describe = (config: Config): string => `root ${config.mode}${config.cardShareAsServed ? ', card share as served' : ''}${config.inside === undefined ? '' : `, inside ${config.inside}`}`;

/** One run of the production chain on a fresh parse of `page` under `config`. */
async function extract(page: CorpusPage, config: Config): Promise<{ readonly markdown: string; readonly hasMain: boolean; readonly productSchema: boolean }> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const hasMain = parsed.document.body?.querySelector('main, [role="main"]') != null;
  const metadata = readPageMetadata(parsed.document, page.url);
  const options = await pageChainOptions(metadata, parsed.baseUrl);
  const { productInside: _production, ...choice } = CONTENT_CHOICE_THRESHOLDS;
  const choiceThresholds = config.inside === undefined ? choice : { ...choice, productInside: config.inside };
  const result = await runHtmlChain(parsed, page.url, { ...options, regionRoot: config.mode, cardShareAsServed: config.cardShareAsServed, choiceThresholds });
  return { markdown: result.markdown, hasMain, productSchema: options.declared.productSchema === true };
}

const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
const changes: string[][] = configs.map(() => []);
let withMain = 0;
for (const [index, page] of pages.entries()) {
  const first = await extract(page, configs[0] as Config);
  if (first.hasMain) withMain += 1;
  const base = scoreOutput(page, first.markdown);
  for (const [configIndex, config] of configs.entries()) {
    const same = configIndex === 0 || ((!first.hasMain || config.mode === 'after') && (!first.productSchema || (!config.cardShareAsServed && config.inside === undefined)));
    const output = same ? first.markdown : (await extract(page, config)).markdown;
    const score = same ? base : scoreOutput(page, output);
    (scores[configIndex] as Scored[])[index] = score;
    if (output !== first.markdown) (changes[configIndex] as string[]).push(`${page.type} ${page.id.slice(0, 8)}: ${base.words.f1.toFixed(4)} → ${score.words.f1.toFixed(4)}${output !== first.markdown && score.words.f1 === base.words.f1 ? ' (output changed)' : ''}`);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const header = `${pages.length} pages, ${withMain} with a <main>, ${((performance.now() - started) / 1000).toFixed(0)} s`;
const result = crossValidate(pages, scores, productionIndex, folds);
console.log(`\n### region root against the removals: ${folds}-fold cross-validation (${header})\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, result.heldOut])));
console.log(`\nproduction: ${describe(configs[productionIndex] as Config)}\n${result.chosen.map((choice, fold) => `fold ${fold + 1}: ${describe(configs[choice.index] as Config)} (train objective ${choice.trainObjective.toFixed(4)})`).join('\n')}`);
for (const [configIndex, config] of configs.entries()) console.log(`\noutputs ${describe(config)} changes against ${describe(configs[0] as Config)} (word F1):\n${(changes[configIndex] as string[]).join('\n')}`);
