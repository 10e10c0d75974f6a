import { boundWithEllipsis, sanitizeForBound } from './bounded-text.js';
import { toWellFormed } from './unicode-text.js';

/**
 * Formatters for the small values placed in the output's structural lines.
 * They keep every line single-line, bounded and free of anything that could read as a boundary marker.
 */

const TOKEN_UNSAFE = /[^A-Za-z0-9._:,+\-/@]/gu;
const KEY_UNSAFE = /[^a-z0-9_]/gu;
const NON_PRINTABLE_ASCII = /[^\x21-\x7E]/gu;

/** A control-line value: printable ASCII without spaces, `=`, quotes or brackets (others become `_`), ≤ 120 chars; empty → `none`. */
export function controlToken(value: string | number | boolean): string {
  const token = String(value).replace(TOKEN_UNSAFE, '_').slice(0, 120);
  return token === '' ? 'none' : token;
}

/** A control-line key: snake_case (`[a-z0-9_]`, others become `_`), ≤ 40 chars. */
export function controlKey(key: string): string {
  const safe = key.toLowerCase().replace(KEY_UNSAFE, '_').slice(0, 40);
  return safe === '' ? 'field' : safe;
}

/** Untrusted text for a structural line: sanitised (`sanitizeUntrustedInline`) and cut with `…` at `maxChars` code points. */
export function untrustedInline(raw: string, maxChars: number): string {
  return boundWithEllipsis(sanitizeForBound(raw, maxChars), maxChars).text;
}

/**
 * A URL for display: printable ASCII only (anything else percent-encoded as UTF-8) and `[`/`]`
 * percent-encoded after the authority, so a URL can neither break the line nor spell a marker.
 * A normalised result URL is already printable ASCII, so usually only brackets in paths change.
 */
export function displayUrl(url: string): string {
  const printable = toWellFormed(url).replace(NON_PRINTABLE_ASCII, (character) => encodeURIComponent(character));
  const authorityStart = printable.indexOf('//');
  const pathStart = printable.indexOf('/', authorityStart === -1 ? 0 : authorityStart + 2);
  if (pathStart === -1) return printable;
  return printable.slice(0, pathStart) + printable.slice(pathStart).replaceAll('[', '%5B').replaceAll(']', '%5D');
}
