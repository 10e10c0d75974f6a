import { datesInText, normalizePublicationDate, writesDay } from '../../../../../domain/page/metadata/publication-date.js';
import { DATE_PREFERENCES, type DatePreferences } from '../../../../../domain/page/metadata/date-preferences.js';
import { firstStatedTime, readDateline, singleEntryDate } from './dateline-reader.js';
import { DATED_TYPES, mainEntities, text, type Statements } from './page-statements.js';
import { hasItemProp } from './statement-elements.js';
import { nodeTypes, type JsonLdNode } from './json-ld-reader.js';
import { PRODUCT_TYPES } from './schema-kinds.js';

/** `<meta>` names and properties that state an article's publication date. */
const DATE_META = [
  'article:published_time', 'og:article:published_time', 'datePublished', 'publication_date', 'publish-date', 'publishdate', 'pubdate',
  'og:published_time', 'dc.date.issued', 'dcterms.issued', 'citation_publication_date', 'citation_date', 'parsely-pub-date', 'sailthru.date',
  // A journal's online date (MDPI's `citation_publication_date` names a month alone) and PRISM's.
  'citation_online_date', 'prism.publicationDate',
  // Pandoc's HTML template (Quarto's pages): `dcterms.date`. A bare `date` tag (R Markdown's older template) also dates pages
  // that are no article (one of the WCXB pages with no date), and is not read.
  'dcterms.date',
];

/** `<meta>` names and properties that state when an article was last changed. */
const MODIFIED_META = ['article:modified_time', 'og:updated_time', 'dateModified', 'last-modified', 'dcterms.modified'];

const day = (date: string | undefined): string | undefined => date?.slice(0, 10);
/** An ISO date and time with its offset from UTC. */
const ZONED = /T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The shown date, or the markup's statement of the same local time with its offset where the shown
 * one has none (Politico's `<time datetime="2024-05-14 05:00:00">` beside JSON-LD's `…T05:00:00-04:00`:
 * without the offset a reader could not tell EDT from UTC), or of a time on the shown day where it shows the day alone.
 */
function withZone(shown: string | undefined, stated: readonly (string | undefined)[]): string | undefined {
  if (shown === undefined || ZONED.test(shown)) return shown;
  // A shown day alone ("Publié le 12 mars 2024") is the markup's time of that day where it states one (`2024-03-12T06:00:12+01:00`).
  const prefix = shown.includes('T') ? shown.slice(0, 16) : `${shown.slice(0, 10)}T`;
  return stated.find((date) => date !== undefined && ZONED.test(date) && date.startsWith(prefix)) ?? shown;
}

/** The page's publication date and, where the page shows a revision day instead of it, that day. */
export interface PageDates {
  readonly publishedAt?: string;
  /**
   * The last-update day the page shows beside its title where it shows no publication day (not
   * there, not anywhere in its text):
   * a dateline date labelled "Updated"/"Last updated", or a shown day the markup states as the
   * modification date (as `preferences.shownUpdate` says).
   */
  readonly updatedAt?: string;
  /** Who posted the page, where the line of its shown publication date says so (`Dateline.byline`). */
  readonly byline?: string;
}

/**
 * The page's publication date, from the most to the least direct statement: the dateline shown
 * under the title (not on a product page, where dates near the heading are delivery or review
 * dates, nor on a work's, where it is the release: `openGraphWork`, nor on an event's, where it is the event's day: `eventNoArticle`, and not when the markup states that day as the modification date and another as the
 * publication), the `datePublished` of the page's article or thread (JSON-LD, microdata), a
 * publication `<meta>` whose day the page also shows in its text (with or without the year; as
 * `preferences.statedMeta` says, also on a page that shows no date at all, or always), the `dt-published` of the page's
 * one microformats entry (`singleEntryDate`), and on a thread the first `datetime`. Never `dateModified`: a shown revision day is `updatedAt`, apart.
 * Both `undefined` when the page states none.
 */
