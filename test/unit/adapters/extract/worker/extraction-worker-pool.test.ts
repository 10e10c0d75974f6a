import { describe, expect, it } from 'vitest';
import { ExtractionWorkerPool, type ExtractionWorkerHandle } from '../../../../../adapters/outbound/extract/worker/extraction-worker-pool.js';
import type { ExtractionJob, ExtractionReply } from '../../../../../adapters/outbound/extract/worker/extraction-worker.protocol.js';
import type { HtmlDocumentResult } from '../../../../../adapters/outbound/extract/html/html-document-result.js';
import type { HtmlExtractionRequest } from '../../../../../adapters/outbound/extract/html/html-extraction.js';

/** A scripted worker: records what it is sent and how it is held; the test plays its replies and deaths. */
class ScriptedWorker implements ExtractionWorkerHandle {
  readonly jobs: ExtractionJob[] = [];
  readonly transfers: (readonly ArrayBuffer[] | undefined)[] = [];
  refs: 'ref' | 'unref' | 'none' = 'none';
  terminated = false;
  readonly #listeners = new Map<string, ((value: never) => void)[]>();

  postMessage(job: ExtractionJob, transfer?: readonly ArrayBuffer[]): void {
    this.jobs.push(job);
    this.transfers.push(transfer);
  }

  on(event: 'message' | 'error' | 'exit', listener: (value: never) => void): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  ref(): void {
    this.refs = 'ref';
  }

  unref(): void {
    this.refs = 'unref';
  }

  terminate(): Promise<number> {
    this.terminated = true;
    this.#emit('exit', 1);
    return Promise.resolve(1);
  }

  reply(reply: ExtractionReply): void {
    this.#emit('message', reply);
  }

  die(error: Error | undefined, code = 1): void {
    if (error !== undefined) this.#emit('error', error);
    this.#emit('exit', code);
  }

  #emit(event: string, value: unknown): void {
    for (const listener of this.#listeners.get(event) ?? []) listener(value as never);
  }
}

function harness(): { readonly pool: ExtractionWorkerPool; readonly workers: ScriptedWorker[] } {
  const workers: ScriptedWorker[] = [];
  const pool = new ExtractionWorkerPool({
    start: () => {
      const worker = new ScriptedWorker();
      workers.push(worker);
      return worker;
    },
    heapLimitMiB: 160,
  });
  return { pool, workers };
}

const REQUEST: HtmlExtractionRequest = { markup: '<p>hello</p>', url: 'https://example.test/', decoding: { replacementChars: 0, decodedLength: 12 }, rawOnly: false };

function document(markdown: string): HtmlDocumentResult {
  return { markdown, stageNotes: [], removalNotes: [], parserFailures: 0, verdict: { classification: 'ok' } } as unknown as HtmlDocumentResult;
}

