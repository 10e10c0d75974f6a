/**
 * Rule-only k-fold cross-validation of the accordion rules (`revealDisclosures`): whether a button
 * that is a heading's text (or a question with `aria-expanded`) stays as text, whether the
 * collapsed panel it opens is shown, and whether a collapsed element right after a question is
 * shown, every other setting at production. Each page runs the real chain (`runHtmlChain`, fresh
 * parse, the page's own chain options) with the rules all off and all on; only pages where the
 * rules change something (the chain's `accordions:` note) run the mixed settings. Folds, objective
 * (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are
 * `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/disclosure-rules-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { DISCLOSURE_OPTIONS, type DisclosureOptions } from '../../adapters/outbound/extract/html/region/disclosure-widgets.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const configs: DisclosureOptions[] = [false, true].flatMap((headings) => [false, true].flatMap((panels) => [false, true].map((answers) => ({ headings, panels, answers, headedControls: DISCLOSURE_OPTIONS.headedControls === true }))));
const indexOf = (options: DisclosureOptions): number => configs.findIndex((config) => config.headings === options.headings && config.panels === options.panels && config.answers === options.answers);
const productionIndex = indexOf(DISCLOSURE_OPTIONS);
const offIndex = indexOf({ headings: false, panels: false, answers: false });
const onIndex = indexOf({ headings: true, panels: true, answers: true });
const describe = (config: DisclosureOptions): string =>
  `accordion titles ${config.headings ? 'kept' : 'dropped'}, their panels ${config.panels ? 'shown' : 'hidden'}, answers after a question ${config.answers ? 'shown' : 'hidden'}`;

async function extract(page: CorpusPage, disclosures: DisclosureOptions): Promise<{ readonly markdown: string; readonly touched: boolean }> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  const result = await runHtmlChain(parsed, page.url, { ...options, disclosures });
  return { markdown: result.markdown, touched: result.stageNotes.some((note) => note.startsWith('accordions:')) };
}

/** scores[config][page]. */
const scores: Scored[][] = configs.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const off = await extract(page, configs[offIndex] as DisclosureOptions);
  const on = await extract(page, configs[onIndex] as DisclosureOptions);
  const offScore = scoreOutput(page, off.markdown);
  for (const [configIndex, config] of configs.entries()) {
    const markdown = configIndex === offIndex || !on.touched ? off.markdown : configIndex === onIndex ? on.markdown : (await extract(page, config)).markdown;
    (scores[configIndex] as Scored[])[index] = markdown === off.markdown ? offScore : scoreOutput(page, markdown);
  }
  if (on.markdown !== off.markdown) {
    const before = offScore.words.f1;
    const after = (scores[onIndex] as Scored[])[index]?.words.f1 ?? Number.NaN;
    changed.push(`${page.type} ${page.id.slice(0, 8)} ${before.toFixed(3)} → ${after.toFixed(3)} ${page.url}`);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### accordion rules: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${describe(DISCLOSURE_OPTIONS)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(configs[index] as DisclosureOptions)} (train objective ${trainObjective.toFixed(4)})`));
for (const [configIndex, config] of configs.entries()) console.log(`  ${describe(config)}: objective ${objective(pages, scores[configIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output the rules change (word F1, all off → all on):\n${changed.join('\n')}`);
