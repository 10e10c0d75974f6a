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
  /**
   * Names the markup gives the page itself: every top-level schema.org node's `headline` and
   * `name`, and the last item of a breadcrumb trail ("you are here").
   */
  readonly structuredNames?: readonly string[] | undefined;
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
   * Boots for Hiking"), whether it is the title: never, on declared product pages, always, or
   * unless the stated title starts with it and says more ("Pet Insurance" in "Pet Insurance for
   * Dogs & Cats": the stated title extends the heading).
   */
  readonly headingWithinTitle: 'never' | 'product-pages' | 'always' | 'unless-extended';
  /**
   * When a stated title confirms the `<h1>` (equal in letters and digits), whose wording is
   * returned: the heading's text, or the stated title's, which keeps the page's own punctuation
   * where the heading's markup splits it into elements ("Info - Guide" shown as a "Info" badge and "Guide"),
   * or the stated title's only where it is the heading's text with separators between its words
   * (`stated-where-split`: the markup lost the separator, the rest of the wording is the heading's).
   */
  readonly confirmedWording: 'heading' | 'stated' | 'stated-where-split';
  /**
   * On the site's home page, when the stated title starts with the site's name ("Together AI |
   * The AI Native Cloud"), whether the name is the title (`site-name`) or, as elsewhere, the
   * first segment that does not name the site (`segment`).
   */
  readonly homePageTitle: 'segment' | 'site-name';
  /**
   * Whether a structured name of the page (a schema.org node's name, the breadcrumb's last item;
   * see `structuredNames`) that equals the `<h1>` confirms the heading as the title (`names`), as a
   * stated title does, or only the stated titles and the main item's headline do (`stated`).
   */
  readonly headingConfirmation: 'stated' | 'names';
  /**
   * Whether a title two sources state alike (the social title and `<title>` give the same first
   * segment, or one of them equals the main item's headline) holds against the `<h1>`: never
   * (`ignored`), when the heading is only a shorter part of it (`over-part`: "Pet Insurance" under
   * "Pet Insurance for Dogs & Cats" stated twice), or also when only a structured name confirms the
   * heading (`over-names`).
   */
  readonly agreedTitle: 'ignored' | 'over-part' | 'over-names';
}

/**
 * The preferences production uses, chosen by 5-fold cross-validation on the 210 WCXB development
 * pages (`bench/extract/metadata-cross-validate.ts`, 288 configurations; session 9): titles exact
 * 177/210 cross-validated (172/210 before `agreedTitle` and `stated-where-split`), 178/210 in-sample.
 */
export const TITLE_PREFERENCES: TitlePreferences = {
  firstSource: 'social', headingWithinTitle: 'always', confirmedWording: 'stated-where-split', homePageTitle: 'segment', headingConfirmation: 'names', agreedTitle: 'over-part',
};

/** Longest title returned (characters); longer ones are cut at a word boundary. */
export const MAX_TITLE_CHARS = 300;

const SEPARATOR = /(?:^|\s+)(?:[|·•»›→–—-]|->)(?:\s+|$)|\s+::\s+/;
const LETTER = /\p{L}/u;
/**
 * A filing code: one word of capitals and digits, four digits at least (a patent's "US11482915B2"),
 * or an imageboard's board between slashes (4chan's "/g/ - Home Server General /hsg/ - Technology - 4chan").
 */
