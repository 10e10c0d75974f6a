import { canonicalUrlHostName } from '../url/host-name.js';
import { hostMatchesDomain } from '../url/host-matches-domain.js';
import type { ParsedQuery, SiteRestriction } from './search-query-parser.js';
import { compactFolded, foldText, tokenizeFolded, usesSubstringMatching } from './text-folding.js';

/** The fields of a result the gate reads. `url` should be the normalised result URL. */
export interface RelevanceCandidate {
  readonly title: string;
  readonly snippet: string;
  readonly url: string;
}

/** The gate's decision and a short, human-readable reason (for logs and diagnostics). */
export interface RelevanceVerdict {
  readonly relevant: boolean;
  readonly reason: string;
}

/** Each field is read up to this many UTF-16 code units, which bounds the work per result. */
export const MAX_GATE_FIELD_LENGTH = 10_000;

/**
 * How many of `significantCount` significant terms must match:
 * 0 terms → 0; 1–2 terms → all of them; 3 or more → at least half, rounded up; with `OR`/`|` → 1.
 *
 * Why: short queries are precise and engines match every word, so a result missing one of two
 * words is almost always off-topic; long natural-language queries carry words a genuine
 * snippet often lacks (`how to configure nginx reverse proxy websocket support`), so half keeps
 * genuine results while an off-topic page sharing one generic word still fails.
 */
export function requiredTermMatches(significantCount: number, anyTermSuffices: boolean): number {
  if (significantCount === 0) return 0;
  if (anyTermSuffices) return 1;
  return significantCount <= 2 ? significantCount : Math.ceil(significantCount / 2);
}

/**
 * The deterministic relevance gate applied before a backend's results may end auto mode.
 * It never rewrites the query. Checks, in order (the first failure is the reason):
 *
 * 1. the URL parses and its host matches at least one `site:` operator, if any (subdomains count;
 *    a `site:` path prefix must prefix the URL path), and no `-site:` operator;
 * 2. no `-term` occurs as a word, and no `-"phrase"` occurs;
 * 3. every quoted phrase occurs as a contiguous word sequence (punctuation and whitespace ignored)
 *    in the title, the snippet or the URL's host+path words; phrases in no-space scripts
 *    (CJK, Thai, …) occur as a substring with separators removed;
 * 4. enough significant plain terms match ({@link requiredTermMatches}) in the title, the snippet
 *    or the URL's host and path words.
 *
 * Term matching, on folded text (`foldText`): CJK/Thai/Hangul terms by substring; other terms by
 * word, with a light suffix tolerance for inflection: two purely alphabetic words of at least four
 * code points match when their lengths differ by at most 4 and their common prefix covers all but
 * at most two code points of the shorter (`Versicherung`/`Versicherungen`, `Москва`/`Москве`,
 * `library`/`libraries`). Numbers and exclusions match exactly.
 */
export function isRelevant(result: RelevanceCandidate, parsed: ParsedQuery): RelevanceVerdict {
  let url: URL;
  try {
    url = new URL(result.url);
  } catch {
    return reject('result URL does not parse');
  }
  const host = canonicalUrlHostName(url.hostname) ?? '';
  const path = url.pathname.toLowerCase();
  if (parsed.sites.length > 0 && !parsed.sites.some((site) => siteMatches(site, host, path))) {
    return reject(`host ${host} matches no site: operator`);
  }
  const excludedSite = parsed.excludedSites.find((site) => siteMatches(site, host, path));
  if (excludedSite !== undefined) return reject(`host ${host} matches excluded site:${excludedSite.domain}`);

  const haystack = new Haystack([result.title, result.snippet, `${host} ${safeDecode(url.pathname)}`]);
  const excludedTerm = parsed.excludedTerms.find((term) => haystack.containsExactTerm(term));
  if (excludedTerm !== undefined) return reject(`contains excluded term "${excludedTerm}"`);
  const excludedPhrase = parsed.excludedPhrases.find((phrase) => haystack.containsPhrase(phrase));
  if (excludedPhrase !== undefined) return reject(`contains excluded phrase "${excludedPhrase}"`);
  const missingPhrase = parsed.phrases.find((phrase) => !haystack.containsPhrase(phrase));
  if (missingPhrase !== undefined) return reject(`missing quoted phrase "${missingPhrase}"`);

  const total = parsed.significantTerms.length;
  const matched = parsed.significantTerms.filter((term) => haystack.containsTerm(term)).length;
  const needed = requiredTermMatches(total, parsed.anyTermSuffices);
  const summary = `matched ${matched} of ${total} significant query terms (needs ${needed})`;
  return matched >= needed ? { relevant: true, reason: summary } : reject(summary);
}

