import { canonicalDomain } from '../url/host-matches-domain.js';
import { isStopWord } from './stop-words.js';
import { foldText, tokenize, usesSubstringMatching } from './text-folding.js';

/** A `site:` restriction: a domain (subdomains included) and optionally a path prefix (`site:example.com/docs`). */
export interface SiteRestriction {
  readonly domain: string;
  /** Percent-encoded path prefix starting with `/`, compared case-insensitively. */
  readonly pathPrefix?: string;
}

/** An operator the gate does not enforce itself (`filetype:pdf`, `intitle:x`, `lang:de`, …), as written. */
export interface QueryOperator {
  readonly name: string;
  readonly value: string;
}

/**
 * The relevance gate's reading of a query. Parsing never rewrites the query: providers always
 * receive `raw` unchanged, operators and quotes included.
 *
 * Every term and phrase is folded (`foldText`). `terms` are the plain words in order, deduplicated;
 * `significantTerms` are those that count for the match threshold: not a function word
 * (`stop-words.ts`) and not a lone letter of an alphabetic script. A query made only of
 * function words (`the who`) keeps all of them as significant.
 */
export interface ParsedQuery {
  readonly raw: string;
  readonly terms: readonly string[];
  readonly significantTerms: readonly string[];
  /** Quoted phrases (`"…"`, `“…”`, `„…“`) that must each appear. */
  readonly phrases: readonly string[];
  /** `site:` operators; when present the host must match at least one. */
  readonly sites: readonly SiteRestriction[];
  /** `-term` words; a result containing one is rejected. */
  readonly excludedTerms: readonly string[];
  /** `-"phrase"` and hyphenated `-multi-part` exclusions. */
  readonly excludedPhrases: readonly string[];
  /** `-site:` operators. */
  readonly excludedSites: readonly SiteRestriction[];
  readonly operators: readonly QueryOperator[];
  /** True when the query uses `OR` or `|`: then one matching significant term is enough. */
  readonly anyTermSuffices: boolean;
}

/** Operators whose value also counts as plain terms (the gate looks for them anywhere in the result). */
const TERM_OPERATORS: ReadonlySet<string> = new Set(['intitle', 'allintitle', 'inurl', 'allinurl', 'intext', 'allintext', 'inanchor']);
const OTHER_OPERATORS: ReadonlySet<string> = new Set([
  'filetype', 'ext', 'related', 'cache', 'info', 'link', 'lang', 'language', 'before', 'after', 'define', 'source', 'location', 'loc',
]);
const OPENING_QUOTES = '"“„';
const CLOSING_QUOTES = '"”“';
const WHITESPACE = /\s/u;

/**
 * Parses a search query for the relevance gate (see {@link ParsedQuery}). Recognised syntax:
 * `"quoted phrase"`, `site:domain[/path]`, `-term`, `-"phrase"`, `-site:domain`, `OR`/`|`,
 * `+term` (a plain term), and `name:value` operators from a fixed list; an unknown `word:value`
 * is plain text. An unbalanced quote is ignored. Deterministic and total: never throws.
 */
export function parseSearchQuery(query: string): ParsedQuery {
  const state = new ParseState();
  let index = 0;
  while (index < query.length) {
    const character = query[index] ?? '';
    if (WHITESPACE.test(character)) {
      index += 1;
      continue;
    }
    const next = query[index + 1];
    const hasSignPrefix = (character === '-' || character === '+') && next !== undefined && !WHITESPACE.test(next);
    const negated = hasSignPrefix && character === '-';
    if (hasSignPrefix) index += 1;
    const quoted = readQuoted(query, index);
    if (quoted !== undefined) {
      state.addPhrase(quoted.text, negated);
      index = quoted.end;
      continue;
    }
    if (OPENING_QUOTES.includes(query[index] ?? '')) {
      index += 1;
      continue;
    }
    let end = index;
    while (end < query.length && !WHITESPACE.test(query[end] ?? '') && !OPENING_QUOTES.includes(query[end] ?? '')) end += 1;
    const chunk = query.slice(index, end);
    index = end;
    const operator = /^([A-Za-z]+):(.*)$/su.exec(chunk);
    const name = operator?.[1]?.toLowerCase() ?? '';
    if (operator !== null && (name === 'site' || TERM_OPERATORS.has(name) || OTHER_OPERATORS.has(name))) {
      let value = operator[2] ?? '';
      if (value === '') {
        const quotedValue = readQuoted(query, index);
        if (quotedValue !== undefined) {
          value = quotedValue.text;
          index = quotedValue.end;
        }
      }
      state.addOperator(name, value, negated);
    } else {
      state.addChunk(chunk, negated);
    }
  }
  return state.finish(query);
}

