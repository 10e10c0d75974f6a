/**
 * Rule-only k-fold cross-validation of the accordion rule's headed controls (`DisclosureOptions.headedControls`):
 * a control that holds a heading (`<summary role="button"><h2>question</h2>`, a `<button>` wrapping
 * an `<h3>`) is kept as its title's text, or dropped as a control (the chain before session 12).
 * Every other setting at production. Each page runs the real chain (`runHtmlChain`, fresh parse)
 * both ways, only where its markup has a control before a heading. Folds, objective (mean of the news
 * corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/headed-controls-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { DISCLOSURE_OPTIONS } from '../../adapters/outbound/extract/html/region/disclosure-widgets.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const modes = [false, true];
const label = (headed: boolean): string => (headed ? 'headed controls kept' : 'headed controls dropped');
// A cheap pre-filter: only a control (button, summary, role or aria-expanded) can hold a heading.
const CONTROL = /<(?:button|summary)\b|\brole\s*=\s*["']?button\b|\baria-expanded\b/i;

async function extract(page: CorpusPage, html: string, headedControls: boolean): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, disclosures: { ...DISCLOSURE_OPTIONS, headedControls } })).markdown;
}

/** scores[mode][page]. */
const scores: Scored[][] = modes.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const off = await extract(page, html, false);
  const offScore = scoreOutput(page, off);
  const mayChange = CONTROL.test(html);
  for (const [modeIndex, headed] of modes.entries()) {
    const markdown = !headed || !mayChange ? off : await extract(page, html, true);
    (scores[modeIndex] as Scored[])[index] = markdown === off ? offScore : scoreOutput(page, markdown);
    if (markdown !== off) changed.push(`${label(headed)}: ${page.type} ${page.id.slice(0, 8)} ${offScore.words.f1.toFixed(3)} → ${((scores[modeIndex] as Scored[])[index] as Scored).words.f1.toFixed(3)} ${page.url}`);
  }
}

const productionIndex = modes.indexOf(DISCLOSURE_OPTIONS.headedControls === true);
const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### headed controls: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...modes.map((headed) => `in-sample, ${label(headed)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${label(DISCLOSURE_OPTIONS.headedControls === true)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${label(modes[index] === true)} (train objective ${trainObjective.toFixed(4)})`));
for (const [modeIndex, headed] of modes.entries()) console.log(`  ${label(headed)}: objective ${objective(pages, scores[modeIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output the mode changes (word F1, dropped → kept):\n${changed.join('\n')}`);
