/**
 * The loop every rule-only cross-validation script shares: each page runs the real chain
 * (`runHtmlChain`, fresh parse, the page's own chain options) under the baseline setting (the first),
 * and under the others only when `mayChange` says its markup can be affected; the settings' scores go
 * to `cv-folds.ts` (folds, objective: mean of the news corpus's shingle F1 and WCXB's word F1; the
 * production setting, or the baseline if the sweep says so, wins ties), and the report lists every page whose output a setting changes.
 *
 * Command-line flags read here: `--corpus DIR[,DIR]`, `--folds K`, `--ids a,b,…`; a script may read
 * its own others (unknown flags are left to it).
 */
import { parseArgs } from 'node:util';
import { runHtmlChain, type HtmlChainOptions } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, NEWS_TYPE, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

export interface SettingSweep<S> {
  /** The report's heading ("tab panels"). */
  readonly title: string;
  /** The settings compared; the first is the baseline every other one is diffed against. */
  readonly settings: readonly S[];
  /** The setting production uses (must be one of `settings`). */
  readonly production: S;
  readonly label: (setting: S) => string;
  /** The chain options that apply `setting` (merged over the page's own). */
  readonly chainOptions: (setting: S) => HtmlChainOptions;
  /** A cheap test of the raw markup: false when no setting can change the page (default: every page may change). */
  readonly mayChange?: (html: string) => boolean;
  /** Which setting wins a fold's tie: production's (default) or the baseline (the stricter test of a new rule). */
  readonly tiesTo?: 'production' | 'baseline';
}

/** Runs `sweep` over the corpora the command line names and prints its cross-validation report. */
export async function runSettingSweep<S>(sweep: SettingSweep<S>): Promise<void> {
  const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } }, strict: false });
  const folds = Math.max(2, Number.parseInt(String(values.folds), 10) || 5);
  const pages = loadCorpora(typeof values.corpus === 'string' ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, typeof values.ids === 'string' ? new Set(values.ids.split(',')) : undefined);
  const productionIndex = sweep.settings.indexOf(sweep.production);
  if (productionIndex < 0) throw new Error(`${sweep.title}: the settings must include production's`);
  const [baseline] = sweep.settings as [S, ...S[]];

  /** scores[setting][page]. */
  const scores: Scored[][] = sweep.settings.map(() => []);
  const changed: string[] = [];
  const started = performance.now();
  for (const [index, page] of pages.entries()) {
    const html = loadHtml(page);
    const base = await extract(page, html, sweep.chainOptions(baseline));
    const baseScore = scoreOutput(page, base);
    const mayChange = sweep.mayChange?.(html) ?? true;
    const f1 = (scored: Scored): number => (page.type === NEWS_TYPE ? pageF1(scored.counts) : scored.words.f1);
    for (const [settingIndex, setting] of sweep.settings.entries()) {
      const markdown = settingIndex === 0 || !mayChange ? base : await extract(page, html, sweep.chainOptions(setting));
      const scored = markdown === base ? baseScore : scoreOutput(page, markdown);
      (scores[settingIndex] as Scored[])[index] = scored;
      if (markdown !== base) changed.push(`${sweep.label(setting)}: ${page.type} ${page.id.slice(0, 8)} ${f1(baseScore).toFixed(3)} → ${f1(scored).toFixed(3)} ${page.url}`);
    }
  }

  const tieIndex = sweep.tiesTo === 'baseline' ? 0 : productionIndex;
  const { heldOut, chosen } = crossValidate(pages, scores, tieIndex, folds);
  const all = pages.map((_, index) => index);
  const labels = sweep.settings.map(sweep.label);
  console.log(`\n### ${sweep.title}: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s; ${labels[tieIndex]} wins ties)\n`);
  console.log(markdownTable(['pages', 'n', 'metric', ...labels.map((label) => `in-sample, ${label}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
  console.log(`\nproduction: ${sweep.label(sweep.production)}`);
  chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${labels[index] ?? '?'} (train objective ${trainObjective.toFixed(4)})`));
  labels.forEach((label, settingIndex) => console.log(`  ${label}: objective ${objective(pages, scores[settingIndex] as Scored[], all).toFixed(4)}`));
  console.log(`\npages whose output a setting changes (F1, ${labels[0]} → setting):\n${changed.join('\n')}`);
}

async function extract(page: CorpusPage, html: string, setting: HtmlChainOptions): Promise<string> {
  const parsed = await parseHtmlPage(html, page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  return (await runHtmlChain(parsed, page.url, { ...options, ...setting })).markdown;
}
