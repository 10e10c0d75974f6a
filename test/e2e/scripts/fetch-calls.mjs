// A library user's script: one facade, one run, the WebFetch calls given as JSON, results printed
// as one JSON array. Usage: node fetch-calls.mjs <dist/composition/index.js> '<[{...input}, ...]>'
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { fetchEach } from './fetch-each.mjs';

const [entry, callsJson] = process.argv.slice(2);
const { createWebResearch } = await import(pathToFileURL(entry).href);
const created = await createWebResearch({ agentConfig: { sandbox: { network: { mode: 'localhost' } } }, env: {} });
if (!created.ok) throw new Error(created.error.message);
const research = created.value;
const run = research.startRun();
const results = await fetchEach(run, JSON.parse(callsJson));
await run.close();
await research.close();
process.stdout.write(`${JSON.stringify(results)}\n`);
