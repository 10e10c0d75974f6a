import { toWellFormed } from './unicode-text.js';

/** What a forged boundary marker is replaced with. */
export const FORGED_MARKER_REPLACEMENT = '(forged boundary marker removed)';

/** Invisible characters that can hide or reorder text: zero-width space/joiner-less marks, bidi controls, BOM, soft hyphen, Unicode tags. */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u2060-\u2064\u202A-\u202E\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}\u2028\u2029]+/gu;
const SEPARATOR = String.raw`[\s\p{Cf}_\-.:]{0,16}`;
const FORGED_MARKER = new RegExp(
  String.raw`(?:\[${SEPARATOR})?(?:begin|end)${SEPARATOR}untrusted${SEPARATOR}web${SEPARATOR}search${SEPARATOR}results(?:${SEPARATOR}\])?`,
  'giu',
);

/**
 * Makes untrusted text (titles, snippets, queries, dates, engine names) safe to place on one line
 * of the model-facing output:
 * - lone surrogates become U+FFFD;
 * - invisible formatting characters that can hide text (bidi controls, zero-width space, tags) go;
 * - every run of whitespace or control characters, newlines included, becomes one space, so
 *   a page cannot start a line that looks like our own structure;
 * - anything resembling a boundary marker (`BEGIN`/`END UNTRUSTED WEB SEARCH RESULTS` in any case,
 *   with any separators, in full-width or other compatibility forms) is replaced by
 *   {@link FORGED_MARKER_REPLACEMENT}. Only text containing such a forgery is NFKC-normalised.
 * The result is trimmed. Linear in the input length.
 */
export function sanitizeUntrustedInline(text: string): string {
  const visible = toWellFormed(text).replace(INVISIBLE, '').replace(WHITESPACE_OR_CONTROL, ' ');
  return neutralizeForgedMarkers(visible).trim();
}

/** Replaces forged boundary markers (see {@link sanitizeUntrustedInline}); leaves other text untouched. */
export function neutralizeForgedMarkers(text: string): string {
  if (!mayContainMarker(text)) return text;
  const compatible = text.normalize('NFKC');
  FORGED_MARKER.lastIndex = 0;
  if (!FORGED_MARKER.test(compatible)) return text;
  FORGED_MARKER.lastIndex = 0;
  return compatible.replace(FORGED_MARKER, FORGED_MARKER_REPLACEMENT);
}

/** Cheap pre-check: every forgery contains "untrusted" in some compatibility spelling. */
function mayContainMarker(text: string): boolean {
  return /untrusted/iu.test(text) || /[\uFF01-\uFF5E\u{1D400}-\u{1D7FF}\u2100-\u214F\u24B6-\u24E9]/u.test(text);
}
