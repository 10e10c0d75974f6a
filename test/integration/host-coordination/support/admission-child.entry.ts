// A separate OS process using host coordination exactly as production wires it. Commands come as
// one JSON argument; every event goes to stdout as one JSON line:
//   hammer: {"dir", "scopes": [{kind,key}], "durationMs", "holdMs", "minimums"} — prints `ready`, waits
//           for "go" on stdin, then admits/holds/releases in a loop per scope until the duration ends
//           and it had at least `minimums[i]` slots (a later wait is aborted then), printing `admit`
//           {scope, grantedAt, waitedMs, releaseAt} per slot and `done` at the end.
//   hold:   {"dir", "scopes": [scope]} — admits once, prints `holding`, and keeps the lease until killed.
import { createInterface } from 'node:readline';
import type { CoordinationScope } from '../../../../application/ports/coordination.port.js';
import { createHostCoordination } from '../../../../composition/host-state.factory.js';
import { SystemClock } from '../../../../infrastructure/clock/system-clock.js';

interface Command {
  readonly mode: 'hammer' | 'hold';
  readonly dir: string;
  readonly scopes: readonly CoordinationScope[];
  readonly durationMs?: number;
  readonly holdMs?: number;
  /** Per scope: slots each process must have had before it stops. */
  readonly minimums?: readonly number[];
}

const command = JSON.parse(process.argv[2] ?? '{}') as Command;
const coordination = createHostCoordination({ dir: command.dir, file: `${command.dir}/state.json`, lock: `${command.dir}/state.lock` }, new SystemClock());
const emit = (event: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify({ pid: process.pid, ...event })}\n`);
};
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const NEVER = new AbortController().signal;

/** Admits, holds and releases in a loop until `stop` fires and at least `minimum` slots were had. */
async function hammer(scope: CoordinationScope, stop: AbortSignal, minimum: number): Promise<void> {
  for (let admitted = 0; admitted < minimum || !stop.aborted;) {
    // Until the minimum is reached a wait is not cut short by the end of the run.
    const admission = await coordination.admit(scope, { signal: admitted < minimum ? NEVER : stop, deadline: Date.now() + 60_000 });
    if (!admission.ok) {
      if (admission.error.code !== 'cancelled') emit({ type: 'refused', scope: scope.kind, refusal: admission.error });
      continue;
    }
    admitted += 1;
    await pause(command.holdMs ?? 5);
    const releaseAt = Date.now();
    await coordination.release(admission.value, { kind: 'success' });
    emit({ type: 'admit', scope: scope.kind, grantedAt: admission.value.grantedAt, waitedMs: admission.value.waitedMs, releaseAt });
  }
}

async function main(): Promise<void> {
  if (command.mode === 'hold') {
    const scope = command.scopes[0];
    if (scope === undefined) throw new Error('hold needs a scope');
    const admission = await coordination.admit(scope, { signal: new AbortController().signal, deadline: Date.now() + 30_000 });
    emit(admission.ok ? { type: 'holding', grantedAt: admission.value.grantedAt } : { type: 'refused', refusal: admission.error });
    setInterval(() => undefined, 60_000); // keep the lease until the test kills this process
    return;
  }
  emit({ type: 'ready' });
  const lines = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => lines.once('line', () => resolve()));
  lines.close();
  const stop = AbortSignal.timeout(command.durationMs ?? 3_000);
  await Promise.all(command.scopes.map((scope, index) => hammer(scope, stop, command.minimums?.[index] ?? 1)));
  emit({ type: 'done' });
}

main().catch((error: unknown) => {
  emit({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
});
