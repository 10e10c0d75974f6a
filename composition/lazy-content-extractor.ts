import type { DocumentExtractorPort, ExtractionInput, ExtractedDocument, ExtractionFailure } from '../application/ports/document-extractor.port.js';
import type { Result } from '../domain/shared/result.js';
import type { ExtractionWorkerPool } from '../adapters/outbound/extract/worker/extraction-worker-pool.js';
import type { ConfigIssue } from '../infrastructure/config/config-error.model.js';

/** Where HTML pages are extracted: in the calling thread, or in one reusable worker with a bounded heap. */
export type ExtractionIsolation = 'worker' | 'in-thread';

/** The accepted range of `extractionHeapLimitMiB` (below it the parsers alone do not fit). */
export const EXTRACTION_HEAP_LIMIT_RANGE = { min: 32, max: 4096 } as const;

/** `config_invalid` issues for bad `extraction` / `extractionHeapLimitMiB` options (JavaScript callers pass anything). */
export function extractionOptionIssues(options: { readonly extraction?: unknown; readonly extractionHeapLimitMiB?: unknown }): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const { extraction, extractionHeapLimitMiB: limit } = options;
  if (extraction !== undefined && extraction !== 'worker' && extraction !== 'in-thread') {
    issues.push({ path: 'extraction', message: `must be "worker" or "in-thread"; got ${JSON.stringify(extraction)}` });
  }
  const { min, max } = EXTRACTION_HEAP_LIMIT_RANGE;
  if (limit !== undefined && !(typeof limit === 'number' && Number.isInteger(limit) && limit >= min && limit <= max)) {
    issues.push({ path: 'extractionHeapLimitMiB', message: `must be a whole number of MiB from ${min} to ${max}; got ${JSON.stringify(limit)}` });
  }
  return issues;
}

/**
 * Loads the extraction chain (jsdom, Defuddle, Readability, Turndown, pdf-parse) on the first
 * fetch that needs it, so CLI start-up and search-only runs never pay for it. With `worker`, HTML
 * pages are parsed and extracted in a worker thread started on the first HTML page (their parsers
 * never load in this thread; `prepare()` starts it while the first page is being retrieved); `close()` ends it.
 */
export class LazyContentExtractor implements DocumentExtractorPort {
  #loaded: Promise<DocumentExtractorPort> | undefined;
  #pool: ExtractionWorkerPool | undefined;

  readonly #isolation: ExtractionIsolation | undefined;
  readonly #heapLimitMiB: number | undefined;

  /**
   * Without `isolation`: a worker when running the built package, this thread when running from
   * sources (tests, benches). `heapLimitMiB` (validated by the caller) replaces the worker's default bound.
   */
  constructor(options: { readonly isolation?: ExtractionIsolation | undefined; readonly heapLimitMiB?: number | undefined } = {}) {
    this.#isolation = options.isolation;
    this.#heapLimitMiB = options.heapLimitMiB;
  }

  async extract(input: ExtractionInput): Promise<Result<ExtractedDocument, ExtractionFailure>> {
    this.#loaded ??= this.#load();
    return (await this.#loaded).extract(input);
  }

  /** Loads the chain, and starts the extraction worker when there is one, while the page is still being retrieved. */
  prepare(): void {
    this.#loaded ??= this.#load();
    this.#loaded.then((extractor) => extractor.prepare?.(), () => undefined);
  }

  /** Ends the extraction worker, if one was started. */
  async close(): Promise<void> {
    await this.#loaded?.catch(() => undefined);
    await this.#pool?.close();
  }

  async #load(): Promise<DocumentExtractorPort> {
    const { ContentExtractor } = await import('../adapters/outbound/extract/content-extractor.adapter.js');
    if (this.#isolation === 'in-thread') return new ContentExtractor();
    const [{ ExtractionWorkerPool }, { extractionWorkerIsBundled, nodeExtractionWorkerFactory }, { EXTRACTION_WORKER_LIMITS }] = await Promise.all([
      import('../adapters/outbound/extract/worker/extraction-worker-pool.js'),
      import('../adapters/outbound/extract/worker/extraction-worker.factory.js'),
      import('../adapters/outbound/extract/worker/extraction-worker-limits.js'),
    ]);
    // From sources every worker compiles the whole chain anew (about a second): tests opt in.
    if (this.#isolation === undefined && !extractionWorkerIsBundled()) return new ContentExtractor();
    const limits = { ...EXTRACTION_WORKER_LIMITS, heapLimitMiB: this.#heapLimitMiB ?? EXTRACTION_WORKER_LIMITS.heapLimitMiB };
    const pool = new ExtractionWorkerPool({ start: nodeExtractionWorkerFactory(limits), heapLimitMiB: limits.heapLimitMiB });
    this.#pool = pool;
    return new ContentExtractor(pool.extract, () => pool.prestart());
  }
}
