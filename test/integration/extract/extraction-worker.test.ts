import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ExtractionInput } from '../../../application/ports/document-extractor.port.js';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import { ExtractionWorkerPool } from '../../../adapters/outbound/extract/worker/extraction-worker-pool.js';
import { extractionWorkerUrl, nodeExtractionWorkerFactory } from '../../../adapters/outbound/extract/worker/extraction-worker.factory.js';
import { CASES, casePage } from '../../support/extraction-subset.cases.js';

/**
 * The real worker thread, started from the sources (as vitest and tsx run the project): it gives
 * exactly what in-thread extraction gives, silences and counts what the parsers print, and a page
 * that outgrows the heap bound fails alone. The built bundle's worker: test/e2e/extraction-worker.e2e.test.ts.
 */
const MiB = 1024 * 1024;
const pools: ExtractionWorkerPool[] = [];

function pool(heapLimitMiB: number): ExtractionWorkerPool {
  const created = new ExtractionWorkerPool({ start: nodeExtractionWorkerFactory({ heapLimitMiB, youngGenerationMiB: 16 }), heapLimitMiB });
  pools.push(created);
  return created;
}

function input(body: Uint8Array | string, url: string, signal = new AbortController().signal): ExtractionInput {
  return {
    body: typeof body === 'string' ? new TextEncoder().encode(body) : body,
    contentType: 'text/html; charset=utf-8',
    url,
    format: 'markdown',
    signal,
    maxStructuredBytes: 8 * MiB,
  };
}

/**
 * A 2 MiB data table of 30,000 rows: the large-document path reads a page in parts but never splits
 * a table, so the whole table is one part, far more than a 48 MiB heap holds.
 */
const HEAVY_PAGE = `<html><body><table>${'<tr><td><a href="/x">word</a></td><td><span>text</span></td></tr>'.repeat(30_000)}</table></body></html>`;
const SMALL_PAGE = '<p>A small page with enough words in it to count as the text of a page.</p>';

/** A listing page only Defuddle extracts, with malformed JSON-LD, on which Defuddle prints an error. */
function complainingPage(): { readonly body: Uint8Array; readonly url: string } {
  const listing = CASES.find((c) => c.stage === 'defuddle');
  if (listing === undefined) throw new Error('the extraction subset has no Defuddle page');
  const page = casePage(listing);
  const html = new TextDecoder().decode(page.body).replace('</head>', '<script type="application/ld+json">{"@type": "Article", bad</script></head>');
  return { body: new TextEncoder().encode(html), url: page.url };
}

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('HTML extraction in the worker thread (from sources)', () => {
  it('starts the TypeScript entry from sources', () => {
    expect(extractionWorkerUrl().pathname).toMatch(/html-extraction\.worker\.ts$/);
  });

  it('gives the same document as in-thread extraction on every page of the extraction subset', async () => {
    const inThread = new ContentExtractor();
    const inWorker = new ContentExtractor(pool(160).extract);
    for (const c of CASES) {
      const page = casePage(c);
      const expected = await inThread.extract(input(page.body, page.url));
      expect(expected.ok).toBe(true);
      expect(await inWorker.extract(input(page.body, page.url)), `${c.corpus}/${c.id}`).toEqual(expected);
    }
  }, 360_000);

  it('silences what the parsers print in the thread and counts it as parser failures, as in-thread', async () => {
    const page = complainingPage();
    const inThread = await new ContentExtractor().extract(input(page.body, page.url));
    expect(inThread.ok && inThread.value.parserFailures).toBeGreaterThan(0);
    const writes = [vi.spyOn(process.stdout, 'write'), vi.spyOn(process.stderr, 'write')];
    const inWorker = await new ContentExtractor(pool(160).extract).extract(input(page.body, page.url));
    // A thread's own output reaches the parent's streams through a message: give it a turn to arrive.
    await new Promise((resolve) => setImmediate(resolve));
    for (const spy of writes) expect(spy).not.toHaveBeenCalled();
    expect(inWorker).toEqual(inThread);
  }, 60_000);

  it('fails a page that outgrows the heap bound with extraction_failed, and the next page gets a fresh worker', async () => {
    // A bound with room for a fresh worker that loads the chain from sources (TypeScript compiled in the thread) on a busy machine.
    const extractor = new ContentExtractor(pool(48).extract);
    const heavy = await extractor.extract(input(HEAVY_PAGE, 'https://example.test/heavy'));
    expect(heavy.ok).toBe(false);
    if (heavy.ok) return;
    expect(heavy.error.code).toBe('extraction_failed');
    expect(heavy.error.message).toContain('48 MiB heap bound');
    const next = await extractor.extract(input(SMALL_PAGE, 'https://example.test/next'));
    // The error itself when it fails: a bare `false` said nothing about why (CI, Node 24, under load).
    expect(next.ok ? 'ok' : next.error).toBe('ok');
  }, 120_000);

  it('answers cancelled when the fetch is aborted mid-page, and the next page still extracts', async () => {
    const extractor = new ContentExtractor(pool(160).extract);
    const controller = new AbortController();
    const page = extractor.extract(input(HEAVY_PAGE, 'https://example.test/heavy', controller.signal));
    // Aborted while the worker is busy with the page (it was posted synchronously behind the decode).
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect(await page).toEqual({ ok: false, error: { code: 'cancelled', message: 'The extraction was cancelled.' } });
    const next = await extractor.extract(input(SMALL_PAGE, 'https://example.test/next'));
    // The error itself when it fails: a bare `false` said nothing about why (CI, Node 24, under load).
    expect(next.ok ? 'ok' : next.error).toBe('ok');
  }, 120_000);
});
