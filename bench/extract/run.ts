/**
 * Extraction benchmark: quality (the article-extraction-benchmark F1), speed
 * and peak memory of each extraction variant over the corpus, each variant in
 * its own child process.
 *
 *   npm run bench:extract -- [--corpus DIR] [--variants a,b] [--ids id,id] [--json]
 *                            [--csv FILE] [--bootstrap N] [--keep-runs DIR] [--gc] [--repeat N]
 *
 * --json prints a JSON summary instead of the table; --csv writes per-page
 * scores of every variant (to find where one extractor beats another);
 * --keep-runs keeps each variant's raw outputs (JSON) for offline analysis;
 * --gc forces a full collection after every page (diagnosis: retained vs
 * uncollected memory; it slows the run and lowers peak RSS); --repeat N runs
 * each variant N times and keeps the fastest run (outputs are deterministic,
 * so only the timings differ: the best of N filters out other load).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR, loadCorpus } from './corpus.js';
import { formatTable, toJson, toPageCsv } from './report.js';
import { summarise } from './scoring.js';
import type { VariantSummary } from './scoring.js';
import { DEFAULT_VARIANTS, VARIANT_FACTORIES } from './variant-registry.js';
import type { VariantRun, VariantSkipped } from './worker-result.js';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: DEFAULT_CORPUS_DIR },
    variants: { type: 'string' },
    ids: { type: 'string' },
    json: { type: 'boolean', default: false },
    csv: { type: 'string' },
    bootstrap: { type: 'string', default: '1000' },
    'keep-runs': { type: 'string' },
    gc: { type: 'boolean', default: false },
    repeat: { type: 'string', default: '1' },
  },
});

const corpusDir = resolve(values.corpus);
if (!existsSync(join(corpusDir, 'ground-truth.json'))) {
  console.error(`No corpus at ${corpusDir} (expected ground-truth.json and html/*.html.gz); pass --corpus DIR.`);
  process.exit(2);
}
const variantNames = values.variants ? values.variants.split(',') : [...DEFAULT_VARIANTS];
const unknown = variantNames.filter((name) => VARIANT_FACTORIES[name] === undefined);
if (unknown.length > 0) {
  console.error(`Unknown variant(s): ${unknown.join(', ')}. Known: ${Object.keys(VARIANT_FACTORIES).join(', ')}`);
  process.exit(2);
}
const only = values.ids ? new Set(values.ids.split(',')) : undefined;
const corpus = loadCorpus(corpusDir, only);
const bootstrapRounds = Number.parseInt(values.bootstrap, 10);
const repeats = Math.max(1, Number.parseInt(values.repeat, 10) || 1);
const runDir = values['keep-runs'] ? resolve(values['keep-runs']) : mkdtempSync(join(tmpdir(), 'bench-extract-'));
mkdirSync(runDir, { recursive: true });

const loadBefore = loadavg()[0] ?? 0;
const summaries: VariantSummary[] = [];
const skipped = new Map<string, string>();
for (const name of variantNames) {
  const outFile = join(runDir, `${name.replace(/[^a-z0-9+-]/gi, '_')}.json`);
  const args = [...process.execArgv, join(here, 'worker.ts'), '--variant', name, '--corpus', corpusDir, '--out', outFile];
  if (values.ids) args.push('--ids', values.ids);
  if (values.gc) args.push('--gc');
  let fastest: VariantRun | undefined;
  for (let attempt = 1; attempt <= repeats; attempt++) {
    if (!values.json) process.stderr.write(`running ${name} on ${corpus.length} pages (${attempt}/${repeats})…\n`);
    rmSync(outFile, { force: true });
    const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (child.status !== 0 || !existsSync(outFile)) {
      skipped.set(name, `child exited ${child.status ?? child.signal}: ${child.stderr.trim().split('\n').slice(-3).join(' / ')}`);
      break;
    }
    const result = JSON.parse(readFileSync(outFile, 'utf8')) as VariantRun | VariantSkipped;
    if ('skipped' in result) {
      skipped.set(name, result.skipped);
      break;
    }
    if (fastest === undefined || result.totalMs < fastest.totalMs) fastest = result;
  }
  if (fastest !== undefined && !skipped.has(name)) {
    writeFileSync(outFile, JSON.stringify(fastest));
    summaries.push(summarise(fastest, corpus, bootstrapRounds));
  }
}
if (!values['keep-runs']) rmSync(runDir, { recursive: true, force: true });

// Wall times are only comparable on an otherwise idle machine; the load average says whether it was.
const machine = `node ${process.version}, ${availableParallelism()} cores, 1-min load ${loadBefore.toFixed(1)} before / ${(loadavg()[0] ?? 0).toFixed(1)} after`;
if (values.json) {
  console.log(toJson(summaries, skipped, corpus.length, machine));
} else {
  console.log(`Extraction bench: ${corpus.length} pages from ${corpusDir}; ${machine}`);
  console.log(formatTable(summaries, skipped));
}
if (values.csv) {
  writeFileSync(values.csv, toPageCsv(summaries, new Map(corpus.map((page) => [page.id, page.url]))));
  if (!values.json) console.log(`per-page CSV written to ${values.csv}`);
}
