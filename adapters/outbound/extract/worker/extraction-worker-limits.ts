/**
 * The extraction worker's V8 heap bound. Measured over the 298 development pages and the large-page
 * bench (bench/RESULTS.md, "Session 5: HTML extraction in a bounded worker thread"): the worker's live heap stays well
 * below it, and with the bound V8 collects the parsers' garbage instead of letting the old
 * generation grow to hundreds of MiB, which kept a long-lived host's peak RSS above 400 MiB.
 */
export const EXTRACTION_WORKER_LIMITS = {
  /** Old generation, MiB: a page whose extraction needs more ends with `extraction_failed`. */
  heapLimitMiB: 160,
  /** Young generation, MiB (V8's default on 64-bit hosts is larger, and so is each scavenge's resident garbage). */
  youngGenerationMiB: 16,
} as const;
