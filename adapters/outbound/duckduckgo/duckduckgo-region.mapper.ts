import { parseLanguageTag } from '../search-http/language-tag.parser.js';

/** DuckDuckGo's usual region for a bare language (`kl` is `country-language`). */
const DEFAULT_REGION_BY_LANGUAGE: Readonly<Record<string, string>> = {
  en: 'us-en', de: 'de-de', fr: 'fr-fr', es: 'es-es', it: 'it-it', nl: 'nl-nl', pl: 'pl-pl',
  pt: 'pt-pt', ru: 'ru-ru', ja: 'jp-jp', ko: 'kr-kr', zh: 'cn-zh', sv: 'se-sv', da: 'dk-da',
  nb: 'no-no', no: 'no-no', fi: 'fi-fi', tr: 'tr-tr', el: 'gr-el', cs: 'cz-cs', hu: 'hu-hu',
  ro: 'ro-ro', uk: 'ua-uk', he: 'il-he', ar: 'xa-ar', vi: 'vn-vi', th: 'th-th',
};

/** Regions whose DDG code differs from `country-language`. */
const SPECIAL_REGIONS: Readonly<Record<string, string>> = {
  'en-GB': 'uk-en', 'zh-TW': 'tw-tzh', 'zh-HK': 'hk-tzh',
};

/**
 * Maps the caller's language hint to DuckDuckGo's `kl` region code (`de` → `de-de`,
 * `en-GB` → `uk-en`, `fr-CA` → `ca-fr`). Returns `undefined` when there is no usable hint; the
 * language then still travels in `Accept-Language`. DDG treats `kl` as a region preference,
 * so the language filter stays advisory.
 */
export function duckDuckGoRegion(language: string | undefined): string | undefined {
  const tag = parseLanguageTag(language);
  if (tag === undefined) return undefined;
  const fallback = DEFAULT_REGION_BY_LANGUAGE[tag.language];
  if (tag.region === undefined) return fallback;
  const special = SPECIAL_REGIONS[`${tag.language}-${tag.region}`];
  if (special !== undefined) return special;
  const country = tag.region.toLowerCase();
  if (fallback?.startsWith(`${country}-`)) return fallback;
  return `${country}-${tag.language}`;
}
