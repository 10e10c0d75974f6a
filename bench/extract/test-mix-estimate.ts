/**
 * What the dev pages' per-type word F1 would average to on WCXB's test split, whose page types are
 * not equally common. Our WCXB dev sample holds 30 pages of each type, so its plain mean weights a
 * product page as much as an article; the test split is half articles. The upstream README gives the
 * test split's share of articles, service, product and collection pages; it does not give how the rest
 * divides among forum, listing and documentation pages, so the estimate is reported over several
 * divisions. Apply it to the baselines as well: the issue measured them on the test split, so their
 * estimate against their measured figure says how far to trust ours. An estimate, not a result.
 *
 *   node --import tsx bench/extract/test-mix-estimate.ts --runs a/runs/production.json[,b/runs/defuddle-linkedom.json]
 */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, NEWS_TYPE, loadCorpora, pageKey } from './corpus.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

/** Published shares of WCXB's 511-page test split (upstream README). */
const KNOWN_SHARES: Readonly<Record<string, number>> = { article: 0.503, service: 0.115, product: 0.055, collection: 0.067 };
const REST = 1 - Object.values(KNOWN_SHARES).reduce((sum, share) => sum + share, 0);
/** Divisions of the rest among forum, listing and documentation pages: even, and each type twice as common as the others. */
const DIVISIONS: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [2, 1, 1],
  [1, 2, 1],
  [1, 1, 2],
];

const { values } = parseArgs({ options: { runs: { type: 'string' } } });
if (values.runs === undefined) throw new Error('--runs a.json[,b.json] is required (bench:extract --keep-runs DIR writes one per variant)');
const pages = loadCorpora(DEFAULT_CORPUS_DIRS).filter((page) => page.type !== NEWS_TYPE);

const byVariant = new Map<string, Map<string, number[]>>();
for (const file of values.runs.split(',')) {
  const outputs = new Map<string, string>((JSON.parse(readFileSync(file, 'utf8')) as { pages: { key: string; output: string }[] }).pages.map((page) => [page.key, page.output]));
  const perType = new Map<string, number[]>();
  for (const page of pages) perType.set(page.type, [...(perType.get(page.type) ?? []), scoreOutput(page, outputs.get(pageKey(page)) ?? '').words.f1]);
  byVariant.set(`${basename(dirname(dirname(file)))}/${basename(file, '.json')}`, perType);
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const rows = [...byVariant].map(([variant, perType]) => {
  const typeMean = (type: string): number => mean(perType.get(type) ?? []);
  const estimates = DIVISIONS.map(([forum, listing, documentation]) => {
    const parts = forum + listing + documentation;
    const shares: Record<string, number> = { ...KNOWN_SHARES, forum: (REST * forum) / parts, listing: (REST * listing) / parts, documentation: (REST * documentation) / parts };
    return Object.entries(shares).reduce((sum, [type, share]) => sum + share * typeMean(type), 0);
  });
  return [variant, mean([...perType.values()].map(mean)).toFixed(4), Math.min(...estimates).toFixed(3), Math.max(...estimates).toFixed(3)];
});
console.log(`\n### WCXB dev per-type word F1 reweighted to the test split's page-type mix\n`);
console.log(markdownTable(['variant', 'dev mean (equal types)', 'test-mix estimate, low', 'test-mix estimate, high'], rows));
console.log(`\nKnown test shares: ${Object.entries(KNOWN_SHARES).map(([type, share]) => `${type} ${share}`).join(', ')}; forum, listing and documentation share the other ${REST.toFixed(3)} as ${DIVISIONS.map((division) => division.join(':')).join(', ')}.`);
