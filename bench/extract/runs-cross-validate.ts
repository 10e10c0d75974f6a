/**
 * k-fold cross-validation of an on/off choice between whole `bench:extract` runs: each `--runs` file is
 * a `--keep-runs` JSON of one variant of the code (the first is production: ties keep it). Each fold
 * picks the run with the best objective on the other folds (`cv-folds.ts`: a site's pages share a fold,
 * stratified by corpus and type; mean of the news corpus's shingle F1 and WCXB's word F1) and is scored with it. For rules that
 * act inside the stages (the Markdown conversion), which the replaying CV scripts cannot vary. Lists
 * the pages whose score changes between the first two runs.
 *
 *   node --import tsx bench/extract/runs-cross-validate.ts --runs before/production.json,after/production.json [--folds K]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, loadCorpora, pageKey } from './corpus.js';
import { crossValidate, figureRows, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { runs: { type: 'string' }, folds: { type: 'string', default: '5' }, corpus: { type: 'string' } } });
if (values.runs === undefined) throw new Error('--runs a.json,b.json is required');
const files = values.runs.split(',');
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS);
const scores: Scored[][] = files.map((file) => {
  const outputs = new Map<string, string>((JSON.parse(readFileSync(file, 'utf8')) as { pages: { key: string; output: string }[] }).pages.map((page) => [page.key, page.output]));
  return pages.map((page) => scoreOutput(page, outputs.get(pageKey(page)) ?? ''));
});
const { heldOut, chosen } = crossValidate(pages, scores, 0, folds);
console.log(`\n### ${folds}-fold cross-validation over ${files.length} runs (${pages.length} pages)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...files.map((file, index) => `in-sample, run ${index + 1}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, heldOut])));
console.log(`\n${chosen.map(({ index, trainObjective }, fold) => `fold ${fold + 1}: run ${index + 1} (${files[index]}, train objective ${trainObjective.toFixed(4)})`).join('\n')}`);
const f1 = (scored: Scored, type: string): number => (type === 'news' ? pageF1(scored.counts) : scored.words.f1);
pages.forEach((page, index) => {
  const [a, b] = [(scores[0] as Scored[])[index] as Scored, (scores[1] as Scored[] | undefined)?.[index]];
  if (b !== undefined && Math.abs(f1(a, page.type) - f1(b, page.type)) > 1e-9) console.log(`${page.type} ${page.id.slice(0, 8)} ${f1(a, page.type).toFixed(3)} → ${f1(b, page.type).toFixed(3)}`);
});
