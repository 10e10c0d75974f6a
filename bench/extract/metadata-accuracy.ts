import { titleKey } from '../../domain/page/metadata/page-title.js';
import { pageKey, type CorpusPage } from './corpus.js';
import type { VariantMetadata } from './variant.js';

/** How a variant's page metadata compares with the corpus's (WCXB pages only: they carry title, author and date). */
export interface MetadataAccuracy {
  readonly pages: number;
  /** Titles equal after Unicode (NFKC), quote and whitespace normalisation. */
  readonly titlesExact: number;
  /** Titles equal in letters and digits, ignoring case, punctuation and symbols. */
  readonly titlesKeyEqual: number;
  readonly withDate: number;
  /**
   * Shown dates (see {@link shownDate}) whose calendar day equals the corpus date: WCXB's
   * `publishDate` is the date the page shows, its "Updated" day where it shows only that.
   */
  readonly datesExact: number;
  readonly datesMissing: number;
  readonly withoutDate: number;
  /** Dates reported for pages the corpus says have none. */
  readonly datesInvented: number;
  /** The same two measures on the publication date alone (`publishedAt`, without a shown update). */
  readonly publishedExact: number;
  readonly publishedInvented: number;
  readonly withAuthor: number;
  readonly authorsExact: number;
  readonly withoutAuthor: number;
  /** Authors reported for pages the corpus says have none. */
  readonly authorsInvented: number;
}

/**
 * Normalises a title or name for exact comparison: NFKC, straight quotes and dashes, no
 * trademark signs (® ™ ℠: WCXB's titles keep them on some pages and drop them on others), no
 * invisible format characters, collapsed whitespace.
 */
export function normaliseForComparison(value: string): string {
  return value.normalize('NFKC').replace(/[‘’‛′]/g, "'").replace(/[“”„″]/g, '"').replace(/[‐‑‒–—]/g, '-').replace(/[®™℠\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim();
}

/** The date a page shows as its own: the publication date, or the last-update day it shows instead. */
export function shownDate(found: VariantMetadata): string | undefined {
  return found.updatedAt ?? found.publishedAt;
}

/** Scores reported metadata against the corpus fields. */
export function metadataAccuracy(corpus: readonly CorpusPage[], reported: ReadonlyMap<string, VariantMetadata | undefined>): MetadataAccuracy {
  const pages = corpus.filter((page) => page.title !== undefined);
  let titlesExact = 0;
  let titlesKeyEqual = 0;
  let withDate = 0;
  let datesExact = 0;
  let datesMissing = 0;
  let withoutDate = 0;
  let datesInvented = 0;
  let publishedExact = 0;
  let publishedInvented = 0;
  let withAuthor = 0;
  let authorsExact = 0;
  let withoutAuthor = 0;
  let authorsInvented = 0;
  for (const page of pages) {
    const found = reported.get(pageKey(page)) ?? {};
    if (normaliseForComparison(found.title ?? '') === normaliseForComparison(page.title ?? '')) titlesExact += 1;
    if (titleKey(found.title ?? '') === titleKey(page.title ?? '')) titlesKeyEqual += 1;
    const date = shownDate(found);
    if ((page.publishDate ?? '') !== '') {
      withDate += 1;
      if (date === undefined) datesMissing += 1;
      else if (date.slice(0, 10) === page.publishDate) datesExact += 1;
      if (found.publishedAt?.slice(0, 10) === page.publishDate) publishedExact += 1;
    } else {
      withoutDate += 1;
      if (date !== undefined) datesInvented += 1;
      if (found.publishedAt !== undefined) publishedInvented += 1;
    }
    if ((page.author ?? '') !== '') {
      withAuthor += 1;
      if (normaliseForComparison(found.author ?? '').toLowerCase() === normaliseForComparison(page.author ?? '').toLowerCase()) authorsExact += 1;
    } else {
      withoutAuthor += 1;
      if (found.author !== undefined) authorsInvented += 1;
    }
  }
  return { pages: pages.length, titlesExact, titlesKeyEqual, withDate, datesExact, datesMissing, withoutDate, datesInvented, publishedExact, publishedInvented, withAuthor, authorsExact, withoutAuthor, authorsInvented };
}

/** One line per measure, with shares. */
export function formatMetadataAccuracy(accuracy: MetadataAccuracy): string {
  const share = (part: number, whole: number) => `${part}/${whole} (${whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`})`;
  return [
    `titles exact ${share(accuracy.titlesExact, accuracy.pages)}; equal in letters and digits ${share(accuracy.titlesKeyEqual, accuracy.pages)}`,
    `dates shown (published, or updated where only that is shown) exact where the page has one ${share(accuracy.datesExact, accuracy.withDate)} (missing ${accuracy.datesMissing}); invented where it has none ${share(accuracy.datesInvented, accuracy.withoutDate)}`,
    `publication date alone: exact ${share(accuracy.publishedExact, accuracy.withDate)}; invented ${share(accuracy.publishedInvented, accuracy.withoutDate)}`,
    `authors exact where the page has one ${share(accuracy.authorsExact, accuracy.withAuthor)}; invented where it has none ${share(accuracy.authorsInvented, accuracy.withoutAuthor)}`,
  ].join('\n');
}