function reject(reason: string): RelevanceVerdict {
  return { relevant: false, reason };
}

function siteMatches(site: SiteRestriction, host: string, lowerCasePath: string): boolean {
  return hostMatchesDomain(host, site.domain) && (site.pathPrefix === undefined || lowerCasePath.startsWith(site.pathPrefix));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const ALPHABETIC_WORD = /^[\p{L}\p{M}]+$/u;

function codePointLength(text: string): number {
  let length = 0;
  for (const _character of text) length += 1;
  return length;
}

function commonPrefixLength(left: readonly string[], right: readonly string[]): number {
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

function inflectionMatch(term: string, token: string): boolean {
  if (!ALPHABETIC_WORD.test(term) || !ALPHABETIC_WORD.test(token)) return false;
  const termPoints = [...term];
  const tokenPoints = [...token];
  const shorter = Math.min(termPoints.length, tokenPoints.length);
  if (shorter < 4 || Math.abs(termPoints.length - tokenPoints.length) > 4) return false;
  return commonPrefixLength(termPoints, tokenPoints) >= Math.max(4, shorter - 2);
}

/** The searchable text of one result, folded once. */
class Haystack {
  private readonly tokens = new Set<string>();
  private readonly fieldTokens: readonly (readonly string[])[];
  private readonly folded: readonly string[];
  // Only quoted phrases need the word sequences, and only CJK/Thai/Hangul terms the separator-free
  // text: each is built on first use.
  #fieldWordSequences: readonly string[] | undefined;
  #fieldCompacts: readonly string[] | undefined;

  constructor(fields: readonly string[]) {
    this.folded = fields.map((field) => foldText(field.slice(0, MAX_GATE_FIELD_LENGTH)));
    this.fieldTokens = this.folded.map(tokenizeFolded);
    // A loop rather than `new Set(fieldTokens.flat())`: `flat` was a tenth of the gate's time.
    for (const tokens of this.fieldTokens) for (const token of tokens) this.tokens.add(token);
  }

  private get fieldWordSequences(): readonly string[] {
    this.#fieldWordSequences ??= this.fieldTokens.map((tokens) => ` ${tokens.join(' ')} `);
    return this.#fieldWordSequences;
  }

  private get fieldCompacts(): readonly string[] {
    this.#fieldCompacts ??= this.folded.map(compactFolded);
    return this.#fieldCompacts;
  }

  containsExactTerm(term: string): boolean {
    if (usesSubstringMatching(term)) return this.fieldCompacts.some((compact) => compact.includes(term));
    return this.tokens.has(term);
  }

  containsTerm(term: string): boolean {
    if (this.containsExactTerm(term)) return true;
    if (usesSubstringMatching(term) || codePointLength(term) < 4) return false;
    for (const token of this.tokens) if (inflectionMatch(term, token)) return true;
    return false;
  }

  containsPhrase(foldedPhrase: string): boolean {
    const words = tokenizeFolded(foldedPhrase);
    if (words.length === 0) return true;
    if (words.some(usesSubstringMatching)) {
      const needle = compactFolded(foldedPhrase);
      return this.fieldCompacts.some((compact) => compact.includes(needle));
    }
    const needle = ` ${words.join(' ')} `;
    return this.fieldWordSequences.some((sequence) => sequence.includes(needle));
  }
}
