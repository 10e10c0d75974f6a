// One benchmark process: waits for "go" on stdin, then runs admit → release cycles on its scope for
// the given duration and prints one JSON line: the count and every cycle's admission and
// round-trip time in ms (performance.now, this process's own monotonic clock), and the CPU time
// (user + system) the process spent meanwhile.
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import type { CoordinationScope } from '../../application/ports/coordination.port.js';
import { createHostCoordination } from '../../composition/host-state.factory.js';
import { SystemClock } from '../../infrastructure/clock/system-clock.js';

const [dir, key, duration] = process.argv.slice(2);
if (dir === undefined || key === undefined) throw new Error('usage: admission-worker.ts <dir> <scope key> <duration ms>');
const coordination = createHostCoordination({ dir, file: `${dir}/state.json`, lock: `${dir}/state.lock` }, new SystemClock());
const scope: CoordinationScope = { kind: 'codex', key };
const never = new AbortController().signal;

process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();

const admitMs: number[] = [];
const cycleMs: number[] = [];
const cpuBefore = process.cpuUsage();
const end = performance.now() + Number(duration ?? 3_000);
while (performance.now() < end) {
  const started = performance.now();
  const admission = await coordination.admit(scope, { signal: never, deadline: Date.now() + 60_000 });
  if (!admission.ok) throw new Error(`refused: ${JSON.stringify(admission.error)}`);
  const admitted = performance.now();
  await coordination.release(admission.value, { kind: 'success' });
  admitMs.push(admitted - started);
  cycleMs.push(performance.now() - started);
}
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(`${JSON.stringify({ admitMs, cycleMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
