import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES } from '../support/extraction-subset.cases.js';
import { LIBRARY_ENTRY, runNode } from './support/built-cli.js';
import { fetchRegions } from './support/model-facing-regions.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * The built library extracts HTML in its worker thread (its own bundle entry): a library script,
 * its own process, fetches pages from a server in another process. The worker gives what in-thread
 * extraction gives, byte for byte; a page that outgrows the worker's heap bound fails alone with a
 * structured error and the next page gets a fresh worker; and the idle worker never keeps the
 * process alive, while a page in flight always does (an unref'd worker there once let a process
 * end with no output at all).
 */
const SCRIPT = fileURLToPath(new URL('./scripts/extraction-worker-calls.mjs', import.meta.url));

interface FetchResult {
  readonly ok: boolean;
  readonly content: string;
  readonly details?: Record<string, unknown>;
  readonly error?: { readonly code: string; readonly message: string };
}

interface ScriptOutput {
  readonly results: readonly FetchResult[];
  /** Worker threads the script's process started, and those not yet ended when it printed. */
  readonly workers: number;
  readonly liveWorkers: number;
  readonly createError?: { readonly code: string; readonly message: string };
}

let server: ServerProcess;

async function runScript(calls: readonly object[], options: object, close = true, timeoutMs = 90_000): Promise<ScriptOutput> {
  const run = await runNode([SCRIPT, LIBRARY_ENTRY, JSON.stringify(calls), JSON.stringify(options), ...(close ? [] : ['--no-close'])], {}, { timeoutMs });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as ScriptOutput;
}

/** The result with its per-fetch nonce replaced, so two fetches of one page compare equal. */
function comparable(result: FetchResult): FetchResult {
  const { nonce } = fetchRegions(result.content);
  return { ...result, content: result.content.split(nonce).join('NONCE') };
}

beforeAll(async () => {
  server = await startServerProcess(scenarioPath('extraction-worker-pages.mjs'));
});

afterAll(async () => {
  await server.close();
});

