import type { ClockPort } from '../ports/clock.port.js';
import type { ProbeOptions } from '../ports/liveness-probes.port.js';
import type { ProbeFailure } from '../../domain/validate/liveness-outcomes.js';
import { raceWithAbort } from '../shared/abort-race.js';
import { DeadlineScope } from '../shared/deadline-scope.js';

/**
 * Runs one probe under its own deadline inside `parent`: the probe gets the scope's signal and
 * budget, and the caller gets an answer by the deadline even if the probe ignores its signal
 * (`timed_out`, or `cancelled` when the caller gave up first). A probe that throws is reported as
 * `unreachable` with its message rather than crashing the whole command.
 */
export async function boundedProbe<T>(
  clock: ClockPort,
  parent: AbortSignal,
  timeoutMs: number,
  probe: (options: ProbeOptions) => Promise<T | ProbeFailure>,
): Promise<T | ProbeFailure> {
  const scope = DeadlineScope.open(clock, parent, timeoutMs);
  try {
    const work = probe({ signal: scope.signal, timeoutMs }).catch((error: unknown): ProbeFailure => ({ kind: 'unreachable', message: error instanceof Error ? error.message : String(error) }));
    const raced = await raceWithAbort(work, scope.signal);
    if (raced.settled) return raced.value;
    return scope.expired ? { kind: 'timed_out', afterMs: timeoutMs } : { kind: 'cancelled' };
  } finally {
    scope.dispose();
  }
}
