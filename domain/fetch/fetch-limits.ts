/**
 * The WebFetch numbers the specification fixes, in one place.
 * Sizes are bytes, durations milliseconds, counts plain integers.
 */
export const FETCH_LIMITS = {
  /** One deadline for the whole call: admission, redirects, retry waits and extraction. */
  deadlineMs: 45_000,
  /** Transport cap on decoded body bytes (20 MiB). */
  maxBodyBytes: 20 * 1024 * 1024,
  /** Cap on bytes handed to structured parsers (8 MiB). */
  maxStructuredBytes: 8 * 1024 * 1024,
  /** Redirects followed at most; each hop is re-checked against the network policy. */
  maxRedirects: 5,
  /** One browser render (launch, navigation, reading) gets at most this long; closing it is bounded cleanup on top. */
  renderBudgetMs: 20_000,
  /** Closing the browser and removing its files after a render may take this much beyond the budget. */
  renderCleanupMs: 6_000,
  /** Extracted documents kept per run. */
  cacheMaxDocuments: 64,
  /** UTF-8 bytes of document text kept per run (32 MiB). */
  cacheMaxTextBytes: 32 * 1024 * 1024,
} as const;

/** Bounds and defaults of the slice/cap inputs. */
export const OUTPUT_LIMITS = {
  /** Default `max_output_chars`: about 12-15 k tokens of prose, small enough to leave room in a context window. */
  defaultMaxOutputChars: 50_000,
  minMaxOutputChars: 1_000,
  maxMaxOutputChars: 500_000,
  /** `max_lines` when a slice is requested without it. */
  defaultSliceLines: 200,
  maxSliceLines: 10_000,
} as const;
