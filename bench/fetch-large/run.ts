/**
 * Large-page WebFetch benchmark: a 9 MiB page (beyond the 8 MiB parsing cap) fetched through the
 * built library, each run in a fresh process, from a server in this (another) process. Reports
 * the fetch call's wall and CPU time and the process's peak RSS against the targets (400 MiB,
 * 3 s), for each page shape (see large-pages.ts).
 *
 *   npm run bench:fetch-large -- [--shapes corpus,corpus-content,dense] [--mib 9] [--repeat 3] [--json]
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureFreshBuild } from '../../test/e2e/support/fresh-build.js';
import { buildLargePage, LARGE_PAGE_SHAPES, type LargePageShape } from './large-pages.js';

const TARGET_PEAK_RSS_MIB = 400;
const TARGET_WALL_MS = 3_000;

interface ChildReport {
  readonly ok: boolean;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly rssBeforeMiB: number;
  readonly peakRssMiB: number;
  readonly totalLines?: number;
  readonly cutAtParsingCap?: { readonly bytesRead: number; readonly bytesTotal: number };
  readonly artifactIncomplete?: boolean;
  readonly extractionStage?: string | null;
  readonly error?: unknown;
}

const { values } = parseArgs({
  options: {
    shapes: { type: 'string', default: LARGE_PAGE_SHAPES.join(',') },
    mib: { type: 'string', default: '9' },
    repeat: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const shapes = values.shapes.split(',') as LargePageShape[];
const targetBytes = Number(values.mib) * 1024 * 1024;
const repeat = Math.max(1, Number.parseInt(values.repeat, 10) || 1);
ensureFreshBuild();
const entry = fileURLToPath(new URL('../../dist/composition/index.js', import.meta.url));
const child = fileURLToPath(new URL('./fetch-child.mjs', import.meta.url));

const pages = new Map(shapes.map((shape) => [shape, Buffer.from(buildLargePage(shape, targetBytes))]));
const server = createServer((req, res) => {
  const page = pages.get((req.url ?? '').slice(1) as LargePageShape);
  if (page === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.byteLength });
  res.end(page);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const loadBefore = loadavg()[0] ?? 0;
const rows: Array<{ shape: LargePageShape; bytes: number; runs: ChildReport[] }> = [];
for (const shape of shapes) {
  const runs: ChildReport[] = [];
  for (let attempt = 0; attempt < repeat; attempt += 1) {
    // The server lives in this process, so the child must not block it: run the child asynchronously.
    const output = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [child, entry, `${origin}/${shape}`], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => (error === null ? resolve(stdout) : reject(error)));
    });
    runs.push(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ChildReport);
  }
  rows.push({ shape, bytes: pages.get(shape)?.byteLength ?? 0, runs });
}
server.close();

const median = (numbers: readonly number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
const machine = `node ${process.version}, ${availableParallelism()} cores, 1-min load ${loadBefore.toFixed(1)} before / ${(loadavg()[0] ?? 0).toFixed(1)} after`;
if (values.json) {
  console.log(JSON.stringify({ machine, targets: { peakRssMiB: TARGET_PEAK_RSS_MIB, wallMs: TARGET_WALL_MS }, rows }, null, 2));
} else {
  console.log(`Large-page fetch bench (${repeat} fresh processes per shape, median; targets: peak RSS < ${TARGET_PEAK_RSS_MIB} MiB, wall < ${TARGET_WALL_MS} ms); ${machine}`);
  console.log('| shape | page bytes | bytes parsed | lines | stage | wall ms | cpu ms | peak RSS MiB | artifact incomplete |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { shape, bytes, runs } of rows) {
    const first = runs[0];
    const wall = median(runs.map((run) => run.wallMs));
    const peak = median(runs.map((run) => run.peakRssMiB));
    const mark = (ok: boolean): string => (ok ? '' : ' ✗');
    console.log(`| ${shape} | ${bytes} | ${first?.cutAtParsingCap?.bytesRead ?? 'all'} | ${first?.totalLines ?? '-'} | ${first?.extractionStage ?? '-'} | ${wall}${mark(wall < TARGET_WALL_MS)} | ${median(runs.map((run) => run.cpuMs))} | ${peak}${mark(peak < TARGET_PEAK_RSS_MIB)} | ${String(first?.artifactIncomplete ?? '-')} |`);
    if (first?.ok === false) console.log(`  ${shape} failed: ${JSON.stringify(first.error)}`);
  }
  console.log('Wall time includes the local HTTP transfer; on a loaded machine compare the CPU column.');
}
