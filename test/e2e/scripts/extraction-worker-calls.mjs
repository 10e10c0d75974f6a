// A library user's script for the extraction worker: one facade (created with the given options),
// one run, the WebFetch calls given as JSON; prints { results, workers } as one JSON line, where
// `workers` counts the worker threads the process started. With `--no-close` it never closes the
// facade: the process must still end by itself once its work is done.
// Usage: node extraction-worker-calls.mjs <dist/composition/index.js> '<[{...input}]>' '<{...options}>' [--no-close]
import { createHook } from 'node:async_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

let workers = 0;
createHook({ init(_id, type) { if (type === 'WORKER') workers += 1; } }).enable();

const [entry, callsJson, optionsJson, closeFlag] = process.argv.slice(2);
const { createWebResearch } = await import(pathToFileURL(entry).href);
const created = await createWebResearch({ agentConfig: { sandbox: { network: { mode: 'localhost' } } }, env: {}, ...JSON.parse(optionsJson) });
if (!created.ok) {
  process.stdout.write(`${JSON.stringify({ createError: created.error })}\n`);
} else {
  const research = created.value;
  const run = research.startRun();
  const results = [];
  for (const input of JSON.parse(callsJson)) {
    const result = await run.fetch(input);
    results.push(result.ok ? { ok: true, content: result.content, details: result.details } : { ok: false, content: result.content, error: result.error });
  }
  if (closeFlag !== '--no-close') {
    await run.close();
    await research.close();
  }
  process.stdout.write(`${JSON.stringify({ results, workers })}\n`);
}
