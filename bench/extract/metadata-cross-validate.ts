/**
 * Page metadata on the WCXB development pages: the production reader's titles, dates and authors
 * against WCXB's `title`, `publishDate` and `author`, and a k-fold cross-validation of the
 * metadata's tuned choices: the title preferences (`TitlePreferences`), the date preferences
 * (`DatePreferences`) and the author preferences (`AuthorPreferences`), each a grid of its own. Each page is parsed once as production parses it;
 * its title candidates are replayed under every title preference and its metadata read again under
 * every date preference. Folds are `cv-folds.ts`'s (a site's pages share a fold; stratified by page
 * type); each fold's preferences are the best on the other folds (ties
 * keep production's), scored on the held-out fold: titles by exact titles, dates and authors by
 * pages right (the reference's day or name where it has one, none where it has none). The date
 * compared is the one the page shows (`shownDate`: the publication, or the update day where the
 * page shows only that), as WCXB's `publishDate` is; the publication date alone is printed too. `--misses` lists every page
 * whose title, date or author is not exact.
 *
 *   node --import tsx bench/extract/metadata-cross-validate.ts [--corpus DIR] [--folds K] [--misses] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { readPageMetadata, readTitleCandidates } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { choosePageTitle, TITLE_PREFERENCES, type TitleCandidates, type TitlePreferences } from '../../domain/page/metadata/page-title.js';
import { DATE_PREFERENCES, type DatePreferences } from '../../domain/page/metadata/date-preferences.js';
import { AUTHOR_PREFERENCES, type AuthorPreferences } from '../../domain/page/metadata/page-author.js';
import { loadCorpus, loadHtml, pageKey, type CorpusPage } from './corpus.js';
import { formatMetadataAccuracy, metadataAccuracy, normaliseForComparison, shownDate } from './metadata-accuracy.js';
import { stratifiedFolds } from './cv-folds.js';
import { crossValidateGrid, type GridCrossValidation } from './metadata-grid.js';
import { markdownTable } from './report.js';
import type { VariantMetadata } from './variant.js';

const { values } = parseArgs({
  options: { corpus: { type: 'string', default: 'bench/corpus/wcxb-dev' }, folds: { type: 'string', default: '5' }, misses: { type: 'boolean', default: false }, ids: { type: 'string' } },
});
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpus(values.corpus, values.ids ? new Set(values.ids.split(',')) : undefined).filter((page) => page.title !== undefined);

const titleGrid: TitlePreferences[] = [];
for (const firstSource of ['document', 'social'] as const) {
  for (const headingWithinTitle of ['never', 'product-pages', 'always', 'unless-extended'] as const) {
    for (const confirmedWording of ['heading', 'stated', 'stated-where-split'] as const) {
      for (const homePageTitle of ['segment', 'site-name'] as const) {
        for (const headingConfirmation of ['stated', 'names'] as const) {
          for (const agreedTitle of ['ignored', 'over-part', 'over-names'] as const) titleGrid.push({ firstSource, headingWithinTitle, confirmedWording, homePageTitle, headingConfirmation, agreedTitle });
        }
      }
    }
  }
}
const dateGrid: DatePreferences[] = [];
for (const statedMeta of ['shown', 'shown-or-no-dates', 'always'] as const) {
  for (const tableCaptions of ['read', 'skip'] as const) {
    for (const titleAnchor of ['headings', 'title-element'] as const) {
      for (const timeText of ['attribute', 'shown-day'] as const) {
        for (const shownUpdate of ['never', 'instead-of-publication'] as const) dateGrid.push({ statedMeta, tableCaptions, titleAnchor, timeText, shownUpdate });
      }
    }
  }
}
const authorGrid: AuthorPreferences[] = (['never', 'last', 'before-meta', 'first'] as const).map((byline) => ({ byline }));
const describe = (preferences: object): string => Object.entries(preferences).map(([key, value]) => `${key} ${String(value)}`).join(', ');
const indexOf = (grid: readonly object[], production: object): number => {
  const index = grid.findIndex((preferences) => describe(preferences) === describe(production));
  if (index < 0) throw new Error('the grid must contain the production preferences');
  return index;
};

const candidates: TitleCandidates[] = [];
const reported = new Map<string, VariantMetadata>();
/** dates[config][page]: the publication date under that date preference. */
const dates: (string | undefined)[][] = dateGrid.map(() => []);
/** authors[config][page]: the author under that author preference. */
const authors: (string | undefined)[][] = authorGrid.map(() => []);
const started = performance.now();
for (const page of pages) {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  candidates.push(readTitleCandidates(parsed.document, page.url));
  const metadata = readPageMetadata(parsed.document, page.url);
  reported.set(pageKey(page), {
    ...(metadata.title === undefined ? {} : { title: metadata.title }),
    ...(metadata.author === undefined ? {} : { author: metadata.author }),
    ...(metadata.publishedAt === undefined ? {} : { publishedAt: metadata.publishedAt }),
    ...(metadata.updatedAt === undefined ? {} : { updatedAt: metadata.updatedAt }),
  });
  dateGrid.forEach((preferences, configIndex) => (dates[configIndex] as (string | undefined)[]).push(shownDate(readPageMetadata(parsed.document, page.url, { date: preferences }))));
  authorGrid.forEach((preferences, configIndex) => (authors[configIndex] as (string | undefined)[]).push(readPageMetadata(parsed.document, page.url, { author: preferences }).author));
}