const FILING_CODE = /^(?=(?:\D*\d){4})[\p{Lu}\d][\p{Lu}\d./-]*$|^\/[\p{L}\d]{1,6}\/$/u;
const TRAILING_MARKS = /[\s¶#¤§]+$/u;
/** A leading section number of a documentation heading ("3.1 ", "2.4.1 "). */
const SECTION_NUMBER = /^\d+(?:\.\d+)+\.?\s+(?=\p{L})/u;

/** Symbols set before a title as an icon and a space (Phabricator's "⚓ T48213 …", an emoji before a post's title). */
const LEADING_GLYPHS = /^[\p{So}\p{Extended_Pictographic}\u{FE0F}\u{200D}]+\s+(?=\S)/u;

function clean(value: string | undefined): string {
  // Format characters (bidi marks, zero-width spaces) are invisible: they are not part of the title.
  return (value ?? '').replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ').replace(TRAILING_MARKS, '').trim().replace(LEADING_GLYPHS, '');
}

/** Letters and digits only, lower-cased, typographic variants folded: the key titles are compared by. */
export function titleKey(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether `segment` names the site: it is one of `siteKeys`, or starts one or starts with one, a few
 * letters apart ("BBC News" on bbc.co.uk). `ownKey` is the page's heading away from the home page:
 * a segment that is it and extends a site's name names the page (aws.amazon.com's "Amazon EC2").
 */
function isSiteName(segment: string, siteKeys: readonly string[], ownKey = ''): boolean {
  const key = titleKey(segment);
  if (key === '') return true;
  // The page's heading that extends a site name ("amazon" + "ec2") names the page; one that shortens it ("Python Enhancement Proposals" of "… (PEPs)") names the site.
  if (key === ownKey && !siteKeys.some((site) => site.startsWith(key))) return false;
  return siteKeys.some((site) => site === key || (site.length >= 4 && (key.startsWith(site) || site.startsWith(key)) && Math.abs(site.length - key.length) <= 4));
}

/** A run of consecutive segments not naming the site, as the stated title writes it. */
interface Run {
  readonly key: string;
  readonly text: string;
}

/** A stated title split at its separators, with the segments that name the site set apart. */
interface StatedTitle {
  readonly segments: readonly string[];
  readonly kept: readonly string[];
  /** Every run of consecutive kept segments, with the separators the page wrote between them. */
  readonly runs: readonly Run[];
}

/** A stated title's segments between its separators, each with where it stands in the title. */
function separatedParts(source: string): Array<{ readonly text: string; readonly start: number; readonly end: number }> {
  const separator = new RegExp(SEPARATOR.source, 'g');
  const parts: Array<{ text: string; start: number; end: number }> = [];
  let start = 0;
  for (let match = separator.exec(source); match !== null; match = separator.exec(source)) {
    if (match[0] === '') {
      separator.lastIndex += 1;
      continue;
    }
    parts.push({ text: source.slice(start, match.index), start, end: match.index });
    start = match.index + match[0].length;
  }
  parts.push({ text: source.slice(start), start, end: source.length });
  return parts;
}

function statedTitle(source: string, siteKeys: readonly string[], ownKey: string): StatedTitle {
  const parts = separatedParts(source);
  const last = parts.length - 1;
  // A last segment that starts with the site's name is the site's signature ("ProMatcher Cost Report", "Huel US").
  const signs = (segment: string, index: number): boolean => isSiteName(segment, siteKeys, ownKey)
    || (index === last && index > 0 && siteKeys.some((site) => site.length >= 4 && titleKey(segment).startsWith(site)));
  const named = parts.map((part, index) => part.text.trim() !== '' && !signs(part.text.trim(), index));
  // A segment without a letter beside one with letters is a number the page files under ("12345 – Crash in …", "#123456 - …"),
  // and so is a code of capitals and digits ("US11482915B2 - Adaptive dew-point control … - Google Patents") or a board's ("/g/").
  const lettered = parts.map((part) => LETTER.test(part.text) && !FILING_CODE.test(part.text.trim()));
  const anyLettered = named.some((kept, index) => kept && lettered[index] === true);
  const keptAt = named.map((kept, index) => kept && (lettered[index] === true || !anyLettered));
  const runs: Run[] = [];
  for (let first = 0; first < parts.length; first += 1) {
    for (let end = first; end < parts.length && keptAt[end] === true; end += 1) {
      const text = source.slice((parts[first] as { start: number }).start, (parts[end] as { end: number }).end).trim();
      runs.push({ key: titleKey(text), text });
    }
  }
  const kept = parts.filter((_, index) => keptAt[index] === true).map((part) => part.text.trim());
  return {
    segments: parts.map((part) => part.text.trim()).filter((segment) => segment !== ''),
    // A path of three parts or more between "::", or any between arrows, goes from the site to the page ("MySQL :: MySQL 8.4 Reference Manual :: CREATE INDEX Statement"): the page's own part is the last.
    kept: (parts.length >= HIERARCHY_MIN_PARTS && HIERARCHY.test(source)) || ARROW_PATH.test(source) ? kept.reverse() : kept,
    runs,
  };
}

/** The separator of a title written as a path from the general to the particular, and how many parts make one a path. */
const HIERARCHY = /\s::\s/;
/** Arrows lead from the board to the page, however many parts (Invision 1's and Jcink's "Lanternfall RPG -> The Salt Road Caravan"): the page's own part is the last. */
const ARROW_PATH = /\s(?:->|→)\s/;
const HIERARCHY_MIN_PARTS = 3;
/** Where a stated title was cut short: an ellipsis (at its end, or before what the site adds: Launchpad's "…when ...” : Bugs : cups package : Ubuntu"). */
const CUT_SHORT = /\s*(?:\.\.\.|…)/u;
/** Letters and digits of a cut title's end that must open the heading for it to be the whole title. */
const CUT_OVERLAP_MIN = 12;

/**
 * The heading is the title that `stated` cut short with an ellipsis (Launchpad's "Bug #2051837 “Printer queue
 * stalls after resume from suspend when ...”" of the `<h1>` that goes on "… the printer was discovered via
 * mDNS"): the text before the ellipsis ends with the heading's opening, at least {@link CUT_OVERLAP_MIN}
 * letters and digits of it, and the heading says more.
 */
function cutShortOf(stated: string, heading: string): boolean {
  const cut = stated.search(CUT_SHORT);
  if (cut < 0) return false;
  const key = titleKey(stated.slice(0, cut));
  const headingKey = titleKey(heading);
  for (let start = 0; key.length - start >= CUT_OVERLAP_MIN; start += 1) {
    if (headingKey.startsWith(key.slice(start))) return headingKey.length > key.length - start;
  }
  return false;
}

/**
 * The page title without the site's name. The social title and `<title>` (in the order
 * `preferences.firstSource` gives) are split at ` | `, ` - `, ` — `, ` · `, ` » `, ` :: `;
 * segments naming the site (and a last segment that starts with its name) are dropped and the
 * first remaining segment with a letter is the title (one without is a number the page is filed
 * under): later ones are sections, categories or slogans; of a path of three parts or more
 * between " :: ", the last. A title cut short with an ellipsis gives way to the heading it opens. A stated title that only names the site
 * gives way to one that says more, and away from the home page to the heading. The heading is the first `<h1>` outside the page chrome that does not name the site
 * (without a leading section number such as "3.1"); it wins when another source confirms it (it
 * equals a run of stated segments, the schema.org headline, or as `preferences.headingConfirmation`
 * says a structured name of the page such as the breadcrumb's last item), and when it is a shorter part of
 * the chosen segment as `preferences.headingWithinTitle` says, unless two sources state that segment
 * alike (`preferences.agreedTitle`). Falls back to the headline, then the heading. Returns `undefined` when the page names no title. Pure; the result is page text
 * and stays untrusted. Format characters (bidi marks, zero-width spaces) are removed.
 */
export function choosePageTitle(candidates: TitleCandidates, preferences: TitlePreferences = TITLE_PREFERENCES): string | undefined {
  const siteKeys = candidates.siteNames.map(titleKey).filter((key) => key.length >= 2);
  const headings = (candidates.headings ?? []).map(clean);
  const unnumbered = headings.map((value) => value.replace(SECTION_NUMBER, ''));
  const first = unnumbered.find((value) => value !== '');
  const ownKey = candidates.homePage === true || first === undefined ? '' : titleKey(first);
  const heading = unnumbered.find((value) => value !== '' && !isSiteName(value, siteKeys, ownKey)) ?? '';
  const headingKey = titleKey(heading);
  const headline = clean(candidates.headline);
  const social = clean(candidates.socialTitle);
  const documentTitle = clean(candidates.documentTitle);
  const ordered = preferences.firstSource === 'social' ? [social, documentTitle] : [documentTitle, social];
  const stated = ordered.filter((value) => value !== '').map((value) => statedTitle(value, siteKeys, ownKey));
  const agreed = agreedTitleKey(stated, headline);
  if (headingKey !== '') {
    const statedRun = stated.flatMap((title) => title.runs).find((run) => run.key === headingKey);
    if (statedRun !== undefined) return bounded(confirmedWording(heading, statedRun.text, preferences));
    if (titleKey(headline) === headingKey) return bounded(heading);
    const namesYield = preferences.agreedTitle === 'over-names' && agreed !== undefined;
    if (preferences.headingConfirmation === 'names' && !namesYield && (candidates.structuredNames ?? []).some((name) => titleKey(name) === headingKey)) return bounded(heading);
  }
  // On the home page, a stated title that starts with the site's name may be the name and a slogan.
  const named = stated[0];
  if (candidates.homePage === true && preferences.homePageTitle === 'site-name' && named !== undefined && named.segments.length > 1 && named.kept[0] !== named.segments[0]) {
    return bounded(named.segments[0] as string);
  }
  // The article's own headline spans separators of a stated title ("Wohnungsbau: Warum … steigen – und trotzdem kaum gebaut wird"), or follows the employer's or section's name in it.
  const spanned = headlineAcrossSeparators(stated, headline);
  if (spanned !== undefined) return bounded(spanned);
  // A stated title that only names the site gives way to one that says more (on a home page both do, and the name is the title).
  const informative = stated.filter((title) => title.kept.length > 0);
  // Away from the home page, a title that only names the site is not the page's: its heading is.
  const siteOnly = stated[0]?.segments[0];
  const chosen = informative[0]?.kept[0] ?? (siteOnly === undefined || candidates.homePage === true || headingKey === '' ? siteOnly : heading);
  if (chosen !== undefined) {
    // "Fossil Forum: Autosync after commit hangs …" over the skin's <h1>Fossil Forum</h1> and the post's own <h1>: the post's says more.
    const fuller = fullerHeading(headings, chosen, headingKey);
    if (fuller !== undefined) return bounded(fuller);
    const chosenAgreed = preferences.agreedTitle !== 'ignored' && agreed === titleKey(chosen);
    // The heading a later segment cut short opens is the title too (Savane's "GNU Quire - bugs: bug #65817, quire-index loses entries after a crash... [Savannah]").
    const cutSegment = (): boolean => stated.some((title) => title.kept.some((segment) => cutShortOf(segment, heading)));
    if (headingKey !== '' && ((!chosenAgreed && headingPrevails(heading, chosen, candidates.productPage === true, preferences)) || cutShortOf(chosen, heading) || cutSegment())) return bounded(heading);
    return bounded(chosen);
  }
  if (headline !== '') return bounded(headline);
  return heading === '' ? undefined : bounded(heading);
}

/**
 * A later `<h1>` (of `headings`, cleaned) that ends the chosen title where the first heading opens it (a forum's skin heads every
 * page with the forum's name, and the title states "Name: Thread title"): the heading that says more.
 */
function fullerHeading(headings: readonly string[], chosen: string, headingKey: string): string | undefined {
  const chosenKey = titleKey(chosen);
  if (headingKey === '' || !chosenKey.startsWith(headingKey)) return undefined;
  return headings.find((value) => {
    const key = titleKey(value);
    return key.length > headingKey.length && chosenKey.endsWith(key);
  });
}

/**
 * The run of kept segments of a stated title that is the schema.org headline, in the stated wording,
 * where it is not the first kept segment: two or more segments (the headline's own dashes), or a later
 * segment (Lever's "Tidewater Robotics - Field Service Technician": the first names the employer).
 */
function headlineAcrossSeparators(stated: readonly StatedTitle[], headline: string): string | undefined {
  const key = titleKey(headline);
  if (key === '') return undefined;
  for (const title of stated) {
    const first = titleKey(title.kept[0] ?? '');
    const run = title.runs.find((candidate) => candidate.key === key);
    if (run !== undefined && run.key !== first) return run.text;
  }
  return undefined;
}

/** A stated title's opening counts only with at least this many words: one word ("Home", "Docs") also names a menu's links. */
const MIN_OPENING_WORDS = 2;

/**
 * Whether `label` (a link's text) is the title the page states, without what the statement adds after
 * it: the `<title>` or social title as a whole, or its segments from the first up to a separator
 * ("Show HN: Quillstone – a page-cache database" in "Show HN: Quillstone – a page-cache database | Hacker
 * News"), equal in letters and digits; at least {@link MIN_OPENING_WORDS} words. Pure.
 */
export function isStatedTitleOpening(label: string, statedTitles: readonly string[]): boolean {
  if (clean(label).split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length < MIN_OPENING_WORDS) return false;
  const key = titleKey(label);
  return statedTitles.some((stated) => {
    const source = clean(stated);
    return separatedParts(source).some((part) => titleKey(source.slice(0, part.end)) === key);
  });
}

function confirmedWording(heading: string, stated: string, preferences: TitlePreferences): string {
  if (preferences.confirmedWording === 'stated') return stated;
  if (preferences.confirmedWording === 'heading') return heading;
  const unseparated = clean(stated.replace(new RegExp(SEPARATOR.source, 'g'), ' '));
  return unseparated === heading && clean(stated) !== heading ? clean(stated) : heading;
}

/**
 * The key of the title two sources state alike: the first segments (not naming the site) of the
 * social title and `<title>` are equal, or one of them equals the main item's headline.
 */
function agreedTitleKey(stated: readonly StatedTitle[], headline: string): string | undefined {
  const firsts = stated.map((title) => titleKey(title.kept[0] ?? '')).filter((key) => key !== '');
  const headlineKey = titleKey(headline);
  if (firsts.length === 2 && firsts[0] === firsts[1]) return firsts[0];
  return firsts.find((key) => key === headlineKey);
}

function headingPrevails(heading: string, title: string, productPage: boolean, preferences: TitlePreferences): boolean {
  if (preferences.headingWithinTitle === 'never' || (preferences.headingWithinTitle === 'product-pages' && !productPage)) return false;
  const headingKey = titleKey(heading);
  const key = titleKey(title);
  if (preferences.headingWithinTitle === 'unless-extended' && key.startsWith(headingKey)) return false;
  return headingKey.length < key.length && key.includes(headingKey);
}

function bounded(title: string): string {
  if (title.length <= MAX_TITLE_CHARS) return title;
  const cut = title.slice(0, MAX_TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}
