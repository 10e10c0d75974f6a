/**
 * The large-document path's cleaning (`LargePartCleaning`), cross-validated with EVERY page of both
 * dev corpora forced through that path (read in parts of `LARGE_DOCUMENT_LIMITS.partChars`, as if it
 * were over `minMarkupChars`): only one dev page is that large, so these are pages the path was never
 * tuned on. Each setting's outputs are scored (news: shingle F1, WCXB: word F1) and `cv-folds.ts`
 * picks a setting per fold on the training folds and judges it on the held-out fold (production wins ties).
 *
 *   node --import tsx bench/extract/large-path-cv.ts [--corpus DIR[,DIR]] [--folds 5] [--ids a,b]
 */
import { parseArgs } from 'node:util';
import { prefilterHtml } from '../../adapters/outbound/extract/html/html-prefilter.js';
import { extractLargeHtmlDocument, LARGE_PART_CLEANING, type LargePartCleaning } from '../../adapters/outbound/extract/html/large-document/large-html-document.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, NEWS_TYPE } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const OFF: LargePartCleaning = { region: false, markupFirst: 'all', measures: 'page', noscript: false, main: false, finishing: 'none' };
const ALL: LargePartCleaning = { region: true, markupFirst: 'all', measures: 'page', noscript: true, main: true, finishing: 'all' };
/** Each rule alone, all but each rule, the other modes of the production setting, and all. */
const PRODUCTION: LargePartCleaning = { ...ALL, markupFirst: 'chrome' };
const SETTINGS: readonly LargePartCleaning[] = [
  OFF,
  { ...OFF, region: true },
  { ...OFF, noscript: true },
  { ...OFF, main: true },
  { ...OFF, finishing: 'all' },
  { ...PRODUCTION, region: false },
  { ...PRODUCTION, noscript: false },
  { ...PRODUCTION, main: false },
  { ...PRODUCTION, finishing: 'none' },
  { ...PRODUCTION, finishing: 'links' },
  { ...PRODUCTION, finishing: 'trim' },
  { ...PRODUCTION, markupFirst: 'all' },
  { ...PRODUCTION, markupFirst: 'none' },
  { ...PRODUCTION, measures: 'part' },
  { ...PRODUCTION, measures: 'part', finishing: 'links' },
  PRODUCTION,
];
const label = (setting: LargePartCleaning): string => {
  const on = Object.entries(setting).filter(([, value]) => value === true).map(([name]) => name);
  if (setting.finishing !== 'none') on.push(setting.finishing === 'all' ? 'finishing' : `finishing (${setting.finishing})`);
  if (!setting.region) return on.join('+') || 'markup only';
  return `${on.join('+')} (markup first: ${setting.markupFirst}, ${setting.measures} measures)`;
};
const same = (a: LargePartCleaning, b: LargePartCleaning): boolean => label(a) === label(b);

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus === undefined ? DEFAULT_CORPUS_DIRS : values.corpus.split(','), values.ids === undefined ? undefined : new Set(values.ids.split(',')));
const productionIndex = SETTINGS.findIndex((setting) => same(setting, LARGE_PART_CLEANING));
if (productionIndex < 0) throw new Error('the settings must include production\'s');

const scores: Scored[][] = SETTINGS.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const f1 = (scored: Scored): number => (page.type === NEWS_TYPE ? pageF1(scored.counts) : scored.words.f1);
  let base: Scored | undefined;
  for (const [settingIndex, cleaning] of SETTINGS.entries()) {
    const result = await extractLargeHtmlDocument(html, prefilterHtml(html), page.url, { replacementChars: 0, decodedLength: html.length }, { rawOnly: false, isCancelled: () => false, cleaning });
    const scored = scoreOutput(page, result.markdown);
    (scores[settingIndex] as Scored[])[index] = scored;
    base ??= scored;
    if (settingIndex === productionIndex && Math.abs(f1(scored) - f1(base)) > 0.0005) changed.push(`${page.type} ${page.id.slice(0, 8)} ${f1(base).toFixed(3)} → ${f1(scored).toFixed(3)} ${page.url}`);
  }
}

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
const labels = SETTINGS.map(label);
console.log(`\n### large-document path, every page forced through it: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s; ${labels[productionIndex]} wins ties)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...labels.map((name) => `in-sample, ${name}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\nproduction: ${labels[productionIndex]}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${labels[index] ?? '?'} (train objective ${trainObjective.toFixed(4)})`));
labels.forEach((name, settingIndex) => console.log(`  ${name}: objective ${objective(pages, scores[settingIndex] as Scored[], all).toFixed(4)}`));
console.log(`\npages whose F1 production's setting changes against ${labels[0]}:\n${changed.join('\n')}`);
