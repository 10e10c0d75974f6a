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
   * Young generation, MiB. Smaller, more scavenges promote more and the fetch slows; larger, the
   * garbage each scavenge leaves resident pushes a corpus run's peak RSS over 400 MiB. Idle figures over the corpus
   * (bench/RESULTS.md, session 6): 24 MiB gave 1.20–1.36× plain speed at 311–359 MiB peak,
   * 48 MiB 1.18–1.22× at 355–373 MiB, 64 MiB 1.30× at 426 MiB.
   */
  youngGenerationMiB: 48,
} as const;
