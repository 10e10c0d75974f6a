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
   * (bench/RESULTS.md, sessions 6 and 7): 24 MiB gave 1.20–1.36× plain speed at 311–359 MiB peak,
   * 48 MiB 1.18–1.28× at 349–373 MiB, 64 MiB 1.10–1.14× at 362–368 MiB (one session-6 run 1.30× at
   * 426 MiB), 96 MiB up to 384 MiB and 128 MiB 429 MiB (session 7, under load). With a bounded old
   * generation V8 grows the heap little before each full collection, so every promoted page costs
   * one sooner: a larger young generation lets a page's tree die before it is promoted.
   */
  youngGenerationMiB: 64,
} as const;
