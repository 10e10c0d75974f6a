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
   * Young generation, MiB. With the old generation bounded, V8 grows the heap little before each
   * full collection, so every page tree a scavenge promotes brings the next one sooner; a larger
   * young generation lets more trees die young, but what each scavenge leaves resident raises the
   * peak RSS. Idle figures over the corpus (bench/RESULTS.md, sessions 6 and 7): 24 MiB 1.20–1.36×
   * plain speed at 311–359 MiB peak; 48 MiB 1.18–1.28× at 339–373 MiB; 64 MiB 1.10–1.31× and 6 %
   * less CPU, but 362–387 MiB (once 426 MiB), too close to issue 12's 400 MiB; 128 MiB 429 MiB.
   */
  youngGenerationMiB: 48,
} as const;
