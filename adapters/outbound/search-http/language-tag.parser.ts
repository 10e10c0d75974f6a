/** A BCP-47-like language tag reduced to what search engines understand. */
export interface LanguageTag {
  /** Lower-case ISO 639 code, 2 or 3 letters (`en`, `de`, `fil`). */
  readonly language: string;
  /** Upper-case ISO 3166 region when given (`US`, `GB`). */
  readonly region?: string;
}

/**
 * Reads `en`, `en-US`, `en_us` or `fil-PH` into a {@link LanguageTag}. Returns `undefined` for
 * anything else, including `all`/`auto` (meaning "no preference"), so no unvalidated text ever
 * reaches a header or query parameter.
 */
export function parseLanguageTag(value: string | undefined): LanguageTag | undefined {
  if (value === undefined) return undefined;
  const match = /^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{2}))?$/.exec(value.trim());
  if (match === null) return undefined;
  const language = (match[1] ?? '').toLowerCase();
  if (language === 'all') return undefined;
  const region = match[2]?.toUpperCase();
  return region === undefined ? { language } : { language, region };
}
