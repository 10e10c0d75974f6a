// One measured WebFetch of a large page, in its own process, through the built library as users
// import it. Usage: node fetch-child.mjs <dist/composition/index.js> <url>
// Prints one JSON line: wall and CPU time of the fetch call, peak RSS of the whole process.
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const [entry, url] = process.argv.slice(2);
const { createWebResearch } = await import(pathToFileURL(entry).href);
const created = await createWebResearch({ agentConfig: { sandbox: { network: { mode: 'localhost' } } }, env: {} });
if (!created.ok) throw new Error(created.error.message);
const research = created.value;
const run = research.startRun();
const rssBefore = process.memoryUsage().rss;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await run.fetch({ url });
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const maxRss = process.resourceUsage().maxRSS * 1024;
await run.close();
await research.close();
const details = result.ok ? result.details : { error: result.error };
process.stdout.write(`${JSON.stringify({
  ok: result.ok,
  wallMs: Math.round(wallMs),
  cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  rssBeforeMiB: Math.round(rssBefore / 1048576),
  peakRssMiB: Math.round(maxRss / 1048576),
  totalLines: details.totalLines,
  cutAtParsingCap: details.cutAtParsingCap,
  artifactIncomplete: details.artifactIncomplete,
  extractionStage: details.extractionStage,
  notes: details.notes,
  error: details.error,
})}\n`);