const exact = (page: CorpusPage, title: string | undefined): boolean => normaliseForComparison(title ?? '') === normaliseForComparison(page.title ?? '');
const dateRight = (page: CorpusPage, date: string | undefined): boolean => (date?.slice(0, 10) ?? '') === (page.publishDate ?? '');
const sameAuthor = (found: string | undefined, reference: string | undefined): boolean => normaliseForComparison(found ?? '').toLowerCase() === normaliseForComparison(reference ?? '').toLowerCase();
const foldOf = stratifiedFolds(pages, folds);
const titles = crossValidateGrid(titleGrid.map((preferences) => pages.map((page, index) => exact(page, choosePageTitle(candidates[index] as TitleCandidates, preferences)))), indexOf(titleGrid, TITLE_PREFERENCES), foldOf, folds);
const dated = crossValidateGrid(dateGrid.map((_, configIndex) => pages.map((page, index) => dateRight(page, dates[configIndex]?.[index]))), indexOf(dateGrid, DATE_PREFERENCES), foldOf, folds);

const share = (count: number, total: number): string => `${count}/${total} (${total === 0 ? 'n/a' : `${((100 * count) / total).toFixed(1)} %`})`;
const all = pages.map((_, index) => index);
const groups = [['all', all] as const, ...[...new Set(pages.map((page) => page.type))].sort().map((type) => [`  ${type}`, all.filter((index) => pages[index]?.type === type)] as const)];
const count = (members: readonly number[], test: (index: number) => boolean): number => members.filter(test).length;

console.log(`\n### page metadata on ${pages.length} WCXB pages (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(formatMetadataAccuracy(metadataAccuracy(pages, reported)));

const report = (grid: readonly object[], result: GridCrossValidation): void => {
  console.log(`\nproduction: ${describe(grid[result.production] as object)}\nbest of grid in-sample: ${describe(grid[result.optimistic] as object)}`);
  grid.forEach((preferences, configIndex) => console.log(`  ${describe(preferences)}: ${count(all, (index) => result.hits[configIndex]?.[index] === true)}`));
  result.chosen.forEach((configIndex, fold) => console.log(`fold ${fold + 1}: ${describe(grid[configIndex] as object)} (train ${result.trainScores[fold]})`));
};

console.log(`\n### titles exact: ${folds}-fold cross-validation of the title preferences (${titleGrid.length} configurations)\n`);
console.log(markdownTable(['pages', 'n', 'in-sample (production preferences)', 'in-sample best of grid (optimistic)', `${folds}-fold cross-validated`], groups.map(([label, group]) => [
  label, String(group.length), share(count(group, (index) => titles.hits[titles.production]?.[index] === true), group.length),
  share(count(group, (index) => titles.hits[titles.optimistic]?.[index] === true), group.length), share(count(group, (index) => titles.heldOut[index] === true), group.length),
])));
report(titleGrid, titles);

/**
 * Prints one grid's figures per page group, in-sample and cross-validated: exact where the reference has a value,
 * invented where it has none. `found[config][page]` is the value under that configuration.
 */
const presenceSection = (label: string, grid: readonly object[], result: GridCrossValidation, found: readonly (readonly (string | undefined)[])[], stated: (page: CorpusPage) => boolean, right: (page: CorpusPage, value: string | undefined) => boolean): void => {
  const figures = (valueOf: (index: number) => string | undefined, group: readonly number[]): string => {
    const withValue = group.filter((index) => stated(pages[index] as CorpusPage));
    const without = group.filter((index) => !stated(pages[index] as CorpusPage));
    return `${share(count(withValue, (index) => right(pages[index] as CorpusPage, valueOf(index))), withValue.length)} / ${share(count(without, (index) => valueOf(index) !== undefined), without.length)}`;
  };
  const heldOut = (index: number): string | undefined => found[result.chosen[foldOf[index] as number] as number]?.[index];
  console.log(`\n### ${label}: ${folds}-fold cross-validation of the ${label.replace(/s$/, '')} preferences (${grid.length} configurations); exact where the page has one / invented where it has none\n`);
  console.log(markdownTable(['pages', 'n', 'in-sample (production preferences)', 'in-sample best of grid (optimistic)', `${folds}-fold cross-validated`], groups.map(([name, group]) => [
    name, String(group.length), figures((index) => found[result.production]?.[index], group), figures((index) => found[result.optimistic]?.[index], group), figures(heldOut, group),
  ])));
  report(grid, result);
};
presenceSection('dates', dateGrid, dated, dates, (page) => (page.publishDate ?? '') !== '', dateRight);
const credited = crossValidateGrid(authorGrid.map((_, configIndex) => pages.map((page, index) => sameAuthor(authors[configIndex]?.[index], page.author))), indexOf(authorGrid, AUTHOR_PREFERENCES), foldOf, folds);
presenceSection('authors', authorGrid, credited, authors, (page) => (page.author ?? '') !== '', (page, author) => sameAuthor(author, page.author));

if (values.misses) {
  console.log('\n### misses (production)\n');
  for (const page of pages) {
    const found = reported.get(pageKey(page)) ?? {};
    const titleMiss = !exact(page, found.title);
    const dateMiss = !dateRight(page, shownDate(found));
    const authorMiss = !sameAuthor(found.author, page.author);
    if (!titleMiss && !dateMiss && !authorMiss) continue;
    console.log(`${page.id} [${page.type}]${titleMiss ? ` title ${JSON.stringify(found.title)} ≠ ${JSON.stringify(page.title)}` : ''}${dateMiss ? ` date ${shownDate(found) ?? '-'}${found.updatedAt === undefined ? '' : ' (updated)'} ≠ ${page.publishDate || '-'}` : ''}${authorMiss ? ` author ${JSON.stringify(found.author ?? '-')} ≠ ${JSON.stringify(page.author || '-')}` : ''}`);
  }
}
