/**
 * Rule-only k-fold cross-validation of the post-quotation rule (`keepPostQuotes`): the asides inside
 * the bodies of the posts a page marks with microdata dropped as chrome (off), kept as part of the
 * post when they quote words found nowhere else on the page (`elsewhere`), when they hold a quotation
 * (`quotes`), or always (`all`); every other setting at production. Each page runs the real chain
 * (`runHtmlChain`, fresh parse) with the rule off; only pages whose markup has an `<aside>` and an
 * `itemprop` run the other modes. Folds, objective (mean of the news corpus's shingle F1 and WCXB's
 * word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/post-quotes-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { POST_QUOTE_MODE, type PostQuoteMode } from '../../adapters/outbound/extract/html/region/post-quotes.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const modes: PostQuoteMode[] = ['off', 'elsewhere', 'quotes', 'all'];

async function extract(page: CorpusPage, html: string, postQuotes: PostQuoteMode): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, postQuotes })).markdown;
}

/** scores[mode][page]. */
const scores: Scored[][] = modes.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const off = await extract(page, html, 'off');
  const offScore = scoreOutput(page, off);
  // A cheap pre-filter: only markup with an aside and microdata can change.
  const mayChange = /<aside\b/i.test(html) && /\bitemprop\s*=/i.test(html);
  const f1 = (scored: Scored): number => (page.type === 'news' ? pageF1(scored.counts) : scored.words.f1);
  for (const [modeIndex, mode] of modes.entries()) {
    const markdown = mode === 'off' || !mayChange ? off : await extract(page, html, mode);
    const scored = markdown === off ? offScore : scoreOutput(page, markdown);
    (scores[modeIndex] as Scored[])[index] = scored;
    if (markdown !== off) changed.push(`${mode}: ${page.type} ${page.id.slice(0, 8)} ${f1(offScore).toFixed(3)} → ${f1(scored).toFixed(3)} ${page.url}`);
  }
}

const productionIndex = modes.indexOf(POST_QUOTE_MODE);
const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### quotations in posts: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...modes.map((mode) => `in-sample, ${mode}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${POST_QUOTE_MODE}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${modes[index] ?? '?'} (train objective ${trainObjective.toFixed(4)})`));
for (const [modeIndex, mode] of modes.entries()) console.log(`  ${mode}: objective ${objective(pages, scores[modeIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output a mode changes (F1, off → mode):\n${changed.join('\n')}`);
