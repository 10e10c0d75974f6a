/**
 * The model-facing bounds shared by every search backend (spec: "WebSearch" output bounds).
 * Characters are Unicode code points; byte sizes are UTF-8 bytes.
 */

/** Longest result title, in code points (an ellipsis included when cut). */
export const TITLE_MAX_CHARS = 500;

/** Longest result snippet, in code points, including {@link SNIPPET_TRUNCATION_MARKER} when cut. */
export const SNIPPET_MAX_CHARS = 4000;

/** Size of the ranked result body between the boundary markers, in UTF-8 bytes (64 KiB). */
export const BODY_MAX_BYTES = 65_536;

/**
 * Under body pressure a snippet is first shortened down to this many code points (marker
 * included); below it the snippet is removed instead. Chosen to keep ~190 characters of text:
 * enough to judge a lead, small enough that ten results fit in the body comfortably.
 */
export const SNIPPET_MIN_CHARS = 240;

/** Appended to every snippet that lost text, whatever the reason. */
export const SNIPPET_TRUNCATION_MARKER = '[snippet truncated; use WebFetch for full source]';

/** Replaces a snippet removed entirely to fit {@link BODY_MAX_BYTES}. */
export const SNIPPET_REMOVED_MARKER = '[snippet removed to fit the result budget; use WebFetch for full source]';

/** Opens the untrusted result body. Appears exactly once in every rendering. */
export const BEGIN_UNTRUSTED_SEARCH_RESULTS = '[BEGIN UNTRUSTED WEB SEARCH RESULTS]';

/** Closes the untrusted result body. Appears exactly once in every rendering. */
export const END_UNTRUSTED_SEARCH_RESULTS = '[END UNTRUSTED WEB SEARCH RESULTS]';

/** The body of a successful search that found nothing. */
export const NO_RESULTS_TEXT = 'No results.';
