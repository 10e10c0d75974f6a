import { labelsBrand } from './brand-label.js';

/** Author statements a page makes, by source, as found (page-derived, untrusted). */
export interface AuthorCandidates {
  /** schema.org `author` of the page's article or thread (JSON-LD), then microdata `itemprop=author`. */
  readonly structured: readonly (string | undefined)[];
  /** Author `<meta>` tags (`author`, `article:author`, `dc.creator` …) in order of preference. */
  readonly meta: readonly (string | undefined)[];
  /** The names of the page's visible byline (see `bylineName`), when it shows one. */
  readonly byline?: string | undefined;
  /**
   * The authors a scholarly page lists in its citation tags (`citation_author`, `citation_authors`:
   * the convention Google Scholar reads), ahead of every other source: a paper's page shows
   * affiliations, "Author information" sections and other papers' authors where a byline is looked for.
   */
  readonly scholarly?: string | undefined;
  /**
   * The software that made the page, as its `generator` tag names it ("Discuz! X3.5"): an author
   * tag that names it credits its makers on every page ("Discuz! Team and Comsenz UI Team"), not the page's writer.
   */
  readonly software?: string | undefined;
}

/**
 * Where the visible byline ranks among the author sources; bench-tuned by k-fold
 * cross-validation (`bench/extract/metadata-cross-validate.ts`).
 */
export interface AuthorPreferences {
  /**
   * Not read (`never`), after every markup statement (`last`), after structured data but before
   * author `<meta>` tags (`before-meta`: a CMS fills `<meta name="author">` with the account that
   * uploaded the page, the byline names the writer), or before all (`first`).
   */
  readonly byline: 'never' | 'last' | 'before-meta' | 'first';
}

/**
 * The preferences production uses: every fold of a 5-fold cross-validation on the WCXB
 * development pages chose the byline first (a CMS's structured author is often the account that
 * uploaded the page, or a forum's last poster; readers, and WCXB, credit the name shown).
 */
export const AUTHOR_PREFERENCES: AuthorPreferences = { byline: 'first' };

/** Longest author value kept (characters); longer ones are not names. */
export const MAX_AUTHOR_CHARS = 200;

/** Values a template writes when it has no author ("undefined", "null"): not names. */
const PLACEHOLDERS = /^(?:undefined|null|none|n\/a|unknown)$/i;

/**
 * The page's author: the scholarly citation tags' authors, else the first usable candidate in the order `preferences` give (a value is
 * usable when, with whitespace collapsed and a leading "By" removed, it is not empty, not a URL,
 * not a template's placeholder such as "undefined", and not longer than {@link MAX_AUTHOR_CHARS};
 * an author tag that names the page's software is none); a byline whose names a structured list
 * (or author `<meta>` tags) state with more is that list. Pure; the result stays untrusted page text.
 */
