/**
 * Rule-only k-fold cross-validation of the member-signature rule (`removePostSignatures`): signatures
 * kept (off) or removed when one shape recurs at least 1, 2 or 3 times; every other setting at
 * production. Each page runs the real chain (`runHtmlChain`, fresh parse) with the rule off; only
 * pages whose markup names a signature run the other modes. Folds, objective (mean of the news
 * corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/post-signatures-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { POST_SIGNATURE_MIN_REPEATS } from '../../adapters/outbound/extract/html/region/post-signatures.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
type Mode = number | false;
const modes: Mode[] = [false, 1, 2, 3];
const SIGNATURE = /ignature/;
const label = (mode: Mode): string => (mode === false ? 'off' : `≥ ${mode}`);

async function extract(page: CorpusPage, html: string, postSignatures: Mode): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, postSignatures })).markdown;
}

/** scores[mode][page]. */
const scores: Scored[][] = modes.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const off = await extract(page, html, false);
  const offScore = scoreOutput(page, off);
  // A cheap pre-filter: only markup that names a signature can change.
  const mayChange = SIGNATURE.test(html);
  for (const [modeIndex, mode] of modes.entries()) {
    const markdown = mode === false || !mayChange ? off : await extract(page, html, mode);
    (scores[modeIndex] as Scored[])[index] = markdown === off ? offScore : scoreOutput(page, markdown);
    if (markdown !== off) changed.push(`${label(mode)}: ${page.type} ${page.id.slice(0, 8)} ${offScore.words.f1.toFixed(3)} → ${((scores[modeIndex] as Scored[])[index] as Scored).words.f1.toFixed(3)} ${page.url}`);
  }
}

const productionIndex = modes.indexOf(POST_SIGNATURE_MIN_REPEATS);
const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### member signatures: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...modes.map((mode) => `in-sample, ${label(mode)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${label(POST_SIGNATURE_MIN_REPEATS)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${index < modes.length ? label(modes[index] as Mode) : '?'} (train objective ${trainObjective.toFixed(4)})`));
for (const [modeIndex, mode] of modes.entries()) console.log(`  ${label(mode)}: objective ${objective(pages, scores[modeIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output a mode changes (word F1, off → mode):\n${changed.join('\n')}`);
