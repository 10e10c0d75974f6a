import { SNIPPET_TRUNCATION_MARKER } from './search-output-limits.js';
import { codePointLength, indexAfterCodePoints, truncateCodePoints } from './unicode-text.js';
import { sanitizeUntrustedInline } from './untrusted-text-sanitizer.js';

/** Untrusted text after sanitising; `lostText` is true when the raw input was pre-cut. */
export interface SanitizedText {
  readonly text: string;
  readonly lostText: boolean;
}

/** Text after bounding; `truncated` is true when anything was cut. */
export interface BoundedText {
  readonly text: string;
  readonly truncated: boolean;
}

const ELLIPSIS = '…';
const MARKER_LENGTH = codePointLength(SNIPPET_TRUNCATION_MARKER);

/**
 * Sanitises untrusted inline text (`sanitizeUntrustedInline`) whose final form will be at most
 * `maxChars` code points. Huge input is first cut to `4 × maxChars + 256` code points, which bounds
 * the work while leaving room for whitespace that sanitising collapses; that cut sets `lostText`.
 */
export function sanitizeForBound(raw: string, maxChars: number): SanitizedText {
  const precutIndex = indexAfterCodePoints(raw, maxChars * 4 + 256);
  const lostText = precutIndex < raw.length;
  return { text: sanitizeUntrustedInline(lostText ? raw.slice(0, precutIndex) : raw), lostText };
}

/**
 * Bounds sanitised text to `maxChars` code points, ending a cut with `…` (counted).
 * Used for titles and metadata values.
 */
export function boundWithEllipsis(sanitized: SanitizedText, maxChars: number): BoundedText {
  if (!sanitized.lostText && codePointLength(sanitized.text) <= maxChars) return { text: sanitized.text, truncated: false };
  const head = truncateCodePoints(sanitized.text, Math.max(0, maxChars - 1)).trimEnd();
  return { text: `${head}${ELLIPSIS}`, truncated: true };
}

/**
 * Bounds a sanitised snippet to `maxChars` code points **including** the visible
 * `[snippet truncated; use WebFetch for full source]` marker, which is appended whenever text was
 * lost (here or by the pre-cut). `maxChars` must be at least the marker length (49); the cut is at
 * a code-point boundary, preferably a word boundary.
 */
export function boundSnippet(sanitized: SanitizedText, maxChars: number): BoundedText {
  if (maxChars < MARKER_LENGTH) throw new RangeError(`snippet bound ${maxChars} is shorter than the truncation marker`);
  if (!sanitized.lostText && codePointLength(sanitized.text) <= maxChars) return { text: sanitized.text, truncated: false };
  const head = truncateCodePoints(sanitized.text, maxChars - MARKER_LENGTH - 1).trimEnd();
  return { text: head === '' ? SNIPPET_TRUNCATION_MARKER : `${head} ${SNIPPET_TRUNCATION_MARKER}`, truncated: true };
}
