import { parseLanguageTag } from '../search-http/language-tag.parser.js';

/**
 * Startpage names languages, not codes (`language`/`lui` form fields). Only names confirmed in
 * public engine code are listed; other languages travel in `Accept-Language` alone.
 */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'english', de: 'deutsch', fr: 'francais', es: 'espanol', it: 'italiano', nl: 'nederlands',
  pt: 'portugues', pl: 'polski', da: 'dansk', sv: 'svenska', nb: 'norsk', no: 'norsk', fi: 'suomi',
  ko: 'hangul',
};

/** Maps the caller's language hint to Startpage's language name, or `undefined` when unknown. */
export function startpageLanguageName(language: string | undefined): string | undefined {
  const tag = parseLanguageTag(language);
  if (tag === undefined) return undefined;
  if (tag.language === 'en' && tag.region === 'GB') return 'english_uk';
  return LANGUAGE_NAMES[tag.language];
}