function outOfMemory(): Error {
  return Object.assign(new Error('Worker terminated due to reaching memory limit: JS heap out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
}

/** Lets queued promise callbacks run (no timers involved). */
async function settled(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('the extraction worker pool', () => {
  it('starts no worker before the first page, then one, reused for every page', async () => {
    const { pool, workers } = harness();
    expect(workers).toHaveLength(0);
    const first = pool.extract(REQUEST, new AbortController().signal);
    expect(workers).toHaveLength(1);
    workers[0]!.reply({ id: workers[0]!.jobs[0]!.id, outcome: 'done', result: document('one') });
    expect(await first).toEqual({ ok: true, value: document('one') });
    const second = pool.extract({ ...REQUEST, url: 'https://example.test/2' }, new AbortController().signal);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.jobs[1]!.request.url).toBe('https://example.test/2');
    workers[0]!.reply({ id: workers[0]!.jobs[1]!.id, outcome: 'done', result: document('two') });
    expect(await second).toEqual({ ok: true, value: document('two') });
  });

  it('sends the markup as UTF-8 bytes in a buffer it transfers, not as a string to clone', async () => {
    const { pool, workers } = harness();
    const markup = '\uFEFF<p>héllo, wörld 😀</p>';
    const extracted = pool.extract({ ...REQUEST, markup }, new AbortController().signal);
    const [job] = workers[0]!.jobs;
    expect(job!.request).toEqual({ ...REQUEST, markup: '' });
    expect(workers[0]!.transfers[0]).toEqual([job!.markupBytes!.buffer]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(job!.markupBytes)).toBe(markup);
    workers[0]!.reply({ id: job!.id, outcome: 'done', result: document('one') });
    expect(await extracted).toEqual({ ok: true, value: document('one') });
  });

  it("sends a page's own UTF-8 bytes as a transferred copy, leaving the caller's bytes whole", async () => {
    const { pool, workers } = harness();
    const body = new TextEncoder().encode('<p>héllo, wörld 😀</p>');
    const extracted = pool.extract({ ...REQUEST, markup: body }, new AbortController().signal);
    const [job] = workers[0]!.jobs;
    expect(job!.request).toEqual({ ...REQUEST, markup: '' });
    expect(workers[0]!.transfers[0]).toEqual([job!.markupBytes!.buffer]);
    expect(job!.markupBytes!.buffer).not.toBe(body.buffer);
    expect(new TextDecoder().decode(job!.markupBytes)).toBe('<p>héllo, wörld 😀</p>');
    expect(body.byteLength).toBe(new TextEncoder().encode('<p>héllo, wörld 😀</p>').byteLength);
    workers[0]!.reply({ id: job!.id, outcome: 'done', result: document('one') });
    expect(await extracted).toEqual({ ok: true, value: document('one') });
  });

  it('sends markup with a lone surrogate, which UTF-8 cannot hold, as a string', () => {
    const { pool, workers } = harness();
    const markup = '<p>half a pair: \uD83D</p>';
    void pool.extract({ ...REQUEST, markup }, new AbortController().signal);
    expect(workers[0]!.jobs[0]!.request.markup).toBe(markup);
    expect(workers[0]!.jobs[0]!.markupBytes).toBeUndefined();
    expect(workers[0]!.transfers[0]).toEqual([]);
  });

  it('holds the process open only while a page is queued or in flight', async () => {
    const { pool, workers } = harness();
    const first = pool.extract(REQUEST, new AbortController().signal);
    const second = pool.extract(REQUEST, new AbortController().signal);
    const worker = workers[0]!;
    expect(worker.refs).toBe('ref');
    worker.reply({ id: worker.jobs[0]!.id, outcome: 'done', result: document('one') });
    await first;
    expect(worker.refs).toBe('ref');
    worker.reply({ id: worker.jobs[1]!.id, outcome: 'done', result: document('two') });
    await second;
    expect(worker.refs).toBe('unref');
  });

  it('sends one page at a time, in order', async () => {
    const { pool, workers } = harness();
    const pages = [1, 2, 3].map((n) => pool.extract({ ...REQUEST, url: `https://example.test/${n}` }, new AbortController().signal));
    const worker = workers[0]!;
    expect(worker.jobs.map((job) => job.request.url)).toEqual(['https://example.test/1']);
    worker.reply({ id: worker.jobs[0]!.id, outcome: 'done', result: document('1') });
    await settled();
    expect(worker.jobs.map((job) => job.request.url)).toEqual(['https://example.test/1', 'https://example.test/2']);
    worker.reply({ id: worker.jobs[1]!.id, outcome: 'done', result: document('2') });
    await settled();
    worker.reply({ id: worker.jobs[2]!.id, outcome: 'done', result: document('3') });
    expect((await Promise.all(pages)).map((page) => page.ok && page.value.markdown)).toEqual(['1', '2', '3']);
  });

  it('reports what the extraction threw as extraction_failed, and keeps the worker', async () => {
    const { pool, workers } = harness();
    const page = pool.extract(REQUEST, new AbortController().signal);
    workers[0]!.reply({ id: workers[0]!.jobs[0]!.id, outcome: 'threw', description: 'TypeError: boom' });
    expect(await page).toEqual({ ok: false, error: { code: 'extraction_failed', message: 'Extraction failed unexpectedly: TypeError: boom' } });
    void pool.extract(REQUEST, new AbortController().signal);
    expect(workers).toHaveLength(1);
  });

  it('fails the page of a worker that ran out of memory naming the bound, and starts a fresh worker for the next', async () => {
    const { pool, workers } = harness();
    const queued = pool.extract({ ...REQUEST, url: 'https://example.test/next' }, new AbortController().signal);
    const heavy = pool.extract(REQUEST, new AbortController().signal);
    workers[0]!.reply({ id: workers[0]!.jobs[0]!.id, outcome: 'done', result: document('first') });
    await queued;
    workers[0]!.die(outOfMemory());
    const failure = await heavy;
    expect(failure.ok).toBe(false);
    if (failure.ok) return;
    expect(failure.error.code).toBe('extraction_failed');
    expect(failure.error.message).toContain('160 MiB heap bound');
    const next = pool.extract(REQUEST, new AbortController().signal);
    expect(workers).toHaveLength(2);
    workers[1]!.reply({ id: workers[1]!.jobs[0]!.id, outcome: 'done', result: document('fresh') });
    expect(await next).toEqual({ ok: true, value: document('fresh') });
  });

  it('hands the pages queued behind a crashed one to a fresh worker', async () => {
    const { pool, workers } = harness();
    const crashing = pool.extract(REQUEST, new AbortController().signal);
    const waiting = pool.extract({ ...REQUEST, url: 'https://example.test/waiting' }, new AbortController().signal);
    workers[0]!.die(new Error('segfault-ish'), 7);
    expect(await crashing).toEqual({ ok: false, error: { code: 'extraction_failed', message: 'The HTML extraction worker stopped unexpectedly (Error: segfault-ish); the next page gets a fresh one.' } });
    expect(workers).toHaveLength(2);
    expect(workers[1]!.jobs[0]!.request.url).toBe('https://example.test/waiting');
    workers[1]!.reply({ id: workers[1]!.jobs[0]!.id, outcome: 'done', result: document('ok') });
    expect((await waiting).ok).toBe(true);
  });

  it('names the exit code of a worker that exited without an error', async () => {
    const { pool, workers } = harness();
    const page = pool.extract(REQUEST, new AbortController().signal);
    workers[0]!.die(undefined, 3);
    const failure = await page;
    expect(!failure.ok && failure.error.message).toContain('exit code 3');
  });

  it('terminates the worker of a cancelled page at once and starts a fresh one for the next page', async () => {
    const { pool, workers } = harness();
    const controller = new AbortController();
    const page = pool.extract(REQUEST, controller.signal);
    controller.abort();
    expect(await page).toEqual({ ok: false, error: { code: 'cancelled', message: 'The extraction was cancelled.' } });
    expect(workers[0]!.terminated).toBe(true);
    const next = pool.extract(REQUEST, new AbortController().signal);
    expect(workers).toHaveLength(2);
    // A late reply of the terminated worker is not taken for the new page.
    workers[0]!.reply({ id: workers[1]!.jobs[0]!.id, outcome: 'done', result: document('stale') });
    workers[1]!.reply({ id: workers[1]!.jobs[0]!.id, outcome: 'done', result: document('fresh') });
    expect(await next).toEqual({ ok: true, value: document('fresh') });
  });

  it('drops a cancelled page that was still queued without disturbing the running one', async () => {
    const { pool, workers } = harness();
    const running = pool.extract(REQUEST, new AbortController().signal);
    const controller = new AbortController();
    const queued = pool.extract(REQUEST, controller.signal);
    controller.abort();
    expect((await queued).ok).toBe(false);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.reply({ id: workers[0]!.jobs[0]!.id, outcome: 'done', result: document('kept') });
    expect((await running).ok).toBe(true);
    expect(workers[0]!.jobs).toHaveLength(1);
    expect(workers[0]!.refs).toBe('unref');
  });

  it('answers an already cancelled page without starting a worker', async () => {
    const { pool, workers } = harness();
    const controller = new AbortController();
    controller.abort();
    expect((await pool.extract(REQUEST, controller.signal)).ok).toBe(false);
    expect(workers).toHaveLength(0);
  });

  it('close() terminates the worker, fails what is left and accepts no more pages', async () => {
    const { pool, workers } = harness();
    const running = pool.extract(REQUEST, new AbortController().signal);
    const queued = pool.extract(REQUEST, new AbortController().signal);
    await pool.close();
    expect(workers[0]!.terminated).toBe(true);
    for (const page of await Promise.all([running, queued])) expect(!page.ok && page.error.code).toBe('cancelled');
    expect((await pool.extract(REQUEST, new AbortController().signal)).ok).toBe(false);
    expect(workers).toHaveLength(1);
  });

  it('prestart() starts the worker ahead of the first page without holding the process open, once; the page then goes to it', async () => {
    const { pool, workers } = harness();
    pool.prestart();
    pool.prestart();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.refs).toBe('unref');
    expect(workers[0]!.jobs).toHaveLength(0);
    const page = pool.extract(REQUEST, new AbortController().signal);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.refs).toBe('ref');
    pool.prestart();
    expect(workers[0]!.refs).toBe('ref');
    workers[0]!.reply({ id: workers[0]!.jobs[0]!.id, outcome: 'done', result: document('one') });
    expect(await page).toEqual({ ok: true, value: document('one') });
    expect(workers[0]!.refs).toBe('unref');
  });

  it('prestart() after a prestarted worker died, or after close(), behaves: a fresh worker, or none', async () => {
    const { pool, workers } = harness();
    pool.prestart();
    workers[0]!.die(outOfMemory());
    pool.prestart();
    expect(workers).toHaveLength(2);
    await pool.close();
    expect(workers[1]!.terminated).toBe(true);
    pool.prestart();
    expect(workers).toHaveLength(2);
  });

  it('close() of a pool that never started a worker does nothing', async () => {
    const { pool, workers } = harness();
    await pool.close();
    expect(workers).toHaveLength(0);
  });
});