export function readPublicationDate(
  document: Document, statements: Statements, title: string | undefined, pageHeading: Element | undefined, preferences: DatePreferences = DATE_PREFERENCES,
): PageDates {
  const { dated, meta, kinds } = statements;
  const productOnly = kinds.product && !kinds.article && !kinds.discussion;
  const declared = firstDate([...dated.map((node) => text(node['datePublished']) ?? text(node['dateCreated']) ?? text(node['datePosted'])), ...microdataDates(statements)]);
  // Every publication <meta> in order: a journal's first (bioRxiv's `citation_publication_date` "2024/01/01") may name a day the page does not show where a later one (its `citation_date`) does.
  const statedDates = allDates(DATE_META.map((name) => expandedDate(meta(name))));
  const stated = statedDates[0];
  const shownDates = productOnly || kinds.openGraphWork === true || kinds.eventNoArticle === true ? undefined : readDateline(document, title, pageHeading, preferences, statements.elements.titleHeadings);
  let dateline = shownDates?.published;
  let updatedAt = shownDates?.updated ?? shownModification(statements);
  if (dateline !== undefined && modificationDays(statements).has(day(dateline) as string) && day(dateline) !== day(declared) && day(dateline) !== day(stated)) {
    updatedAt ??= dateline;
    dateline = undefined;
  }
  // The whole body's text is read only when the stated <meta> date is the last candidate left.
  let visible: string | undefined;
  const showsDay = (date: string): boolean => {
    visible ??= visibleTextOf(document);
    return new Set(datesInText(visible)).has(day(date) as string) || writesDay(visible, date);
  };
  const shown = (date: string): boolean => {
    if (preferences.statedMeta === 'always') return true;
    visible ??= visibleTextOf(document);
    return showsDay(date) || (preferences.statedMeta === 'shown-or-no-dates' && datesInText(visible).length === 0);
  };
  const publishedAt = withZone(dateline, [declared, stated]) ?? declared
    ?? statedDates.find(shown)
    ?? singleEntryDate(document, statements.elements)
    ?? (kinds.discussion ? firstStatedTime(document) : undefined);
  // The revision day is the page's shown date only where the page shows no publication day: not beside the title, not anywhere.
  const showsOnlyUpdate = updatedAt !== undefined && dateline === undefined && preferences.shownUpdate === 'instead-of-publication'
    && (publishedAt === undefined || !showsDay(publishedAt));
  const shownUpdate = showsOnlyUpdate ? updatedAt : undefined;
  // The line names who posted only where its date is the publication's.
  const byline = dateline === undefined ? undefined : shownDates?.byline;
  return { ...(publishedAt === undefined ? {} : { publishedAt }), ...(shownUpdate === undefined ? {} : { updatedAt: shownUpdate }), ...(byline === undefined ? {} : { byline }) };
}

/**
 * The markup states a publication date somewhere: a publication `<meta>` or, unless `nodes` is
 * false, any schema.org node's `datePublished`.
 */
export function statesPublicationDate(statements: Statements, nodes = true): boolean {
  return firstDate(DATE_META.map((name) => expandedDate(statements.meta(name)))) !== undefined
    || nodes && firstDate(statements.nodes.flatMap((node) => [node, ...mainEntities(node)]).filter((node) => !isReleasedWork(node)).map((node) => text(node['datePublished']))) !== undefined;
}

/**
 * Works whose `datePublished` is their release, not the page's: an album's, a game's or a film's
 * page is no dated article (Bandcamp's `MusicAlbum` with its release day read as one, and Readability's
 * cut of its description kept over the track list).
 */
const RELEASED_WORK_TYPES = new Set([
  'MusicAlbum', 'MusicRecording', 'MusicPlaylist', 'MusicComposition', 'Movie', 'TVSeries', 'TVSeason', 'TVEpisode', 'VideoGame',
  'VideoGameSeries', 'Game', 'SoftwareApplication', 'MobileApplication', 'WebApplication', 'Book', 'BookSeries', 'Audiobook', 'PodcastSeries',
  'Event', 'Course', 'Dataset', ...PRODUCT_TYPES,
]);

