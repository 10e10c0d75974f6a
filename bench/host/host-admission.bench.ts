// `npm run bench:host`: host-coordination admission across real OS processes. For 1, 4 and 16
// processes, each runs admit → release cycles for a few seconds (a) all on ONE serialized scope
// (Codex: one in flight, no spacing, so every cycle is a cross-process hand-over) and (b) each on
// its own scope (contention only on the state file and its lock). Prints admissions per second
// and per-cycle admission / round-trip times (p50, p90, p99) and CPU time per admission summed over
// every process (less sensitive than wall time to other load on the machine), beside a baseline: the same cycle on
// process-mode (in-memory) coordination, and the storage floor: one 0600 write + fsync + rename +
// directory fsync in the same file system, which every locked state change pays.
// BENCH_HOST_DURATION_MS (default 4000) sets the run length; BENCH_HOST_ROOT the parent directory
// (default the OS temp directory; e.g. /dev/shm shows the cost without a disk's fsync).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { ProcessCoordination } from '../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import { SystemClock } from '../../infrastructure/clock/system-clock.js';

const WORKER = fileURLToPath(new URL('./admission-worker.ts', import.meta.url));
const DURATION_MS = Number(process.env['BENCH_HOST_DURATION_MS'] ?? 4_000);
const PROCESS_COUNTS = [1, 4, 16];
const ROOT = process.env['BENCH_HOST_ROOT'] ?? tmpdir();

interface WorkerResult {
  readonly admitMs: number[];
  readonly cycleMs: number[];
  readonly cpuMs: number;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function startWorker(dir: string, key: string): { ready: Promise<void>; go(): void; result: Promise<WorkerResult> } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, dir, key, String(DURATION_MS)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  let onReady: () => void = () => undefined;
  let onResult: (result: WorkerResult) => void = () => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const result = new Promise<WorkerResult>((resolve, reject) => {
    onResult = resolve;
    child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`worker exited ${String(code)}`))));
  });
  lines.on('line', (line) => (line === 'ready' ? onReady() : onResult(JSON.parse(line) as WorkerResult)));
  return { ready, go: () => child.stdin.end('go\n'), result };
}

async function run(processes: number, shared: boolean): Promise<string> {
  const root = mkdtempSync(join(ROOT, 'mono-agent-bench-host-'));
  try {
    const dir = join(root, 'web-control');
    const workers = Array.from({ length: processes }, (_, i) => startWorker(dir, shared ? 'shared' : `own-${i}`));
    await Promise.all(workers.map((worker) => worker.ready));
    for (const worker of workers) worker.go();
    const results = await Promise.all(workers.map((worker) => worker.result));
    const admit = results.flatMap((r) => r.admitMs);
    const cycle = results.flatMap((r) => r.cycleMs);
    const perSecond = admit.length / (DURATION_MS / 1000);
    const cpuPerAdmit = results.reduce((sum, r) => sum + r.cpuMs, 0) / Math.max(1, admit.length);
    const f = (n: number): string => n.toFixed(1).padStart(7);
    return `${String(processes).padStart(3)} | ${shared ? 'one shared' : 'one each  '} | ${perSecond.toFixed(0).padStart(7)} | ${f(percentile(admit, 50))} ${f(percentile(admit, 90))} ${f(percentile(admit, 99))} | ${f(percentile(cycle, 50))} ${f(percentile(cycle, 90))} ${f(percentile(cycle, 99))} | ${f(cpuPerAdmit)}`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function baseline(): Promise<string> {
  const coordination = new ProcessCoordination(new SystemClock());
  const scope = { kind: 'codex' as const, key: 'baseline' };
  const cycles: number[] = [];
  const end = performance.now() + 1_000;
  while (performance.now() < end) {
    const started = performance.now();
    const admission = await coordination.admit(scope, { signal: new AbortController().signal, deadline: Date.now() + 60_000 });
    if (!admission.ok) throw new Error('baseline refused');
    await coordination.release(admission.value, { kind: 'success' });
    cycles.push(performance.now() - started);
  }
  return `baseline (process mode, in memory, 1 process): ${cycles.length} cycles/s, round trip p50 ${(percentile(cycles, 50) * 1000).toFixed(1)} µs`;
}

async function storageFloor(): Promise<string> {
  const dir = mkdtempSync(join(ROOT, 'mono-agent-bench-fsync-'));
  try {
    const times: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const started = performance.now();
      const file = await open(join(dir, 'next.tmp'), 'wx', 0o600);
      await file.writeFile('{"version":1,"buckets":{}}\n');
      await file.sync();
      await file.close();
      await rename(join(dir, 'next.tmp'), join(dir, 'state.json'));
      const directory = await open(dir, 'r');
      await directory.sync();
      await directory.close();
      times.push(performance.now() - started);
    }
    return `storage floor in ${ROOT} (write + fsync + rename + directory fsync): p50 ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`host admission: admit → release cycles for ${DURATION_MS / 1000} s per row (times in ms)`);
console.log(await storageFloor());
console.log('procs | scope      | admits/s | admit p50     p90     p99 | cycle p50     p90     p99 | CPU/admit (all processes)');
for (const processes of PROCESS_COUNTS) {
  for (const shared of [true, false]) console.log(await run(processes, shared));
}
console.log(await baseline());