describe('HTML extraction in the built library\'s worker thread', () => {
  it('gives byte-identical results to in-thread extraction on the extraction subset, in one reused worker that close() ends', async () => {
    const calls = CASES.map((c, i) => ({ url: `${server.origins[i % server.origins.length] ?? server.origin}/${c.corpus}/${c.id}`, max_output_chars: 500_000 }));
    // Two processes extract the whole subset side by side: on a loaded 2-core machine that took 90 s.
    const [inWorker, inThread] = await Promise.all([runScript(calls, {}, true, 200_000), runScript(calls, { extraction: 'in-thread' }, true, 200_000)]);
    expect(inWorker.workers).toBe(1);
    expect(inWorker.liveWorkers).toBe(0);
    expect(inThread.workers).toBe(0);
    expect(inWorker.results).toHaveLength(CASES.length);
    for (const [i, result] of inWorker.results.entries()) {
      expect(result.ok, CASES[i]?.id).toBe(true);
      expect(comparable(result), CASES[i]?.id).toEqual(comparable(inThread.results[i] as FetchResult));
    }
  }, 240_000);

  it('reads pages in UTF-8 after a byte-order mark, in windows-1252 and with an invalid byte as in-thread extraction does, charset lines included', async () => {
    const calls = ['bom', 'latin', 'broken'].map((name, i) => ({ url: `${server.origins[i] ?? server.origin}/charset/${name}` }));
    const [inWorker, inThread] = await Promise.all([runScript(calls, {}), runScript(calls, { extraction: 'in-thread' })]);
    expect(inWorker.workers).toBe(1);
    for (const [i, result] of inWorker.results.entries()) expect(comparable(result)).toEqual(comparable(inThread.results[i] as FetchResult));
    const [bom, latin, broken] = inWorker.results.map((result) => result.content);
    expect(bom).toContain('charset utf-8 (bom)');
    expect(latin).toContain('charset windows-1252 (http)');
    expect(broken).toContain('1 replacement character');
    for (const content of [bom, latin]) expect(fetchRegions(content ?? '').text).toContain('Absatz 11: Schwingungen von Brücken messen, mit billigen Sensoren. Grüße aus Köln.');
    expect(fetchRegions(bom ?? '').text).not.toContain('\uFEFF');
    expect(fetchRegions(broken ?? '').text).toContain('Grüße aus K\uFFFDln.');
  }, 120_000);

  it('fails a page that outgrows the heap bound with extraction_failed naming it, then extracts the next page in a fresh worker', async () => {
    const [heavyOrigin, smallOrigin] = server.origins;
    const output = await runScript([{ url: `${heavyOrigin}/heavy` }, { url: `${smallOrigin}/small` }], { extractionHeapLimitMiB: 32 });
    const [heavy, small] = output.results;
    expect(heavy?.ok).toBe(false);
    expect(heavy?.error?.code).toBe('extraction_failed');
    expect(heavy?.error?.message).toContain('32 MiB heap bound');
    expect(small?.ok).toBe(true);
    expect(fetchRegions(small?.content ?? '').text).toContain('A small page with enough words');
    expect(output.workers).toBe(2);
  }, 120_000);

  it('ends the process by itself after the fetches when the facade is never closed', async () => {
    // While a page is extracted the worker is the run's only handle: were it left unref'd for the
    // second page (the first worker starts ref'd), the script would end before printing; were the
    // idle worker ref'd, it would never end (runNode's timeout fails the test).
    const [first, second] = server.origins;
    const output = await runScript([{ url: `${first}/small` }, { url: `${second}/${CASES[0]?.corpus}/${CASES[0]?.id}` }], {}, false);
    expect(output.workers).toBe(1);
    expect(output.results.map((result) => result.ok)).toEqual([true, true]);
  }, 120_000);

  it('stays alive through a Retry-After wait while the worker, started before the request went out, sits idle', async () => {
    // WebFetch starts the worker before retrieving the page, and an idle worker is unref'd: during
    // the one-second wait the retry timer is all that keeps the process alive. Were it unref'd too,
    // the script would end with no output (runScript fails on the empty stdout).
    const [first] = server.origins;
    const output = await runScript([{ url: `${first}/busy-then-small` }], {}, false);
    expect(output.workers).toBe(1);
    expect(output.results.map((result) => result.ok)).toEqual([true]);
    expect(output.results[0]?.details).toMatchObject({ attempts: 2 });
    expect(fetchRegions(output.results[0]?.content ?? '').text).toContain('A small page with enough words');
  }, 120_000);

  it('extracts in the worker when the host itself runs with flags a thread cannot take (node --input-type=module -e)', async () => {
    const [first] = CASES;
    const url = `${server.origin}/${first?.corpus ?? ''}/${first?.id ?? ''}`;
    const script = [
      `const { createWebResearch } = await import(${JSON.stringify(pathToFileURL(LIBRARY_ENTRY).href)});`,
      "const created = await createWebResearch({ agentConfig: { sandbox: { network: { mode: 'localhost' } } }, env: {} });",
      'const run = created.value.startRun();',
      `const result = await run.fetch({ url: ${JSON.stringify(url)} });`,
      'await created.value.close();',
      "process.stdout.write(JSON.stringify(result.ok ? { ok: true } : { ok: false, error: result.error }));",
    ].join('\n');
    const run = await runNode(['--input-type=module', '-e', script]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ ok: true });
  });

  it('refuses a heap bound outside 32-4096 MiB and an unknown extraction mode with config_invalid', async () => {
    const run = await runNode([SCRIPT, LIBRARY_ENTRY, '[]', JSON.stringify({ extraction: 'elsewhere', extractionHeapLimitMiB: 8 })]);
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as ScriptOutput;
    expect(output.createError?.code).toBe('config_invalid');
    expect(output.createError?.message).toContain('extractionHeapLimitMiB: must be a whole number of MiB from 32 to 4096; got 8');
    expect(output.createError?.message).toContain('extraction: must be "worker" or "in-thread"; got "elsewhere"');
  });
});
