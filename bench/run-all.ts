// `npm run bench`: every benchmark in turn (each prints its own details and baselines), then one
// table of every figure that reports rows: value, baseline, ratio, target, met?
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatTable, machineLine, savedRows } from './support/bench-table.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const benches: Array<{ title: string; script: string; rows?: string }> = [
  { title: 'start-up (built CLI, MCP, library import)', script: here('./start/start-up.bench.ts'), rows: 'start' },
  { title: 'WebSearch end to end', script: here('./search/web-search.bench.ts'), rows: 'search' },
  { title: 'WebFetch end to end', script: here('./fetch/web-fetch.bench.ts'), rows: 'fetch' },
  { title: 'search pipeline (domain)', script: here('./search/search-pipeline.bench.ts') },
  { title: 'extraction quality and speed', script: here('./extract/run.ts') },
  { title: 'large-page fetch (9 MiB, parsing cap)', script: here('./fetch-large/run.ts') },
  { title: 'page shapes of thousands of alike parts (run.fetch growth as they double)', script: here('./extract/shape-speed.ts') },
  { title: 'codex transport (app-server start-up, per-search overhead)', script: here('./codex/codex-transport.bench.ts') },
  { title: 'cold browser render latency', script: here('./render/render-latency.bench.ts') },
  { title: 'host coordination admission across processes', script: here('./host/host-admission.bench.ts') },
];

rmSync(fileURLToPath(new URL('../.bench-out/', import.meta.url)), { recursive: true, force: true });
let failed = 0;
for (const bench of benches) {
  if (!existsSync(bench.script)) {
    console.log(`\n== ${bench.title}: ${bench.script} not found, skipped`);
    continue;
  }
  console.log(`\n== ${bench.title}`);
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', bench.script], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}

const rows = savedRows(benches.flatMap((bench) => (bench.rows === undefined ? [] : [bench.rows])));
console.log(`\n== every figure beside its baseline (${machineLine()})\n${formatTable(rows)}`);
console.log(`\n${rows.filter((row) => row.met).length} of ${rows.length} figures meet their target; the other benches' figures are printed above.`);
process.exitCode = failed === 0 ? 0 : 1;
