/** Page metadata a variant may report (production does). */
export interface VariantMetadata {
  readonly title?: string;
  readonly author?: string;
  readonly publishedAt?: string;
  /** The last-update day the page shows instead of a publication day. */
  readonly updatedAt?: string;
}

/**
 * A chain's answer with what each of its stages produced and what it reported, for scoring
 * and for offline study (`--keep-runs`).
 */
export interface StagedOutput {
  readonly markdown: string;
  /** Markdown per stage name, when the chain exposes them. */
  readonly stages: Readonly<Record<string, string>>;
  /** Which stage's output was returned. */
  readonly chosen: string;
  /** Time spent per step of the chain, ms. */
  readonly stepMs: Readonly<Record<string, number>>;
  /** Free-form notes, e.g. the production chain's `stageNotes`. */
  readonly notes?: readonly string[];
  /** Model-facing removal notes (production). */
  readonly removalNotes?: readonly string[];
  readonly metadata?: VariantMetadata;
}

/**
 * One way of turning a page into Markdown that the bench can time and score.
 * `extract` throws when the extractor fails; the worker records the failure
 * and scores the page as empty output.
 */
export interface ExtractionVariant {
  readonly name: string;
  /** One line for the report: libraries, DOM, retries. */
  readonly description: string;
  /** Markdown (or plain text) of the page's main content; `url` is the page address. */
  extract(html: string, url: string): Promise<string | StagedOutput>;
}

/** What a variant module exports: a factory so that heavy modules load only in the variant's own process. */
export type VariantFactory = () => Promise<ExtractionVariant>;