function isReleasedWork(node: JsonLdNode): boolean {
  return nodeTypes(node).some((type) => RELEASED_WORK_TYPES.has(type));
}

/** Days the markup states as modification dates (any schema.org node's `dateModified`, modification `<meta>`s). */
function modificationDays(statements: Statements): Set<string> {
  const values = [...statements.nodes.flatMap((node) => [node, ...mainEntities(node)]).map((node) => text(node['dateModified'])), ...MODIFIED_META.map((name) => statements.meta(name))];
  return new Set(values.map((value) => (value === undefined ? undefined : day(normalizePublicationDate(value)))).filter((value): value is string => value !== undefined));
}

/**
 * A revision day the page shows and marks as microdata, wherever it stands: Docusaurus' footer
 * "Last updated on <time itemprop="dateModified" datetime="2024-03-12T09:41:07.000Z">Mar 12, 2024</time>",
 * the only date of a docs page.
 */
function shownModification(statements: Statements): string | undefined {
  const time = statements.elements.itemProps.find((element) => element.localName === 'time' && hasItemProp(element, 'dateModified') && (element.textContent ?? '').trim() !== '');
  return time === undefined ? undefined : firstDate([time.getAttribute('datetime') ?? undefined]);
}

/** Microdata `datePublished`/`dateCreated` of article and discussion items, and a job posting's `datePosted` (SmartRecruiters'), the first three. */
function microdataDates(statements: Statements): (string | undefined)[] {
  return statements.elements.itemProps
    .filter((element) => hasItemProp(element, 'datePublished') || hasItemProp(element, 'dateCreated') || hasItemProp(element, 'datePosted'))
    .filter((element) => {
      const scope = element.closest('[itemscope]');
      const type = (scope?.getAttribute('itemtype') ?? '').replace(/^.*\//, '');
      return DATED_TYPES.has(type);
    })
    .slice(0, 3)
    .map((element) => expandedDate(element.getAttribute('content') ?? undefined) ?? element.getAttribute('datetime') ?? abbreviatedDate(element) ?? element.textContent ?? undefined);
}

/**
 * A date in ISO 8601's basic form, eight digits, as a `<meta>` or microdata states it (Bandcamp's
 * `meta[itemprop=datePublished][content=20250314]`, an old CMS's `meta[name=pubdate]`): only where the markup
 * states a date does it read as one (in text eight digits are as often a number).
 */
const COMPACT_DATE = /^\s*((?:19|20)\d{2})(\d{2})(\d{2})\s*$/;

/** A stated date with its basic form written out ("20250314" → "2025-03-14"); other values as they are. */
function expandedDate(value: string | undefined): string | undefined {
  return value?.replace(COMPACT_DATE, '$1-$2-$3');
}


/** An `<abbr>`'s full date in its `title` (microformats' abbreviation pattern: Blogger's `<abbr itemprop="datePublished" title="2023-04-12T19:42:00+01:00">19:42</abbr>`). */
function abbreviatedDate(element: Element): string | undefined {
  return element.localName === 'abbr' ? element.getAttribute('title') ?? undefined : undefined;
}

/** The first candidate that normalises to a date. */
/** Every candidate that reads as a date, normalised, in order. */
function allDates(candidates: readonly (string | undefined)[]): string[] {
  return candidates.map((candidate) => (candidate === undefined ? undefined : normalizePublicationDate(candidate))).filter((date): date is string => date !== undefined);
}

function firstDate(candidates: readonly (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const date = normalizePublicationDate(candidate);
    if (date !== undefined) return date;
  }
  return undefined;
}


/** The body's text without scripts and styles, whitespace collapsed. */
function visibleTextOf(document: Document): string {
  const body = document.body as HTMLElement | null;
  if (body === null) return '';
  const parts: string[] = [];
  const walk = (element: Element): void => {
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 3) parts.push(child.nodeValue ?? '');
      else if (child.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(child.nodeName.toUpperCase())) {
        parts.push(' ');
        walk(child as Element);
      }
    }
  };
  walk(body);
  return parts.join('').replace(/\s+/g, ' ');
}
