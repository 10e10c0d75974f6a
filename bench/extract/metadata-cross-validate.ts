/**
 * Page metadata on the WCXB development pages: the production reader's titles, dates and authors
 * against WCXB's `title`, `publishDate` and `author`, and a k-fold cross-validation of the title
 * preferences (`TitlePreferences`), the metadata's only tuned choices. Each page is parsed once as
 * production parses it; its title candidates are then replayed under every preference. Folds are
 * stratified by page type (pages dealt round-robin in FNV-1a hash order, as in `cross-validate.ts`);
 * each fold's preferences are the best on the other folds by exact titles (ties keep production's),
 * scored on the held-out fold. `--misses` lists every page whose title or date is not exact.
 *
 *   node --import tsx bench/extract/metadata-cross-validate.ts [--corpus DIR] [--folds K] [--misses] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { readPageMetadata, readTitleCandidates } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { choosePageTitle, TITLE_PREFERENCES, type TitleCandidates, type TitlePreferences } from '../../domain/page/metadata/page-title.js';
import { loadCorpus, loadHtml, pageKey, type CorpusPage } from './corpus.js';
import { formatMetadataAccuracy, metadataAccuracy, normaliseForComparison } from './metadata-accuracy.js';
import { markdownTable } from './report.js';
import type { VariantMetadata } from './variant.js';

const { values } = parseArgs({
  options: { corpus: { type: 'string', default: 'bench/corpus/wcxb-dev' }, folds: { type: 'string', default: '5' }, misses: { type: 'boolean', default: false }, ids: { type: 'string' } },
});
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpus(values.corpus, values.ids ? new Set(values.ids.split(',')) : undefined).filter((page) => page.title !== undefined);

const grid: TitlePreferences[] = [];
for (const firstSource of ['document', 'social'] as const) {
  for (const headingWithinTitle of ['never', 'product-pages', 'always'] as const) grid.push({ firstSource, headingWithinTitle });
}
const describe = (preferences: TitlePreferences): string => `first ${preferences.firstSource}, heading within title ${preferences.headingWithinTitle}`;
const productionIndex = grid.findIndex((preferences) => describe(preferences) === describe(TITLE_PREFERENCES));
if (productionIndex < 0) throw new Error('the grid must contain the production preferences');

const candidates: TitleCandidates[] = [];
const reported = new Map<string, VariantMetadata>();
const started = performance.now();
for (const page of pages) {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  candidates.push(readTitleCandidates(parsed.document, page.url));
  const metadata = readPageMetadata(parsed.document, page.url);
  reported.set(pageKey(page), {
    ...(metadata.title === undefined ? {} : { title: metadata.title }),
    ...(metadata.author === undefined ? {} : { author: metadata.author }),
    ...(metadata.publishedAt === undefined ? {} : { publishedAt: metadata.publishedAt }),
  });
}

const exact = (page: CorpusPage, title: string | undefined): boolean => normaliseForComparison(title ?? '') === normaliseForComparison(page.title ?? '');
/** hits[config][page]: the title under that configuration is exact. */
const hits = grid.map((preferences) => pages.map((page, index) => exact(page, choosePageTitle(candidates[index] as TitleCandidates, preferences))));
const score = (configIndex: number, members: readonly number[]): number => members.filter((index) => (hits[configIndex] as boolean[])[index]).length;

const hash = (text: string): number => [...text].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
const foldOf = new Array<number>(pages.length);
for (const type of new Set(pages.map((page) => page.type))) {
  const members = pages.map((page, index) => ({ page, index })).filter(({ page }) => page.type === type).sort((a, b) => hash(a.page.id) - hash(b.page.id));
  members.forEach(({ index }, position) => (foldOf[index] = position % folds));
}
const heldOut = new Array<boolean>(pages.length);
const chosen: string[] = [];
for (let fold = 0; fold < folds; fold++) {
  const train = pages.map((_, index) => index).filter((index) => foldOf[index] !== fold);
  let best = productionIndex;
  grid.forEach((_, configIndex) => {
    if (score(configIndex, train) > score(best, train)) best = configIndex;
  });
  chosen.push(`fold ${fold + 1}: ${describe(grid[best] as TitlePreferences)} (train ${score(best, train)}/${train.length})`);
  pages.forEach((_, index) => {
    if (foldOf[index] === fold) heldOut[index] = (hits[best] as boolean[])[index] as boolean;
  });
}

const all = pages.map((_, index) => index);
const optimistic = grid.map((_, configIndex) => score(configIndex, all)).reduce((best, value, configIndex, list) => (value > (list[best] ?? -1) ? configIndex : best), productionIndex);
const share = (count: number, total: number): string => `${count}/${total} (${((100 * count) / total).toFixed(1)} %)`;
const rows = [['all', all] as const, ...[...new Set(pages.map((page) => page.type))].sort().map((type) => [`  ${type}`, all.filter((index) => pages[index]?.type === type)] as const)]
  .map(([label, group]) => [label, String(group.length), share(score(productionIndex, group), group.length), share(score(optimistic, group), group.length), share(group.filter((index) => heldOut[index]).length, group.length)]);

console.log(`\n### page metadata on ${pages.length} WCXB pages (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(formatMetadataAccuracy(metadataAccuracy(pages, reported)));
console.log(`\n### titles exact: ${folds}-fold cross-validation of the title preferences (${grid.length} configurations)\n`);
console.log(markdownTable(['pages', 'n', 'in-sample (production preferences)', 'in-sample best of grid (optimistic)', `${folds}-fold cross-validated`], rows));
console.log(`\nproduction: ${describe(TITLE_PREFERENCES)}\nbest of grid in-sample: ${describe(grid[optimistic] as TitlePreferences)}`);
grid.forEach((preferences, configIndex) => console.log(`  ${describe(preferences)}: ${score(configIndex, all)}`));
console.log(chosen.join('\n'));

if (values.misses) {
  console.log('\n### misses (production)\n');
  for (const page of pages) {
    const found = reported.get(pageKey(page)) ?? {};
    const titleMiss = !exact(page, found.title);
    const dateMiss = (found.publishedAt?.slice(0, 10) ?? '') !== (page.publishDate ?? '');
    if (!titleMiss && !dateMiss) continue;
    console.log(`${page.id} [${page.type}]${titleMiss ? ` title ${JSON.stringify(found.title)} ≠ ${JSON.stringify(page.title)}` : ''}${dateMiss ? ` date ${found.publishedAt ?? '-'} ≠ ${page.publishDate || '-'}` : ''}`);
  }
}
