import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import type { HtmlDocumentResult } from '../html/html-document-result.js';
import { cancelledExtraction, type HtmlExtraction, type HtmlExtractionRequest } from '../html/html-extraction.js';
import { describeError } from '../html/stages/stage-support.js';
import type { ExtractionJob, ExtractionReply } from './extraction-worker.protocol.js';
import { decodeUtf8 } from '../charset/utf8-text.js';
import { markupBytes, transferableCopy } from './transferred-markup.js';

/** The part of a `node:worker_threads` Worker the pool uses (tests give a scripted stand-in). */
export interface ExtractionWorkerHandle {
  postMessage(job: ExtractionJob, transfer?: readonly ArrayBuffer[]): void;
  on(event: 'message', listener: (reply: ExtractionReply) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  ref(): void;
  unref(): void;
  terminate(): Promise<number>;
}

/** Starts one extraction worker. */
export type ExtractionWorkerFactory = () => ExtractionWorkerHandle;

type Outcome = Result<HtmlDocumentResult, ExtractionFailure>;

interface PendingJob {
  readonly id: number;
  readonly request: HtmlExtractionRequest;
  readonly signal: AbortSignal;
  readonly settle: (outcome: Outcome) => void;
}

interface LiveWorker {
  readonly handle: ExtractionWorkerHandle;
  /** The error the thread reported before it exited, if any. */
  lastError?: Error;
}

/**
 * One reusable extraction worker, started on the first job (or ahead of it: `prestart`) and given one page at a time (pages
 * are CPU-bound: a second thread would only add another heap). Only while a job is queued or in
 * flight does the worker keep the process alive; idle, it never does. A cancelled job that is
 * running terminates the thread (a parser cannot be interrupted otherwise) and the next job starts
 * a fresh one; so does a thread that died, whose job gets `extraction_failed` naming the cause (the
 * heap bound, for a page that outgrew it). `close()` ends the worker and fails what is left.
 */
export class ExtractionWorkerPool {
  readonly #start: ExtractionWorkerFactory;
  readonly #heapLimitMiB: number;
  readonly #queue: PendingJob[] = [];
  #worker: LiveWorker | undefined;
  #running: PendingJob | undefined;
  #nextId = 1;
  #closed = false;

  constructor(options: { readonly start: ExtractionWorkerFactory; readonly heapLimitMiB: number }) {
    this.#start = options.start;
    this.#heapLimitMiB = options.heapLimitMiB;
  }

  /** Extracts one page in the worker; resolves `cancelled` as soon as `signal` aborts. */
  readonly extract: HtmlExtraction = (request, signal) => {
    if (this.#closed) return Promise.resolve(err(closedFailure()));
    if (signal.aborted) return Promise.resolve(err(cancelledExtraction()));
    return new Promise<Outcome>((resolve) => {
      const onAbort = (): void => this.#cancel(job);
      const job: PendingJob = {
        id: this.#nextId++,
        request,
        signal,
        settle: (outcome) => {
          signal.removeEventListener('abort', onAbort);
          resolve(outcome);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  };

  /**
   * Starts the worker ahead of its first job (it loads and warms the chain while the caller waits
   * for the page); idle, it does not keep the process alive. Nothing when closed or already started.
   */
  prestart(): void {
    if (this.#closed || this.#worker !== undefined) return;
    // No worker means no page in flight (`#pump` starts one for its page), so nothing needs it held yet.
    this.#worker = this.#spawn();
    this.#worker.handle.unref();
  }

  /** Terminates the worker (if one was started); queued and running jobs fail as closed. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    const left = [...(this.#running === undefined ? [] : [this.#running]), ...this.#queue.splice(0)];
    this.#running = undefined;
    for (const job of left) job.settle(err(closedFailure()));
    if (worker !== undefined) await worker.handle.terminate();
  }

  #pump(): void {
    if (this.#running !== undefined || this.#closed) return;
    const job = this.#queue.shift();
    if (job === undefined) {
      this.#worker?.handle.unref();
      return;
    }
    const worker = (this.#worker ??= this.#spawn());
    this.#running = job;
    worker.handle.ref();
    worker.handle.postMessage(...jobMessage(job));
  }

  #spawn(): LiveWorker {
    const worker: LiveWorker = { handle: this.#start() };
    worker.handle.on('message', (reply) => {
      if (this.#worker !== worker || this.#running?.id !== reply.id) return;
      this.#finish(reply.outcome === 'done'
        ? ok(reply.result)
        : err({ code: 'extraction_failed', message: `Extraction failed unexpectedly: ${reply.description}` }));
    });
    worker.handle.on('error', (error) => {
      worker.lastError = error;
    });
    worker.handle.on('exit', (code) => {
      // A worker the pool terminated itself (cancel, close) was already let go.
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      if (this.#running !== undefined) this.#finish(err(this.#deathFailure(worker.lastError, code)));
    });
    return worker;
  }

  #finish(outcome: Outcome): void {
    const job = this.#running;
    this.#running = undefined;
    job?.settle(outcome);
    this.#pump();
  }

  #cancel(job: PendingJob): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      job.settle(err(cancelledExtraction()));
      return;
    }
    if (this.#running !== job) return;
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker !== undefined) void worker.handle.terminate();
    this.#finish(err(cancelledExtraction()));
  }

  #deathFailure(error: Error | undefined, exitCode: number): ExtractionFailure {
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return {
        code: 'extraction_failed',
        message: `Extracting this page needed more memory than the HTML extraction worker's ${this.#heapLimitMiB} MiB heap bound; its extraction was stopped (the next page gets a fresh worker).`,
      };
    }
    const cause = error === undefined ? `exit code ${exitCode}` : describeError(error);
    return { code: 'extraction_failed', message: `The HTML extraction worker stopped unexpectedly (${cause}); the next page gets a fresh one.` };
  }
}

/**
 * The message for `job` and its transfer list: the markup as transferred bytes where it can be
 * (transferred-markup.ts): a copy of the page's own UTF-8, or the text encoded.
 */
function jobMessage(job: PendingJob): [ExtractionJob, ArrayBuffer[]] {
  const { markup } = job.request;
  const encoded = typeof markup === 'string' ? markupBytes(markup) : transferableCopy(markup);
  if (encoded === undefined) return [{ id: job.id, request: { ...job.request, markup: typeof markup === 'string' ? markup : decodeUtf8(markup) } }, []];
  return [{ id: job.id, request: { ...job.request, markup: '' }, markupBytes: encoded.bytes }, [encoded.buffer]];
}

function closedFailure(): ExtractionFailure {
  return { code: 'cancelled', message: 'The extraction was cancelled: the web research facade was closed.' };
}
