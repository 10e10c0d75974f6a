import type { VariantMetadata } from './variant.js';

/** One page as a variant's child process measured it. */
export interface PageRun {
  /** `corpus/id`. */
  readonly key: string;
  /** Wall time of `extract` for this page, ms. */
  readonly ms: number;
  /** CPU time (user + system, all threads) of the process during `extract`, ms; robust to other load on the machine. */
  readonly cpuMs: number;
  /** Markdown produced; empty when the extractor threw. */
  readonly output: string;
  /** The thrown error's message, when the extractor failed. */
  readonly error?: string;
  /** For chains: each stage's Markdown, the chosen stage and per-step times (ms). */
  readonly stages?: Readonly<Record<string, string>>;
  readonly chosen?: string;
  readonly stepMs?: Readonly<Record<string, number>>;
  readonly notes?: readonly string[];
  readonly removalNotes?: readonly string[];
  readonly metadata?: VariantMetadata;
}

/** What a child process writes for its variant. */
export interface VariantRun {
  readonly variant: string;
  readonly description: string;
  readonly pages: readonly PageRun[];
  /** Wall time of the page loop, ms. */
  readonly totalMs: number;
  /** Peak resident set size of the child over its whole life, bytes. */
  readonly peakRssBytes: number;
  /** Resident set size after loading the libraries, before the first page, bytes. */
  readonly startRssBytes: number;
}

/** Written instead of a {@link VariantRun} when the variant cannot run here (e.g. module missing). */
export interface VariantSkipped {
  readonly variant: string;
  readonly skipped: string;
}
