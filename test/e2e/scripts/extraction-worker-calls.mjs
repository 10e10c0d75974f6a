// A library user's script for the extraction worker: one facade (created with the given options),
// one run, the WebFetch calls given as JSON; prints { results, workers, liveWorkers } as one JSON
// line: the worker threads the process started, and those still running after close(). With `--no-close` it never closes the
// facade: the process must still end by itself once its work is done.
// Usage: node extraction-worker-calls.mjs <dist/composition/index.js> '<[{...input}]>' '<{...options}>' [--no-close]
import { createHook } from 'node:async_hooks';
import process from 'node:process';
import { setImmediate } from 'node:timers';
import { pathToFileURL } from 'node:url';
import { fetchEach } from './fetch-each.mjs';

let workers = 0;
const live = new Set();
createHook({
  init(id, type) {
    if (type !== 'WORKER') return;
    workers += 1;
    live.add(id);
  },
  destroy(id) {
    live.delete(id);
  },
}).enable();

const [entry, callsJson, optionsJson, closeFlag] = process.argv.slice(2);
const { createWebResearch } = await import(pathToFileURL(entry).href);
const created = await createWebResearch({ agentConfig: { sandbox: { network: { mode: 'localhost' } } }, env: {}, ...JSON.parse(optionsJson) });
if (!created.ok) {
  process.stdout.write(`${JSON.stringify({ createError: created.error })}\n`);
} else {
  const research = created.value;
  const run = research.startRun();
  const results = await fetchEach(run, JSON.parse(callsJson));
  if (closeFlag !== '--no-close') {
    await run.close();
    await research.close();
    // Destroy hooks run after the handle is closed, a turn or two after the thread exited.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  }
  process.stdout.write(`${JSON.stringify({ results, workers, liveWorkers: live.size })}\n`);
}
