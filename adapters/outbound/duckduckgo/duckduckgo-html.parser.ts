import type { RawSearchResult } from '../../../application/ports/search-provider.port.js';
import { findAnubisMarker } from '../search-http/anubis-interstitial.detector.js';
import { collapseWhitespace, parseHtmlPage } from '../search-http/html-document.parser.js';
import { unwrapDuckDuckGoLink } from './duckduckgo-link.unwrapper.js';

/** What a DuckDuckGo HTML page contained, before the adapter decides what it means. */
export interface DuckDuckGoPage {
  /** Organic results in page order; ads and non-http(s) links are already dropped. */
  readonly results: readonly RawSearchResult[];
  /** Organic rows that had neither a usable title link nor a "no results" notice (a changed layout). */
  readonly unparsableRows: number;
  /** The page carries DDG's own "No results." row. */
  readonly noResultsNotice: boolean;
  /** Short name of a bot-challenge marker (DDG's "not a robot" dialog or Anubis), if any. */
  readonly challengeMarker?: string;
}

const CHALLENGE_SELECTORS: ReadonlyArray<readonly [selector: string, marker: string]> = [
  ['form#challenge-form', 'challenge-form'],
  ['[class*="anomaly-modal"]', 'anomaly-modal'],
  ['script[src*="anomaly.js"]', 'anomaly.js'],
];

const CHALLENGE_PHRASES = [
  'bots use duckduckgo too',
  'confirm this search was made by a human',
  'select all squares containing a duck',
];

/**
 * Parses `html.duckduckgo.com/html/` markup: organic rows are elements with class `web-result`
 * (ads carry `result--ad`), the title link is `h2 a` / `a.result__a`, the snippet
 * `.result__snippet`. Redirect links are unwrapped from their `uddg` parameter.
 */
export function parseDuckDuckGoHtml(html: string, setCookie?: string): DuckDuckGoPage {
  const { document, text } = parseHtmlPage(html);
  const results: RawSearchResult[] = [];
  let unparsableRows = 0;
  let noResultsNotice = document.querySelector('.no-results, .result--no-result') !== null;

  for (const row of document.querySelectorAll('.web-result')) {
    if (isAd(row)) continue;
    const link = row.querySelector('h2 a, a.result__a');
    const href = link?.getAttribute('href');
    if (link === null || href === null || href === undefined) {
      if (/no\s+(more\s+)?results/i.test(row.textContent ?? '')) noResultsNotice = true;
      else unparsableRows += 1;
      continue;
    }
    const url = unwrapDuckDuckGoLink(href);
    if (url === undefined) continue;
    results.push({
      title: collapseWhitespace(link.textContent ?? ''),
      url,
      snippet: collapseWhitespace(row.querySelector('.result__snippet')?.textContent ?? ''),
    });
  }

  const challengeMarker = findChallengeMarker(document, text, setCookie);
  return {
    results,
    unparsableRows,
    noResultsNotice,
    ...(challengeMarker === undefined ? {} : { challengeMarker }),
  };
}

function isAd(row: Element): boolean {
  return row.closest('.result--ad, .result--ad--small') !== null;
}

function findChallengeMarker(document: Document, text: string, setCookie: string | undefined): string | undefined {
  for (const [selector, marker] of CHALLENGE_SELECTORS) {
    if (document.querySelector(selector) !== null) return marker;
  }
  const lowerText = text.toLowerCase();
  const phrase = CHALLENGE_PHRASES.find((candidate) => lowerText.includes(candidate));
  if (phrase !== undefined) return `"${phrase}"`;
  return findAnubisMarker(document, setCookie);
}
