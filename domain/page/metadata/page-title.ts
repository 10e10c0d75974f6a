/** Title candidates a page states, as found (page-derived, untrusted). */
export interface TitleCandidates {
  /** `<title>`. */
  readonly documentTitle?: string | undefined;
  /** `og:title` or `twitter:title`. */
  readonly socialTitle?: string | undefined;
  /** schema.org `headline` (or `name`) of the page's main item. */
  readonly headline?: string | undefined;
  /** The first `<h1>` of the content. */
  readonly heading?: string | undefined;
  /** Names the site goes by (`og:site_name`, schema.org publisher or website name, host labels). */
  readonly siteNames: readonly string[];
}

/** Longest title returned (characters); longer ones are cut at a word boundary. */
export const MAX_TITLE_CHARS = 300;

const SEPARATOR = /(?:^|\s+)[|·•»–—-](?:\s+|$)|\s+::\s+/;
const TRAILING_MARKS = /[\s¶#¤§]+$/u;

function clean(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').replace(TRAILING_MARKS, '').trim();
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

/**
 * The page title without the site's name: `<title>` (or the social title) is split at ` | `,
 * ` - `, ` — `, ` · `, ` » `, ` :: `; segments naming the site are dropped, and when none
 * does, a short last segment after a longer first one is taken for a site or slogan suffix. A
 * first `<h1>` that equals what remains (or one of the segments) wins, since it is the heading
 * readers see. Falls back to the headline, then the `<h1>`. Returns `undefined` when the page
 * names no title. Pure; the result is page text and stays untrusted.
 */
export function choosePageTitle(candidates: TitleCandidates): string | undefined {
  const siteKeys = candidates.siteNames.map(titleKey).filter((key) => key.length >= 2);
  const heading = clean(candidates.heading);
  const sources = [clean(candidates.socialTitle), clean(candidates.documentTitle)].filter((value) => value !== '');
  for (const source of sources) {
    const segments = source.split(SEPARATOR).map((segment) => segment.trim()).filter((segment) => segment !== '');
    if (heading !== '' && segments.length > 1) {
      const match = segments.find((segment) => titleKey(segment) === titleKey(heading));
      if (match !== undefined) return bounded(heading);
    }
    const stripped = stripSiteName(segments, siteKeys);
    if (stripped !== '') return bounded(heading !== '' && titleKey(heading) === titleKey(stripped) ? heading : stripped);
  }
  const headline = clean(candidates.headline);
  if (headline !== '') return bounded(headline);
  return heading === '' ? undefined : bounded(heading);
}

function stripSiteName(segments: readonly string[], siteKeys: readonly string[]): string {
  if (segments.length <= 1) return segments[0] ?? '';
  const kept = segments.filter((segment) => !isSiteName(segment, siteKeys));
  if (kept.length === 0) return segments[0] as string;
  if (kept.length < segments.length) return kept.join(' - ');
  const first = segments[0] as string;
  const last = segments[segments.length - 1] as string;
  const words = (text: string): number => text.split(/\s+/).length;
  return words(last) <= 4 && words(first) >= words(last) ? segments.slice(0, -1).join(' - ') : segments.join(' - ');
}

function bounded(title: string): string {
  if (title.length <= MAX_TITLE_CHARS) return title;
  const cut = title.slice(0, MAX_TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}
