// `npm run bench:start`: the built CLI's start-up, each figure paired run by run (A B A B) with
// `node -e 0` on the same machine at the same moment, so the ratio survives a noisy machine.
//   node --import tsx bench/start/start-up.bench.ts [--runs 9] [--warmup 2] [--dist DIR]
// --dist measures another build (e.g. a copy of an older dist/) for before/after figures.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { machineLine, reportRows, type BenchRow } from '../support/bench-table.js';
import { startLoopbackServer } from '../support/loopback-server.js';
import { median, ms, paired } from '../support/stats.js';
import { outputOfNode, timeMcpInitialize, timeNode } from './process-timing.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' }, warmup: { type: 'string', default: '2' }, dist: { type: 'string' } } });
const options = { runs: Number(values.runs), warmup: Number(values.warmup) };
const DIST = values.dist === undefined ? fileURLToPath(new URL('../../dist', import.meta.url)) : resolve(values.dist);
const CLI = join(DIST, 'composition/entry/cli.js');
const LIBRARY = pathToFileURL(join(DIST, 'composition/index.js')).href;

const dir = mkdtempSync(join(tmpdir(), 'mono-agent-bench-start-'));
writeFileSync(join(dir, 'notes.txt'), 'first line\nsecond line\n');
writeFileSync(join(dir, 'data.json'), JSON.stringify({ name: 'bench', items: [1, 2, 3], nested: { ok: true } }));
writeFileSync(join(dir, 'article.html'), `<!doctype html><html><head><title>A small article</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>A small article</h1>${'<p>One paragraph of an ordinary article, long enough that the extractor treats it as content worth keeping.</p>'.repeat(12)}</article><footer>© bench</footer></body></html>`);
const config = join(dir, 'config.json');
writeFileSync(config, JSON.stringify({ sandbox: { network: { mode: 'localhost' } } }));
const server = await startLoopbackServer(dir);
// No user config file or MONO_AGENT_* variable may change what is measured.
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MONO_AGENT_'))), HOME: dir };
const bare = async (): Promise<number> => timeNode(['-e', '0'], env);

console.log(`bench:start (${CLI}) — ${machineLine()}\nmethod: ${options.runs} pairs after ${options.warmup} warm-up pairs, wall time spawn → exit, median of the per-pair ratios`);

const rows: BenchRow[] = [];
async function cliRatio(figure: string, args: readonly string[], target: number): Promise<void> {
  const samples = await paired(async () => timeNode([CLI, ...args], env), bare, options);
  const ratio = median(samples.ratios);
  rows.push({ figure, value: ms(median(samples.a)), baseline: `node -e 0: ${ms(median(samples.b))}`, ratio, target: `≤ ${target}×`, met: ratio <= target });
  console.log(`${figure}: ${samples.ratios.map((r) => r.toFixed(2)).join(' ')}`);
}

try {
  await cliRatio('start: mono-agent --version', ['--version'], 1.5);
  await cliRatio('start: fetch of a text file', ['fetch', `${server.origin}/files/notes.txt`, '--config', config], 3);
  await cliRatio('start: fetch of a JSON document', ['fetch', `${server.origin}/files/data.json`, '--config', config], 3);
  await cliRatio('start: fetch of a small HTML article', ['fetch', `${server.origin}/files/article.html`, '--config', config], 4);

  const mcp = await paired(async () => timeMcpInitialize([CLI, 'mcp', '--config', config]), bare, options);
  const mcpMs = median(mcp.a);
  rows.push({ figure: 'start: MCP initialize answered after spawn', value: ms(mcpMs), baseline: `node -e 0: ${ms(median(mcp.b))}`, ratio: median(mcp.ratios), target: '≤ 400 ms', met: mcpMs <= 400 });

  const importScript = `const t = performance.now(); await import(${JSON.stringify(LIBRARY)}); process.stdout.write(String(performance.now() - t));`;
  const imported = await paired(async () => Number(outputOfNode(['--input-type=module', '-e', importScript])), bare, options);
  const importMs = median(imported.a);
  rows.push({ figure: 'start: import the library facade (in process)', value: ms(importMs), baseline: `node -e 0: ${ms(median(imported.b))}`, ratio: median(imported.ratios), target: '≤ 250 ms', met: importMs <= 250 });
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
reportRows('start', rows);
