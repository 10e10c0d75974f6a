import { neutraliseForgedMarkers } from '../untrusted-text/forged-marker.neutraliser.js';
import { toWellFormed } from './unicode-text.js';

/** What a forged boundary marker is replaced with. */
export const FORGED_MARKER_REPLACEMENT = '(forged boundary marker removed)';

/** Invisible characters that can hide or reorder text: zero-width space/joiner-less marks, bidi controls, BOM, soft hyphen, Unicode tags. */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u2060-\u2064\u202A-\u202E\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}\u2028\u2029]+/gu;

/**
 * Makes untrusted text (titles, snippets, queries, dates, engine names) safe to place on one line
 * of the model-facing output:
 * - lone surrogates become U+FFFD;
 * - invisible formatting characters that can hide text (bidi controls, zero-width space, tags) go;
 * - every run of whitespace or control characters, newlines included, becomes one space, so
 *   a page cannot start a line that looks like our own structure;
 * - anything a reader could take for one of our boundary markers (search results, web content,
 *   page metadata; any case, separators, full-width or look-alike letters, Markdown escapes; see
 *   `neutraliseForgedMarkers`) is replaced by {@link FORGED_MARKER_REPLACEMENT}.
 * The result is trimmed. Linear in the input length.
 */
export function sanitizeUntrustedInline(text: string): string {
  const visible = toWellFormed(text).replace(INVISIBLE, '').replace(WHITESPACE_OR_CONTROL, ' ');
  return neutralizeForgedMarkers(visible).trim();
}

/** Replaces forged boundary markers (see {@link sanitizeUntrustedInline}); leaves other text untouched. */
export function neutralizeForgedMarkers(text: string): string {
  // Bounding happens after sanitising, so the replacement may be longer than a short forgery.
  return neutraliseForgedMarkers(text, FORGED_MARKER_REPLACEMENT, { mayLengthen: true });
}
