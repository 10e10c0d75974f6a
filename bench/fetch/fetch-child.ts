// One measured process of the fetch bench: fetches URLs (concurrently) one way, then prints
// {"ms": wall, "maxRssBytes": peak RSS} so peak memory is this work's alone.
//   node --import tsx bench/fetch/fetch-child.ts web|bare URL...
import { bareFetch, benchFacade, closeBareAgent, webFetch } from './fetch-ways.js';

const [way, ...urls] = process.argv.slice(2);
const research = way === 'web' ? await benchFacade() : undefined;
const started = process.hrtime.bigint();
await Promise.all(urls.map((url) => (research === undefined ? bareFetch(url) : webFetch(research, url))));
const ms = Number(process.hrtime.bigint() - started) / 1e6;
await research?.close();
await closeBareAgent();
process.stdout.write(`${JSON.stringify({ ms, maxRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
