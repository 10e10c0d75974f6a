/**
 * Rule-only k-fold cross-validation of how far a titled aside block grows (`removeAsideBlocks`'s
 * `maxLeadShare`): the block of a "Reviews" or "Similar items" heading climbs to an ancestor only while
 * at most that share of the ancestor's visible text comes before the heading (else a product's tab set
 * whose description has no heading of its own went with the reviews heading after it). Configurations:
 * no limit (the rule before session 12) and a majority (0.5, production; `--grid` adds 0.25 and 0.75
 * to show the neighbourhood); every other setting at production. Each page runs the
 * real chain (`runHtmlChain`, fresh parse) per setting. Folds, objective (mean of the news corpus's
 * shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/aside-lead-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...] [--grid]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { ASIDE_THRESHOLDS, type AsideThresholds } from '../../adapters/outbound/extract/html/region/aside-blocks.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' }, grid: { type: 'boolean', default: false } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const limits = values.grid ? [Number.POSITIVE_INFINITY, 0.25, 0.5, 0.75] : [Number.POSITIVE_INFINITY, 0.5];
const label = (limit: number): string => (Number.isFinite(limit) ? `lead ≤ ${limit} of the block` : 'no limit');

async function extract(page: CorpusPage, html: string, asides: AsideThresholds): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, asides })).markdown;
}

/** scores[limit][page]. */
const scores: Scored[][] = limits.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const off = await extract(page, html, { ...ASIDE_THRESHOLDS, maxLeadShare: Number.POSITIVE_INFINITY });
  const offScore = scoreOutput(page, off);
  for (const [limitIndex, limit] of limits.entries()) {
    const markdown = Number.isFinite(limit) ? await extract(page, html, { ...ASIDE_THRESHOLDS, maxLeadShare: limit }) : off;
    (scores[limitIndex] as Scored[])[index] = markdown === off ? offScore : scoreOutput(page, markdown);
    if (markdown !== off) changed.push(`${label(limit)}: ${page.type} ${page.id.slice(0, 8)} ${offScore.words.f1.toFixed(3)} → ${((scores[limitIndex] as Scored[])[index] as Scored).words.f1.toFixed(3)} ${page.url}`);
  }
}

const productionIndex = limits.indexOf(ASIDE_THRESHOLDS.maxLeadShare ?? Number.POSITIVE_INFINITY);
if (productionIndex < 0) throw new Error('the grid must contain the production limit');
const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### aside blocks' lead text: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...limits.map((limit) => `in-sample, ${label(limit)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${label(ASIDE_THRESHOLDS.maxLeadShare ?? Number.POSITIVE_INFINITY)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${label(limits[index] ?? Number.NaN)} (train objective ${trainObjective.toFixed(4)})`));
for (const [limitIndex, limit] of limits.entries()) console.log(`  ${label(limit)}: objective ${objective(pages, scores[limitIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output a limit changes (word F1, no limit → limit):\n${changed.join('\n')}`);