function readQuoted(query: string, start: number): { readonly text: string; readonly end: number } | undefined {
  if (!OPENING_QUOTES.includes(query[start] ?? '')) return undefined;
  for (let index = start + 1; index < query.length; index += 1) {
    if (CLOSING_QUOTES.includes(query[index] ?? '')) return { text: query.slice(start + 1, index), end: index + 1 };
  }
  return undefined;
}

function parseSite(value: string): SiteRestriction | undefined {
  const withoutScheme = value.replace(/^[a-z][a-z0-9+.-]*:\/\//iu, '');
  const slash = withoutScheme.indexOf('/');
  const domain = canonicalDomain(slash === -1 ? withoutScheme : withoutScheme.slice(0, slash));
  if (domain === undefined) return undefined;
  const rawPath = slash === -1 ? '' : withoutScheme.slice(slash);
  if (rawPath === '' || rawPath === '/') return { domain };
  try {
    return { domain, pathPrefix: new URL(`http://h${rawPath}`).pathname.toLowerCase() };
  } catch {
    return { domain };
  }
}

function isSignificant(term: string): boolean {
  if (isStopWord(term)) return false;
  const isLoneLetter = [...term].length === 1 && /\p{L}/u.test(term) && !usesSubstringMatching(term);
  return !isLoneLetter;
}

class ParseState {
  private readonly terms: string[] = [];
  private readonly phrases: string[] = [];
  private readonly sites: SiteRestriction[] = [];
  private readonly excludedTerms: string[] = [];
  private readonly excludedPhrases: string[] = [];
  private readonly excludedSites: SiteRestriction[] = [];
  private readonly operators: QueryOperator[] = [];
  private anyTermSuffices = false;

  addPhrase(text: string, negated: boolean): void {
    const tokens = tokenize(text);
    if (tokens.length === 0) return;
    const folded = foldText(text).trim();
    if (negated) this.excludedPhrases.push(folded);
    else this.phrases.push(folded);
  }

  addOperator(name: string, value: string, negated: boolean): void {
    if (name === 'site') {
      const site = parseSite(value);
      if (site !== undefined) (negated ? this.excludedSites : this.sites).push(site);
      return;
    }
    this.operators.push({ name: negated ? `-${name}` : name, value });
    if (!negated && TERM_OPERATORS.has(name)) this.terms.push(...tokenize(value));
  }

  addChunk(chunk: string, negated: boolean): void {
    if (!negated && (chunk === 'OR' || chunk === '|')) {
      this.anyTermSuffices = true;
      return;
    }
    if (!negated && chunk === 'AND') return;
    const tokens = tokenize(chunk);
    if (!negated) this.terms.push(...tokens);
    else if (tokens.length === 1) this.excludedTerms.push(...tokens);
    else if (tokens.length > 1) this.excludedPhrases.push(tokens.join(' '));
  }

  finish(raw: string): ParsedQuery {
    const terms = [...new Set(this.terms)];
    const significant = terms.filter(isSignificant);
    return {
      raw,
      terms,
      significantTerms: significant.length === 0 ? terms : significant,
      phrases: [...new Set(this.phrases)],
      sites: this.sites,
      excludedTerms: [...new Set(this.excludedTerms)],
      excludedPhrases: [...new Set(this.excludedPhrases)],
      excludedSites: this.excludedSites,
      operators: this.operators,
      anyTermSuffices: this.anyTermSuffices,
    };
  }
}