export function choosePageAuthor(candidates: AuthorCandidates, preferences: AuthorPreferences = AUTHOR_PREFERENCES): string | undefined {
  const byline = preferences.byline === 'never' ? [] : [candidates.byline];
  const meta = candidates.meta.filter((value) => value === undefined || !creditsSoftware(value, candidates.software));
  const ordered = preferences.byline === 'first' ? [...byline, ...candidates.structured, ...meta]
    : preferences.byline === 'before-meta' ? [...candidates.structured, ...byline, ...meta]
      : [...candidates.structured, ...meta, ...byline];
  for (const candidate of [candidates.scholarly, ...ordered]) {
    if (candidate === undefined) continue;
    const name = candidate.replace(/\s+/g, ' ').replace(/^by\s+/i, '').trim();
    if (name === '' || /^https?:\/\//i.test(name) || PLACEHOLDERS.test(name) || name.length > MAX_AUTHOR_CHARS) continue;
    return candidate === candidates.byline ? fullerStructuredList(name, [...candidates.structured, ...meta]) ?? structuredSpelling(name, candidates.structured) ?? name : name;
  }
  return undefined;
}

/**
 * The structured author that is the byline's name in other letter case (the Daily Mail's and BLOX
 * sites' "MARIA DELGADO" over JSON-LD's "Maria Delgado"): the byline is shown in capitals, the
 * structured data spells the name.
 */
function structuredSpelling(byline: string, structured: readonly (string | undefined)[]): string | undefined {
  if (byline !== byline.toUpperCase()) return undefined;
  return structured.map((value) => value?.replace(/\s+/g, ' ').trim()).find((value) => value !== undefined && value !== byline && value.toLowerCase() === byline.toLowerCase());
}

/**
 * The structured (or `<meta>`) author list that names the byline's authors and more (NPR's, The
 * Conversation's and Axios' second writer, set in a block of its own that the byline reader does
 * not join; Quarto's title block, a `p.author` per author, over one `<meta name="author">` each):
 * the byline shows the first names of a list the markup states whole.
 */
function fullerStructuredList(byline: string, structured: readonly (string | undefined)[]): string | undefined {
  const key = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();
  const shown = byline.split(', ').map(key);
  return structured.find((value) => {
    const names = value?.split(', ').map(key) ?? [];
    return names.length > shown.length && value !== undefined && value.length <= MAX_AUTHOR_CHARS && shown.every((name) => names.includes(name));
  })?.replace(/\s+/g, ' ').trim();
}

/** Whether `value` names `software`'s first word (its name without the version: "Discuz!" of "Discuz! X3.5"), as a word. */
function creditsSoftware(value: string, software: string | undefined): boolean {
  const name = software?.trim().split(/\s+/)[0]?.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase() ?? '';
  if (name.length < 3) return false;
  return value.toLowerCase().split(/[^\p{L}\p{N}]+/u).includes(name);
}

/** Longest name a byline gives (characters) and most words: more is a sentence, not a name. */
const MAX_NAME_CHARS = 60;
const MAX_NAME_WORDS = 6;
/** A byline's label before the name (or alone, in an element of its own: Le Figaro's "Par "): "By", "Posted by:", "Text by", "Co-authored by", "View all posts by" (up to four words and "by"), "Author:", and "by" in German, French, Spanish and Dutch ("Von", "Par", "Por", "Door"). */
const LEADING_LABEL = /^(?:(?:[\p{L}-]+\s+){0,4}by|authors?|written|posted|von|par|por|door)\s*:?(?:\s+|$)/iu;
/** What follows a name in a byline: a role or affiliation after a comma, a separator, a number (a date, a count), "on"/"in"/"at" and what they introduce, "(Last) updated", what the named organise or host (GoFundMe's "Jane Doe is organizing this fundraiser"), the outlet a name writes "FOR" ("for dailymail.com"). */
const TRAILER = /\s*(?:[,|•·–—]|\s-\s|\sFOR\s|\sfor\s+\S+\.(?:com|co\.uk|org|net)\b|\s\d|\bon\s|\bin\s|\bat\s|(?:\blast\s+)?(?:\bupdated\b|\bmodified\b)|\bpublished\b|\s(?:is|are)\s+(?:organi[sz]ing|hosting)\b|\d{1,4}[/.-]\d{1,2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d).*$/i;
/** Words that are a byline's furniture, never a name. */
const NOT_NAMES = new Set(['by', 'author', 'authors', 'posted', 'written', 'staff', 'admin', 'administrator', 'anonymous', 'guest', 'unknown', 'share', 'follow', 'more', 'profile', 'view profile', 'about the author', 'biography', 'bio', 'contact', 'email', 'website', 'posts', 'comments', 'reply', 'quote', 'offline', 'online']);

/** A link's call to action, not a name: "Visit the Larkvale Store" (Amazon's brand byline), "See all posts", "View profile". */
const CALL_TO_ACTION = /^(?:visit|shop|see|view|browse|explore|discover|go to)\s/i;

/** Words of a writer's role: a byline part made only of them ("Staff Writer", "Senior Editor", "Question author") is the role, not the name. */
const ROLE_WORDS = new Set([
  'writer', 'writers', 'staff', 'senior', 'contributor', 'contributing', 'editor', 'editors', 'reporter', 'columnist', 'correspondent', 'freelance',
  'associate', 'managing', 'chief', 'guest', 'photographer', 'author', 'team', 'member', 'moderator', 'administrator', 'admin',
  // A thread's label for who asked: "Question author" (Salesforce's Trailblazer), "Original poster", "Topic starter".
  'question', 'thread', 'topic', 'original', 'poster', 'starter',
]);

/**
 * One author's name from a piece of byline text ("By Jane Doe, Senior Editor" → "Jane Doe";
 * "Posted by: Laura / House Plant House" → "Laura / House Plant House"): the label before the name
 * and what follows it (a role after a comma, a date, "on …", an address in angle brackets) are dropped. `undefined` when what is
 * left is not name-like (or the text is a picture's credit, "Foto: …", or a brand's, "Brand: …"): empty, furniture ("Author", "Share"), a link's call to action ("Visit the … Store"), a role alone ("Staff Writer"), a number, longer than six words or
 * 60 characters, or sentence punctuation (a full stop after a word; initials and "Dr." are names). Pure.
 */
export function bylineName(text: string): string | undefined {
  if (PICTURE_CREDIT.test(text) || labelsBrand(text)) return undefined;
  const name = text.replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ').trim().replace(LEADING_LABEL, '').replace(ADDRESS_AFTER_NAME, '').replace(TRAILER, '').replace(/[\s:;.]+$/, '').trim();
  if (name === '' || name.length > MAX_NAME_CHARS || name.split(' ').length > MAX_NAME_WORDS) return undefined;
  if (NOT_NAMES.has(name.toLowerCase()) || CALL_TO_ACTION.test(name) || name.toLowerCase().split(' ').every((word) => ROLE_WORDS.has(word)) || !/\p{L}/u.test(name) || /[!?@"“”]/u.test(name) || endsSentence(name) || /^https?:/i.test(name)) return undefined;
  return name;
}

/** The address a name is followed by in version control's form, "Ingrid Vallmark <ingrid@vallmark.example.net>" (hgweb, Savane's "<okestrel>"). */
const ADDRESS_AFTER_NAME = /(?<=\p{L})\s*<[^<>\s]+>$/u;

/** A picture's credit, not a byline: "Foto: Mattias Grönberg/SVT", "Photo by …", "Image: …", "Bild: …". */
const PICTURE_CREDIT = /^\s*(?:photo(?:graph)?s?|fotos?|images?|bild(?:er)?|pictures?|illustrations?|graphics?)(?:\s+by)?\s*:/iu;

/** Abbreviations a name may carry before a full stop ("Dr. Jane Doe", "John Roe Jr. III"); initials ("Jane Q. Writer") are single letters. */
const NAME_ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'jr', 'sr', 'st', 'rev', 'hon']);

/** A word of two or more letters ends with a full stop inside the text, and is not a title's abbreviation: a sentence ends there. */
function endsSentence(text: string): boolean {
  return [...text.matchAll(/(\p{L}{2,})\.\s/gu)].some((match) => !NAME_ABBREVIATIONS.has((match[1] as string).toLowerCase()));
}

/**
 * The names of a byline that lists several ("Ana Ruiz and Li Wei", or one link per name), joined
 * as structured data joins them: `"Ana Ruiz, Li Wei"`. Parts are split at "and" and "&" and each
 * is read by {@link bylineName} (a comma ends a name: what follows is usually a role); repeats are
 * dropped. `undefined` when no part is a name. Pure.
 */
export function joinBylineNames(parts: readonly string[]): string | undefined {
  const names = parts.flatMap((part) => part.replace(/\s+/g, ' ').trim().replace(LEADING_LABEL, '').split(/\s+(?:and|und|et|&)\s+/i)).map(bylineName).filter((name): name is string => name !== undefined);
  const unique = [...new Set(names)];
  return unique.length === 0 ? undefined : unique.join(', ');
}

/**
 * The authors a scholarly page lists in its citation tags (one `citation_author` per author, the
 * Highwire Press convention that Google Scholar reads), joined as bylines are: `"Mara Lind, Tobi
 * Okafor"`. A name written "Last, First" is turned around, so the commas only separate authors.
 * A list too long for {@link MAX_AUTHOR_CHARS} ends with how many more it names ("…, and 97 more").
 * `undefined` when the list is empty. Pure.
 */
export function joinCitationAuthors(values: readonly string[]): string | undefined {
  return joinAuthorList(values.map((value) => {
    const name = value.replace(/\s+/g, ' ').trim();
    const parts = name.split(',').map((part) => part.trim());
    return parts.length === 2 && parts.every((part) => /\p{L}/u.test(part)) ? `${parts[1]} ${parts[0]}` : name;
  }));
}

/**
 * The authors a page names in several `<meta name="author">` tags (HTML gives each author a tag of
 * its own: xml2rfc writes one per author of an RFC), joined as {@link joinCitationAuthors} joins
 * them, each name as written. `undefined` when none has a name. Pure.
 */
export function joinMetaAuthors(values: readonly string[]): string | undefined {
  return joinAuthorList(values.map((value) => value.replace(/\s+/g, ' ').trim()));
}

/** Distinct non-empty names joined by commas, cut to {@link MAX_AUTHOR_CHARS} with how many more the list names. */
function joinAuthorList(values: readonly string[]): string | undefined {
  const names = [...new Set(values.filter((name) => name !== ''))];
  if (names.length === 0) return undefined;
  const kept: string[] = [];
  for (const [index, name] of names.entries()) {
    const rest = names.length - index - 1;
    const line = [...kept, name].join(', ') + (rest > 0 ? `, and ${rest} more` : '');
    if (line.length > MAX_AUTHOR_CHARS) break;
    kept.push(name);
  }
  if (kept.length === 0) return undefined;
  const more = names.length - kept.length;
  return more === 0 ? kept.join(', ') : `${kept.join(', ')}, and ${more} more`;
}
