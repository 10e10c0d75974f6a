// `npm run bench`: every benchmark in turn, each printing its own baseline beside it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const benches: Array<{ title: string; script: string; args?: string[] }> = [
  { title: 'search pipeline (domain)', script: here('./search/search-pipeline.bench.ts') },
  { title: 'extraction quality and speed', script: here('./extract/run.ts') },
  { title: 'large-page fetch (9 MiB, parsing cap)', script: here('./fetch-large/run.ts') },
  { title: 'codex transport (app-server start-up, per-search overhead)', script: here('./codex/codex-transport.bench.ts') },
  { title: 'cold browser render latency', script: here('./render/render-latency.bench.ts') },
  { title: 'host coordination admission across processes', script: here('./host/host-admission.bench.ts') },
];

let failed = 0;
for (const bench of benches) {
  if (!existsSync(bench.script)) {
    console.log(`\n== ${bench.title}: ${bench.script} not found, skipped`);
    continue;
  }
  console.log(`\n== ${bench.title}`);
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', bench.script, ...(bench.args ?? [])], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
