import type { RawSearchResult } from '../../../application/ports/search-provider.port.js';
import { findAnubisMarker, findProofOfWorkWording } from '../search-http/anubis-interstitial.detector.js';
import { collapseWhitespace, parseHtmlPage } from '../search-http/html-document.parser.js';
import { extractStartpageAppData } from './startpage-app-data.extractor.js';
import { startpageAppDataSchema, startpageAppResultSchema } from './startpage-app-data.schema.js';
import { findStartpageCaptchaMarker } from './startpage-captcha.detector.js';

/** What a Startpage results page contained, before the adapter decides what it means. */
export interface StartpagePage {
  readonly results: readonly RawSearchResult[];
  /** Where results were looked for: the embedded SERP data, result markup, or neither was present. */
  readonly layout: 'app_data' | 'markup' | 'none';
  /** The embedded SERP data was present but could not be parsed. */
  readonly malformed: boolean;
  /** An Anubis proof-of-work interstitial (checked first: it is a block even beside other markup). */
  readonly anubisMarker?: string;
  /** A CAPTCHA marker, meaningful only when nothing parsed. */
  readonly captchaMarker?: string;
  /** Proof-of-work interstitial wording ("Verifying your request…"), meaningful only when nothing parsed. */
  readonly proofOfWorkWording?: string;
}

const RESULT_LINK_SELECTOR = 'a.result-link, a.w-gl__result-title, a.result-title';
const AD_URL = /^https?:\/\/(www\.)?google\.[a-z.]+\/aclk/i;
const STARTPAGE_SEARCH_URL = /^https?:\/\/(www\.)?startpage\.com\/(do|sp)\/search/i;

/**
 * Parses a `POST /sp/search` answer. Prefers the embedded SERP data
 * (`React.createElement(UIStartpage.AppSerpWeb, {...})`, web blocks of
 * `render.presenter.regions.mainline`); falls back to result markup (`a.result-link` with an
 * `h2` title and a `p` whose class contains `description`), ignoring anything under `#sponsored`.
 */
export function parseStartpageResults(html: string, setCookie?: string): StartpagePage {
  const { document, text } = parseHtmlPage(html);
  const anubisMarker = findAnubisMarker(document, setCookie);
  const proofOfWorkWording = findProofOfWorkWording(text);
  const markers = {
    ...(anubisMarker === undefined ? {} : { anubisMarker }),
    ...(proofOfWorkWording === undefined ? {} : { proofOfWorkWording }),
    ...captchaField(findStartpageCaptchaMarker(document, text)),
  };

  for (const script of document.querySelectorAll('script')) {
    const appData = extractStartpageAppData(script.textContent ?? '');
    if (!appData.found) continue;
    if (!appData.parsed) return { results: [], layout: 'app_data', malformed: true, ...markers };
    const parsed = startpageAppDataSchema.safeParse(appData.data);
    if (!parsed.success) return { results: [], layout: 'app_data', malformed: true, ...markers };
    const blocks = parsed.data.render.presenter.regions?.mainline ?? [];
    const results = blocks
      .filter((block) => block.display_type?.startsWith('web') === true)
      .flatMap((block) => block.results ?? [])
      .flatMap((entry) => fromAppResult(entry, document));
    return { results, layout: 'app_data', malformed: false, ...markers };
  }

  const links = [...document.querySelectorAll(RESULT_LINK_SELECTOR)].filter((link) => link.closest('#sponsored') === null);
  const results = links.flatMap(fromMarkupLink);
  return { results, layout: links.length > 0 ? 'markup' : 'none', malformed: false, ...markers };
}

function fromAppResult(entry: unknown, document: Document): RawSearchResult[] {
  const parsed = startpageAppResultSchema.safeParse(entry);
  if (!parsed.success || !isResultUrl(parsed.data.clickUrl)) return [];
  return [
    {
      url: parsed.data.clickUrl,
      title: htmlToText(parsed.data.title ?? '', document),
      snippet: htmlToText(parsed.data.description ?? '', document),
    },
  ];
}

function fromMarkupLink(link: Element): RawSearchResult[] {
  const url = link.getAttribute('href');
  if (url === null || !isResultUrl(url)) return [];
  const row = link.closest('.w-gl__result, .result') ?? link.parentElement;
  const heading = link.querySelector('h2, h3');
  return [
    {
      url,
      title: collapseWhitespace((heading ?? link).textContent ?? ''),
      snippet: collapseWhitespace(row?.querySelector('p[class*="description"]')?.textContent ?? ''),
    },
  ];
}

function isResultUrl(value: string): boolean {
  if (AD_URL.test(value) || STARTPAGE_SEARCH_URL.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Titles and descriptions in the SERP data carry highlighting markup; only their text is kept. */
function htmlToText(fragment: string, document: Document): string {
  const holder = document.createElement('div');
  holder.innerHTML = fragment;
  return collapseWhitespace(holder.textContent ?? '');
}

function captchaField(marker: string | undefined): { captchaMarker?: string } {
  return marker === undefined ? {} : { captchaMarker: marker };
}
