/** Title candidates a page states, as found (page-derived, untrusted). */
export interface TitleCandidates {
  /** `<title>`. */
  readonly documentTitle?: string | undefined;
  /** `og:title` or `twitter:title`. */
  readonly socialTitle?: string | undefined;
  /** schema.org `headline` (or `name`) of the page's main item. */
  readonly headline?: string | undefined;
  /** The `<h1>`s of the page outside its chrome (header, navigation, dialogs), in document order. */
  readonly headings?: readonly string[] | undefined;
  /** Names the site goes by (`og:site_name`, schema.org publisher or website name, host labels). */
  readonly siteNames: readonly string[];
  /** The page is its site's home page (path `/`): there the site's name may be the title. */
  readonly homePage?: boolean | undefined;
  /** The page declares a product (schema.org, `og:type`): its `<h1>` names the product. */
  readonly productPage?: boolean | undefined;
}

/**
 * Choices between the title candidates where pages go both ways; bench-tuned by k-fold
 * cross-validation (`bench/extract/metadata-cross-validate.ts`).
 */
export interface TitlePreferences {
  /** Which stated title is read first: the social title (`og:title`) or `<title>`. */
  readonly firstSource: 'social' | 'document';
  /**
   * When the `<h1>` is a shorter part of the stated title ("Hiking Boots" in "Hiking Boots: Shop
   * Boots for Hiking"), whether it is the title: never, on declared product pages, or always.
   */
  readonly headingWithinTitle: 'never' | 'product-pages' | 'always';
}

/** The preferences production uses (chosen by 5-fold cross-validation on the WCXB development pages). */
export const TITLE_PREFERENCES: TitlePreferences = { firstSource: 'social', headingWithinTitle: 'always' };

/** Longest title returned (characters); longer ones are cut at a word boundary. */
export const MAX_TITLE_CHARS = 300;

const SEPARATOR = /(?:^|\s+)[|·•»–—-](?:\s+|$)|\s+::\s+/;
const TRAILING_MARKS = /[\s¶#¤§]+$/u;
/** A leading section number of a documentation heading ("3.1 ", "2.4.1 "). */
const SECTION_NUMBER = /^\d+(?:\.\d+)+\.?\s+(?=\p{L})/u;

function clean(value: string | undefined): string {
  // Format characters (bidi marks, zero-width spaces) are invisible: they are not part of the title.
  return (value ?? '').replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ').replace(TRAILING_MARKS, '').trim();
}

/** Letters and digits only, lower-cased, typographic variants folded: the key titles are compared by. */
export function titleKey(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function isSiteName(segment: string, siteKeys: readonly string[]): boolean {
  const key = titleKey(segment);
  if (key === '') return true;
  return siteKeys.some((site) => site === key || (site.length >= 4 && (key.startsWith(site) || site.startsWith(key)) && Math.abs(site.length - key.length) <= 4));
}

/** A stated title split at its separators, with the segments that name the site set apart. */
interface StatedTitle {
  readonly segments: readonly string[];
  readonly kept: readonly string[];
}

function statedTitle(source: string, siteKeys: readonly string[]): StatedTitle {
  const parts = source.split(SEPARATOR).map((segment) => segment.trim());
  const last = parts.length - 1;
  // A last segment that starts with the site's name is the site's signature ("ProMatcher Cost Report", "Huel US").
  const signs = (segment: string, index: number): boolean => isSiteName(segment, siteKeys)
    || (index === last && index > 0 && siteKeys.some((site) => site.length >= 4 && titleKey(segment).startsWith(site)));
  return {
    segments: parts.filter((segment) => segment !== ''),
    kept: parts.filter((segment, index) => segment !== '' && !signs(segment, index)),
  };
}

/** Every run of consecutive segments, joined as the page might show it in one heading. */
function segmentRuns(segments: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < segments.length; start += 1) {
    for (let end = start + 1; end <= segments.length; end += 1) runs.push(segments.slice(start, end).join(' - '));
  }
  return runs;
}

/**
 * The page title without the site's name. The social title and `<title>` (in the order
 * `preferences.firstSource` gives) are split at ` | `, ` - `, ` — `, ` · `, ` » `, ` :: `;
 * segments naming the site (and a last segment that starts with its name) are dropped and the
 * first remaining segment is the title: later ones are sections, categories or slogans. A stated
 * title that only names the site gives way to one that says more, and away from the home page to
 * the heading. The heading is the first `<h1>` outside the page chrome that does not name the site
 * (without a leading section number such as "3.1"); it wins when another source confirms it (it
 * equals a run of stated segments, or the schema.org headline), and when it is a shorter part of
 * the chosen segment as `preferences.headingWithinTitle` says. Falls back to the headline, then
 * the heading. Returns `undefined` when the page names no title. Pure; the result is page text
 * and stays untrusted. Format characters (bidi marks, zero-width spaces) are removed.
 */
export function choosePageTitle(candidates: TitleCandidates, preferences: TitlePreferences = TITLE_PREFERENCES): string | undefined {
  const siteKeys = candidates.siteNames.map(titleKey).filter((key) => key.length >= 2);
  const heading = (candidates.headings ?? []).map((value) => clean(value).replace(SECTION_NUMBER, '')).find((value) => value !== '' && !isSiteName(value, siteKeys)) ?? '';
  const headingKey = titleKey(heading);
  const headline = clean(candidates.headline);
  const social = clean(candidates.socialTitle);
  const documentTitle = clean(candidates.documentTitle);
  const ordered = preferences.firstSource === 'social' ? [social, documentTitle] : [documentTitle, social];
  const stated = ordered.filter((value) => value !== '').map((value) => statedTitle(value, siteKeys));
  if (headingKey !== '') {
    const confirmed = titleKey(headline) === headingKey || stated.some((title) => segmentRuns(title.kept).some((run) => titleKey(run) === headingKey));
    if (confirmed) return bounded(heading);
  }
  // A stated title that only names the site gives way to one that says more (on a home page both do, and the name is the title).
  const informative = stated.filter((title) => title.kept.length > 0);
  // Away from the home page, a title that only names the site is not the page's: its heading is.
  const siteOnly = stated[0]?.segments[0];
  const chosen = informative[0]?.kept[0] ?? (siteOnly === undefined || candidates.homePage === true || headingKey === '' ? siteOnly : heading);
  if (chosen !== undefined) {
    if (headingKey !== '' && headingPrevails(heading, chosen, candidates.productPage === true, preferences)) return bounded(heading);
    return bounded(chosen);
  }
  if (headline !== '') return bounded(headline);
  return heading === '' ? undefined : bounded(heading);
}

function headingPrevails(heading: string, title: string, productPage: boolean, preferences: TitlePreferences): boolean {
  if (preferences.headingWithinTitle === 'never' || (preferences.headingWithinTitle === 'product-pages' && !productPage)) return false;
  const headingKey = titleKey(heading);
  const key = titleKey(title);
  return headingKey.length < key.length && key.includes(headingKey);
}

function bounded(title: string): string {
  if (title.length <= MAX_TITLE_CHARS) return title;
  const cut = title.slice(0, MAX_TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}
