import { parseLanguageTag } from './language-tag.parser.js';

/** Sent when the caller expressed no (valid) language preference. */
export const DEFAULT_ACCEPT_LANGUAGE = 'en-US,en;q=0.9';

/**
 * Builds an `Accept-Language` header value from the caller's language hint, the way a browser
 * configured for that language would: `de-AT` gives `de-AT,de;q=0.9`, `fr` gives `fr`.
 * Invalid or absent hints give {@link DEFAULT_ACCEPT_LANGUAGE}.
 */
export function acceptLanguageFor(language: string | undefined): string {
  const tag = parseLanguageTag(language);
  if (tag === undefined) return DEFAULT_ACCEPT_LANGUAGE;
  if (tag.region === undefined) return tag.language;
  return `${tag.language}-${tag.region},${tag.language};q=0.9`;
}
