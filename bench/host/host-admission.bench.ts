// `npm run bench:host`: host-coordination admission across real OS processes. For 1, 4 and 16
// processes, each runs admit → release cycles for a few seconds (a) all on ONE serialized scope
// (Codex: one in flight, no spacing, so every cycle is a cross-process hand-over) and (b) each on
// its own scope (contention only on the state file and its lock). Prints admissions per second
// and per-cycle admission / round-trip times (p50, p90, p99), beside a baseline: the same cycle on
// process-mode (in-memory) coordination.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

interface WorkerResult {
  readonly admitMs: number[];
  readonly cycleMs: number[];
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
  const root = mkdtempSync(join(tmpdir(), 'mono-agent-bench-host-'));
  try {
    const dir = join(root, 'web-control');
    const workers = Array.from({ length: processes }, (_, i) => startWorker(dir, shared ? 'shared' : `own-${i}`));
    await Promise.all(workers.map((worker) => worker.ready));
    for (const worker of workers) worker.go();
    const results = await Promise.all(workers.map((worker) => worker.result));
    const admit = results.flatMap((r) => r.admitMs);
    const cycle = results.flatMap((r) => r.cycleMs);
    const perSecond = admit.length / (DURATION_MS / 1000);
    const f = (n: number): string => n.toFixed(1).padStart(7);
    return `${String(processes).padStart(3)} | ${shared ? 'one shared' : 'one each  '} | ${perSecond.toFixed(0).padStart(7)} | ${f(percentile(admit, 50))} ${f(percentile(admit, 90))} ${f(percentile(admit, 99))} | ${f(percentile(cycle, 50))} ${f(percentile(cycle, 90))} ${f(percentile(cycle, 99))}`;
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

console.log(`host admission: admit → release cycles for ${DURATION_MS / 1000} s per row (times in ms)`);
console.log('procs | scope      | admits/s | admit p50     p90     p99 | cycle p50     p90     p99');
for (const processes of PROCESS_COUNTS) {
  for (const shared of [true, false]) console.log(await run(processes, shared));
}
console.log(await baseline());
