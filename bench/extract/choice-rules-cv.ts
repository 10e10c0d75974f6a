/**
 * Can a measured signal tell, per page, which candidate to keep? Reads the per-page candidates
 * written by `choice-oracle.ts --out` (each candidate's finished Markdown and the raw stages' word
 * counts) and cross-validates one-switch decision rules over both corpora: "where production's
 * content choice kept X and the page declares K, keep candidate Y instead when signal S is above
 * (below) t", for every declared kind (none, article, thread/product/listing, a thread that states
 * a date), signal (Readability's share of the region's words, the region's words, and of the part
 * of the region that Readability left out: its words, the share of them inside links, its
 * headings, its lines with code), threshold (the signal's quantiles) and target (region, Readability, Defuddle), plus
 * production itself. Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1)
 * and tie rule (production wins ties) are `cv-folds.ts`'s. With `--check FILE --check-corpus DIR` (another
 * corpus's `choice-oracle.ts --corpus DIR --out FILE`, e.g. the silver documentation corpus of
 * `local-docs-corpus.ts`), the rules the folds chose and the best in-sample rule are then applied, unchanged,
 * to those pages: a check on pages no rule was chosen on. `--only TEXT` keeps the rules whose name holds TEXT (and
 * production): one family, whose threshold the folds choose.
 *
 *   node --import tsx bench/extract/choice-rules-cv.ts --in FILE [--folds K] [--only TEXT] [--check FILE --check-corpus DIR]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, loadCorpora, pageKey, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { leadBeforeCut, leadWords } from '../../domain/page/cut-lead.js';
import { visibleWordCount } from '../../domain/page/markdown-words.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { in: { type: 'string' }, folds: { type: 'string', default: '5' }, check: { type: 'string' }, 'check-corpus': { type: 'string' }, only: { type: 'string' } } });
if (values.in === undefined) throw new Error('--in FILE (written by choice-oracle.ts --out) is required');
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
if (values.check !== undefined && values['check-corpus'] === undefined) throw new Error('--check FILE needs --check-corpus DIR (the corpus the file was written for)');

type Candidate = 'production' | 'region' | 'readability' | 'defuddle';
interface PageRecord {
  readonly key: string;
  readonly declared: { readonly article: boolean; readonly collection: boolean };
  readonly markdown: Record<Candidate, string>;
  readonly stageWords: Partial<Record<'region' | 'readability' | 'defuddle', number | undefined>>;
  readonly productionNotes: readonly string[];
}
const readRecords = (file: string): Map<string, PageRecord> => new Map((JSON.parse(readFileSync(file, 'utf8')) as PageRecord[]).map((record) => [record.key, record]));
const records = readRecords(values.in);
const pages = loadCorpora(DEFAULT_CORPUS_DIRS).filter((page) => records.has(pageKey(page)));

const LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
const words = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
const normal = (line: string): string => line.replace(LINK, '$1').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase();

interface Signals {
  readonly kept: 'region' | 'readability' | undefined;
  readonly kind: 'none' | 'article' | 'collection' | 'dated thread';
  readonly values: Record<string, number>;
}
function signals(record: PageRecord): Signals {
  const region = record.stageWords.region ?? 0;
  const readability = record.stageWords.readability ?? 0;
  const inReadability = new Set(record.markdown.readability.split('\n').map(normal));
  const left = record.markdown.region.split('\n').filter((line) => normal(line) !== '' && !inReadability.has(normal(line)));
  const leftWords = left.reduce((sum, line) => sum + words(line.replace(LINK, '$1')), 0);
  const linkWords = left.reduce((sum, line) => sum + [...line.matchAll(LINK)].reduce((inner, match) => inner + words(match[1] ?? ''), 0), 0);
  const note = record.productionNotes.find((line) => line.startsWith('choice: '));
  const { article, collection } = record.declared;
  return {
    kept: note === undefined ? undefined : note.startsWith('choice: readability') ? 'readability' : 'region',
    kind: collection ? (article ? 'dated thread' : 'collection') : article ? 'article' : 'none',
    values: {
      'readability share': region === 0 ? 0 : readability / region,
      'region words': region,
      'left-out words': leftWords,
      'left-out link share': leftWords === 0 ? 0 : linkWords / leftWords,
      'left-out headings': left.filter((line) => line.startsWith('#')).length,
      'left-out code lines': left.filter((line) => line.includes('`')).length,
      'region words before readability': visibleWordCount(leadBeforeCut(record.markdown.region, record.markdown.readability)),
      'region lead words (production)': leadWords(record.markdown.region, record.markdown.readability),
    },
  };
}

const candidates: Candidate[] = ['production', 'region', 'readability', 'defuddle'];
const scored = new Map<Candidate, Scored[]>(candidates.map((candidate) => [candidate, pages.map((page) => scoreOutput(page, (records.get(pageKey(page)) as PageRecord).markdown[candidate]))]));
const pageSignals = pages.map((page) => signals(records.get(pageKey(page)) as PageRecord));

interface Rule {
  readonly name: string;
  readonly pick: (signals: Signals) => Candidate;
}
const rules: Rule[] = [{ name: 'production', pick: () => 'production' }];
const quantiles = (list: readonly number[], count: number): number[] => {
  const sorted = [...list].sort((a, b) => a - b);
  return [...new Set(Array.from({ length: count }, (_, index) => sorted[Math.floor(((index + 0.5) * sorted.length) / count)] as number))];
};
for (const kind of ['none', 'article', 'collection', 'dated thread', 'any'] as const) {
  for (const signal of Object.keys(pageSignals[0]?.values ?? {})) {
    for (const threshold of quantiles(pageSignals.map((page) => page.values[signal] as number), 20)) {
      for (const above of [true, false]) {
        for (const target of ['region', 'readability', 'defuddle'] as const) {
          rules.push({
            name: `${kind === 'any' ? 'any page' : `declared ${kind}`}: ${target} when ${signal} ${above ? '>' : '<'} ${Number(threshold.toFixed(3))}`,
            pick: (page) => {
              if (page.kept === undefined || page.kept === target || (kind !== 'any' && page.kind !== kind)) return 'production';
              const value = page.values[signal] as number;
              return (above ? value > threshold : value < threshold) ? target : 'production';
            },
          });
        }
      }
    }
  }
}
// `--only TEXT`: one family of rules (and production), to cross-validate a threshold the reading of pages proposed.
const family = values.only === undefined ? rules : rules.filter((rule, index) => index === 0 || rule.name.includes(values.only as string));
rules.splice(0, rules.length, ...family);
const scores = rules.map((rule) => pageSignals.map((page, index) => (scored.get(rule.pick(page)) as Scored[])[index] as Scored));
const { heldOut, chosen } = crossValidate(pages, scores, 0, folds);
const all = pages.map((_, index) => index);
const ranked = rules.map((rule, index) => ({ rule, value: objective(pages, scores[index] as Scored[], all) })).sort((a, b) => b.value - a.value);
const bestInSample = rules.indexOf((ranked[0] as (typeof ranked)[number]).rule);
console.log(`\n### content choice: one-switch rules, ${folds}-fold cross-validation (${rules.length} rules, ${pages.length} pages)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'production', 'best rule in-sample', `${folds}-fold cross-validated`], figureRows(pages as CorpusPage[], [scored.get('production') as Scored[], scores[bestInSample] as Scored[], heldOut])));
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${(rules[index] as Rule).name} (train objective ${trainObjective.toFixed(4)})`));
console.log('\nbest rules in-sample (objective):');
for (const { rule, value } of ranked.slice(0, 10)) console.log(`  ${value.toFixed(4)} ${rule.name}`);

if (values.check !== undefined) {
  const checkRecords = readRecords(values.check);
  const checkPages = loadCorpora([values['check-corpus'] as string]).filter((page) => checkRecords.has(pageKey(page)));
  const checkSignals = checkPages.map((page) => signals(checkRecords.get(pageKey(page)) as PageRecord));
  const checkScored = new Map<Candidate, Scored[]>(candidates.map((candidate) => [candidate, checkPages.map((page) => scoreOutput(page, (checkRecords.get(pageKey(page)) as PageRecord).markdown[candidate]))]));
  const applied = [...new Set([0, bestInSample, ...chosen.map(({ index }) => index)])];
  const columns = applied.map((index) => checkSignals.map((page, pageIndex) => (checkScored.get((rules[index] as Rule).pick(page)) as Scored[])[pageIndex] as Scored));
  console.log(`\n### the chosen rules on ${checkPages.length} pages of ${values['check-corpus'] as string}, which no rule was chosen on\n`);
  applied.forEach((index, column) => console.log(`(${column + 1}) ${(rules[index] as Rule).name}`));
  console.log('');
  console.log(markdownTable(['pages', 'n', 'metric', ...applied.map((_, column) => `(${column + 1})`)], figureRows(checkPages as CorpusPage[], columns)));
}
