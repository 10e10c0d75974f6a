/**
 * The extraction worker's V8 heap bound. Measured over the 298 development pages and the large-page
 * bench (bench/RESULTS.md, "Session 5: HTML extraction in a bounded worker thread"): the worker's live heap stays well
 * below it, and with the bound V8 collects the parsers' garbage instead of letting the old
 * generation grow to hundreds of MiB, which kept a long-lived host's peak RSS above 400 MiB.
 */
export const EXTRACTION_WORKER_LIMITS = {
  /** Old generation, MiB: a page whose extraction needs more ends with `extraction_failed`. */
  heapLimitMiB: 160,
  /**
   * Young generation, MiB. V8's default on 64-bit hosts is larger, and so is the garbage each
   * scavenge leaves resident; smaller, more scavenges promote more and the fetch slows. Idle figures
   * over the corpus (bench/RESULTS.md, session 5): 16 MiB gave 1.09–1.28× plain speed at 342 MiB
   * peak, 24 MiB 1.04–1.15× at 338–347 MiB, 32 MiB 1.04–1.11× at 372–380 MiB.
   */
  youngGenerationMiB: 24,
} as const;
