/**
 * Rule-only k-fold cross-validation of the repeated-badge rule (`markRepeatedBadges`): badges
 * (short labels in elements whose class names a badge, ribbon, sticker or flag) kept, or left out
 * of the content region when at least 2, 3, 4 or 5 of them on the page say the same label; every other setting at
 * production. Each page runs the real chain (`runHtmlChain`, fresh parse) with the rule off; only
 * pages whose markup has such a class run the other settings. Folds, objective (mean of the news
 * corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/repeated-badges-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { BADGE_MIN_REPEATS } from '../../adapters/outbound/extract/html/region/repeated-badges.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const settings: (number | false)[] = [false, 2, 3, 4, 5];
const label = (setting: number | false): string => (setting === false ? 'off' : `${setting} copies`);
const BADGE_CLASS = /\bclass\s*=\s*["'][^"']*(?:adge|ibbon|ticker|flag|Flag)/;

async function extract(page: CorpusPage, html: string, badges: number | false): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, badges })).markdown;
}

/** scores[setting][page]. */
const scores: Scored[][] = settings.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const off = await extract(page, html, false);
  const offScore = scoreOutput(page, off);
  const mayChange = BADGE_CLASS.test(html);
  for (const [settingIndex, setting] of settings.entries()) {
    const markdown = setting === false || !mayChange ? off : await extract(page, html, setting);
    (scores[settingIndex] as Scored[])[index] = markdown === off ? offScore : scoreOutput(page, markdown);
    if (markdown !== off) changed.push(`${label(setting)}: ${page.type} ${page.id.slice(0, 8)} ${offScore.words.f1.toFixed(3)} → ${((scores[settingIndex] as Scored[])[index] as Scored).words.f1.toFixed(3)} ${page.url}`);
  }
}

const productionIndex = settings.indexOf(BADGE_MIN_REPEATS);
const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### repeated badges: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...settings.map((setting) => `in-sample, ${label(setting)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${label(BADGE_MIN_REPEATS)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${label(settings[index] ?? false)} (train objective ${trainObjective.toFixed(4)})`));
for (const [settingIndex, setting] of settings.entries()) console.log(`  ${label(setting)}: objective ${objective(pages, scores[settingIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output a setting changes (word F1, off → setting):\n${changed.join('\n')}`);
