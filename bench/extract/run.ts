/**
 * Extraction benchmark over both development corpora: quality (the news benchmark's shingle F1
 * and WCXB's word F1, per corpus and page type), speed and peak memory of each extraction variant
 * (each in its own child process), the production chain's page metadata and structure against
 * WCXB's fields, the k-fold cross-validated figure of its tuned thresholds, and a paired speed
 * comparison through the library facade (`run.fetch` against a local server) with a plain undici
 * fetch + Readability + Turndown on linkedom.
 *
 *   npm run bench:extract -- [--corpus DIR[,DIR]] [--variants a,b] [--ids id,corpus/id] [--json]
 *                            [--csv FILE] [--bootstrap N] [--keep-runs DIR] [--gc] [--repeat N]
 *                            [--folds K] [--grid small|full] [--skip-cv] [--skip-fetch]
 *
 * --csv writes per-page scores of every variant; --keep-runs keeps each variant's raw outputs
 * (JSON); --gc forces a full collection after every page (retained vs uncollected memory);
 * --repeat N keeps the fastest of N runs per variant (outputs are deterministic, only timings
 * differ). The corpora are never part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, loadCorpora } from './corpus.js';
import { formatMetadataAccuracy, metadataAccuracy } from './metadata-accuracy.js';
import { formatTables, toJson, toPageCsv } from './report.js';
import { summarise } from './scoring.js';
import type { VariantSummary } from './scoring.js';
import { formatStructureAccuracy, structureAccuracy } from './structure-accuracy.js';
import { DEFAULT_VARIANTS, VARIANT_FACTORIES } from './variant-registry.js';
import type { VariantRun, VariantSkipped } from './worker-result.js';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    variants: { type: 'string' },
    ids: { type: 'string' },
    json: { type: 'boolean', default: false },
    csv: { type: 'string' },
    bootstrap: { type: 'string', default: '1000' },
    'keep-runs': { type: 'string' },
    gc: { type: 'boolean', default: false },
    repeat: { type: 'string', default: '1' },
    folds: { type: 'string', default: '5' },
    grid: { type: 'string', default: 'small' },
    'skip-cv': { type: 'boolean', default: false },
    'skip-fetch': { type: 'boolean', default: false },
  },
});

const corpusDirs = (values.corpus ? values.corpus.split(',') : [...DEFAULT_CORPUS_DIRS]).map((dir) => resolve(dir));
const missing = corpusDirs.filter((dir) => !existsSync(join(dir, 'ground-truth.json')));
if (missing.length > 0) {
  console.error(`No corpus at ${missing.join(', ')} (expected ground-truth.json and html/*.html.gz); pass --corpus DIR[,DIR].`);
  process.exit(2);
}
const variantNames = values.variants ? values.variants.split(',') : [...DEFAULT_VARIANTS];
const unknown = variantNames.filter((name) => VARIANT_FACTORIES[name] === undefined);
if (unknown.length > 0) {
  console.error(`Unknown variant(s): ${unknown.join(', ')}. Known: ${Object.keys(VARIANT_FACTORIES).join(', ')}`);
  process.exit(2);
}
const only = values.ids ? new Set(values.ids.split(',')) : undefined;
const corpus = loadCorpora(corpusDirs, only);
const bootstrapRounds = Number.parseInt(values.bootstrap, 10);
const repeats = Math.max(1, Number.parseInt(values.repeat, 10) || 1);
const runDir = values['keep-runs'] ? resolve(values['keep-runs']) : mkdtempSync(join(tmpdir(), 'bench-extract-'));
mkdirSync(runDir, { recursive: true });
const log = (line: string): void => {
  if (!values.json) process.stderr.write(`${line}\n`);
};

const loadBefore = loadavg()[0] ?? 0;
const summaries: VariantSummary[] = [];
const runs = new Map<string, VariantRun>();
const skipped = new Map<string, string>();
for (const name of variantNames) {
  const outFile = join(runDir, `${name.replace(/[^a-z0-9+-]/gi, '_')}.json`);
  const args = [...process.execArgv, join(here, 'worker.ts'), '--variant', name, '--corpus', corpusDirs.join(','), '--out', outFile];
  if (values.ids) args.push('--ids', values.ids);
  if (values.gc) args.push('--gc');
  let fastest: VariantRun | undefined;
  for (let attempt = 1; attempt <= repeats; attempt++) {
    log(`running ${name} on ${corpus.length} pages (${attempt}/${repeats})…`);
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
    runs.set(name, fastest);
    summaries.push(summarise(fastest, corpus, bootstrapRounds));
  }
}
if (!values['keep-runs']) rmSync(runDir, { recursive: true, force: true });

// Wall times are only comparable on an otherwise idle machine; the load average says whether it was.
const machine = `node ${process.version}, ${availableParallelism()} cores, 1-min load ${loadBefore.toFixed(1)} before / ${(loadavg()[0] ?? 0).toFixed(1)} after`;
const production = runs.get('production');
const metadata = production === undefined ? undefined : metadataAccuracy(corpus, new Map(production.pages.map((page) => [page.key, page.metadata])));
const structure = production === undefined ? undefined : structureAccuracy(corpus, new Map(production.pages.map((page) => [page.key, page.output])));
if (values.json) {
  console.log(toJson(summaries, skipped, corpus.length, machine, { metadata, structure }));
} else {
  console.log(`Extraction bench: ${corpus.length} pages from ${corpusDirs.join(', ')}; ${machine}\n`);
  console.log(formatTables(summaries, skipped));
  if (metadata !== undefined) console.log(`\n### production: page metadata against WCXB's fields\n\n${formatMetadataAccuracy(metadata)}`);
  if (structure !== undefined) console.log(`\n### production: structure against WCXB's markdown\n\n${formatStructureAccuracy(structure)}`);
}
if (values.csv) {
  writeFileSync(values.csv, toPageCsv(summaries, corpus));
  log(`per-page CSV written to ${values.csv}`);
}

const follow = (script: string, args: readonly string[]): void => {
  const child = spawnSync(process.execPath, [...process.execArgv, join(here, script), ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (child.status !== 0) process.exitCode = 1;
};
if (!values['skip-cv'] && !values.json) {
  log('cross-validating the production thresholds…');
  follow('cross-validate.ts', ['--corpus', corpusDirs.join(','), '--folds', values.folds, '--grid', values.grid, ...(values.ids ? ['--ids', values.ids] : [])]);
}
if (!values['skip-fetch'] && !values.json) {
  log('timing run.fetch against plain fetch + Readability…');
  follow('fetch-speed.ts', ['--corpus', corpusDirs.join(','), ...(values.ids ? ['--ids', values.ids] : [])]);
}
