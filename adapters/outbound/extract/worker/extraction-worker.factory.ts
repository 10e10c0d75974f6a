import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ExtractionWorkerFactory, ExtractionWorkerHandle } from './extraction-worker-pool.js';

/** Replaced by the bundler (scripts/bundle-entries.mjs): the worker entry's path relative to the bundle chunk holding this code. */
declare const __MONO_AGENT_EXTRACTION_WORKER__: string | undefined;

/**
 * Where the worker's entry is: the bundled `extraction-worker.js` beside the library's entries,
 * else the sibling source (`.ts`, when the project runs from sources under tsx or vitest) or its
 * tsc output.
 */
export function extractionWorkerUrl(): URL {
  if (typeof __MONO_AGENT_EXTRACTION_WORKER__ === 'string') return new URL(__MONO_AGENT_EXTRACTION_WORKER__, import.meta.url);
  return new URL(`./html-extraction.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
}

/** Whether the worker entry is the bundled one (the published package) rather than a source file. */
export function extractionWorkerIsBundled(): boolean {
  return typeof __MONO_AGENT_EXTRACTION_WORKER__ === 'string';
}

// A thread does not inherit the loader hooks of the thread that starts it (Node 20), so a source
// entry is imported after registering tsx in the new thread itself.
const SOURCE_BOOTSTRAP = "const { workerData } = require('node:worker_threads'); import(workerData.loader).then((tsx) => { tsx.register(); return import(workerData.entry); });";

/**
 * Starts extraction workers whose V8 heap is bounded: the old generation at `heapLimitMiB` (a page
 * that outgrows it ends the thread with ERR_WORKER_OUT_OF_MEMORY, not the process). The thread's
 * own stdout and stderr are not read here (reading them holds the host's event loop open even when
 * the worker is unref'd); the worker entry drops what would be written to them.
 */
export function nodeExtractionWorkerFactory(options: { readonly heapLimitMiB: number; readonly youngGenerationMiB: number }): ExtractionWorkerFactory {
  const url = extractionWorkerUrl();
  const common: WorkerOptions = {
    resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMiB, maxYoungGenerationSizeMb: options.youngGenerationMiB },
    // Not the host's flags: some stop a thread from starting at all (`--input-type` with `-e`), and
    // the worker needs none (from sources it registers tsx itself).
    execArgv: [],
  };
  const start = url.pathname.endsWith('.ts')
    ? (): Worker => new Worker(SOURCE_BOOTSTRAP, { ...common, eval: true, workerData: { loader: tsxLoaderUrl(), entry: url.href } })
    : (): Worker => new Worker(url, common);
  return (): ExtractionWorkerHandle => start();
}

function tsxLoaderUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  return pathToFileURL(manifest.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
}
