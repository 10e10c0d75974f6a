import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES, caseScore } from '../support/extraction-subset.cases.js';
import { LIBRARY_ENTRY, runNode } from './support/built-cli.js';
import { ROOT } from './support/fresh-build.js';
import { fetchRegions } from './support/model-facing-regions.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * The built library extracts as the sources do: a library script (its own process) fetches the
 * extraction subset's pages from a server in another process and every page keeps the stage and
 * the minimum score the in-process test (test/integration/extract/extraction-subset.test.ts)
 * holds the sources to. The bundle once took CommonJS packages' named exports from a dynamic
 * import(), where esbuild gives only `default`: Readability and Defuddle threw on every page, and
 * every user of the CLI, MCP server or library got the content region alone, with no test failing.
 */
const FETCH_CALLS = fileURLToPath(new URL('./scripts/fetch-calls.mjs', import.meta.url));

interface FetchResult {
  readonly ok: boolean;
  readonly content: string;
  readonly details?: { readonly extractionStage?: string; readonly stageNotes?: readonly string[] };
}

let server: ServerProcess;
let results: readonly FetchResult[];

beforeAll(async () => {
  server = await startServerProcess(scenarioPath('extraction-subset-pages.mjs'));
  const calls = CASES.map((c, i) => ({ url: `${server.origins[i % server.origins.length] ?? server.origin}/${c.corpus}/${c.id}`, max_output_chars: 500_000 }));
  // Generous limits: a loaded CI machine once took over 90 s for the subset (the figures belong to bench/).
  const run = await runNode([FETCH_CALLS, LIBRARY_ENTRY, JSON.stringify(calls)], {}, { timeoutMs: 270_000 });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  results = JSON.parse(run.stdout) as FetchResult[];
}, 300_000);

afterAll(async () => {
  await server.close();
});

describe('the built library on the extraction subset', () => {
  it('serves one listener per page', () => {
    expect(server.origins.length).toBeGreaterThanOrEqual(CASES.length);
  });

  it.each(CASES.map((c, i) => [`${c.corpus}/${c.id.slice(0, 12)} (${c.type})`, c, i] as const))('%s: same stage, score at least its minimum, no stage threw', (_name, c, i) => {
    const result = results[i];
    expect(result?.ok).toBe(true);
    if (result === undefined) return;
    expect(result.details?.extractionStage).toBe(c.stage);
    expect((result.details?.stageNotes ?? []).filter((note) => note.includes('threw'))).toEqual([]);
    expect(caseScore(c, fetchRegions(result.content).text)).toBeGreaterThanOrEqual(c.minimum);
  });
});

describe('the bundle\'s linkedom', () => {
  it('makes a node\'s listener table when a listener is added, not for every node it builds (scripts/linkedom-lazy-listeners.mjs)', () => {
    const chunks = join(ROOT, 'dist', 'composition', 'chunks');
    const withEventTarget = readdirSync(chunks).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(chunks, name), 'utf8')).filter((code) => code.includes('DOMEventTarget=class'));
    expect(withEventTarget.length).toBeGreaterThan(0);
    for (const code of withEventTarget) {
      expect(code).not.toMatch(/constructor\(\)\{wm\.set\(this,new Map\)\}/);
      expect(code).toContain('map===void 0&&wm.set(this,map=new Map)');
    }
  });

  it('keeps the matchers it compiles for selectors instead of compiling each selector on every query (scripts/linkedom-selector-cache.mjs)', () => {
    const chunks = join(ROOT, 'dist', 'composition', 'chunks');
    const withMatching = readdirSync(chunks).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(chunks, name), 'utf8')).filter((code) => code.includes('prepareMatch='));
    expect(withMatching.length).toBeGreaterThan(0);
    for (const code of withMatching) expect(code).toMatch(/prepareMatch=\(element,selectors\)=>cachedMatcher\(0,element,selectors,/);
  });
});
