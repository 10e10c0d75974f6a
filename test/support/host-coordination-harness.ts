import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { AdmissionRefusal, AdmissionTicket, CoordinationScope } from '../../application/ports/coordination.port.js';
import { HostCoordination } from '../../adapters/outbound/host-state/host-coordination.adapter.js';
import type { HostStateDocument } from '../../adapters/outbound/host-state/host-state.schema.js';
import type { Result } from '../../domain/shared/result.js';
import type { ProcessIdentity } from '../../infrastructure/process/process-incarnation.js';
import { FakeClock } from '../fakes/fake-clock.js';
import { SELF, storeAt, tempLocation } from './host-state-kit.js';

export const NOW = 1_700_000_000_000;

export type Admission = Result<AdmissionTicket, AdmissionRefusal>;

/** An admission in progress; `result` is set once it settles. */
export interface Tracked {
  readonly promise: Promise<Admission>;
  result?: Admission;
}

/** Host coordination over a temp directory with a fake clock (file I/O and the lock stay real). */
export interface HostHarness {
  readonly clock: FakeClock;
  readonly location: ReturnType<typeof tempLocation>;
  /** A coordination instance as a separate process would have it (own store, own in-process queue). */
  process(identity?: ProcessIdentity): HostCoordination;
  admit(coordination: HostCoordination, scope: CoordinationScope, options?: { readonly signal?: AbortSignal; readonly deadlineIn?: number }): Tracked;
  state(): HostStateDocument;
  writeState(document: HostStateDocument): void;
  /** Waits (real time) until `predicate` holds, e.g. until a waiter sleeps on the fake clock. */
  until(predicate: () => boolean): Promise<void>;
  cleanup(): void;
}

export function hostHarness(): HostHarness {
  const clock = new FakeClock(NOW);
  const location = tempLocation();
  return {
    clock,
    location,
    process: (identity = SELF) => new HostCoordination({ store: storeAt(location, { identity, now: () => clock.now() }), clock, identity }),
    admit: (coordination, scope, options = {}) => {
      const tracked: Tracked = {
        promise: coordination.admit(scope, { signal: options.signal ?? new AbortController().signal, deadline: clock.now() + (options.deadlineIn ?? 60_000) }),
      };
      void tracked.promise.then((result) => {
        tracked.result = result;
      });
      return tracked;
    },
    state: () => JSON.parse(readFileSync(location.file, 'utf8')) as HostStateDocument,
    writeState: (document) => {
      mkdirSync(location.dir, { recursive: true, mode: 0o700 });
      writeFileSync(location.file, JSON.stringify(document), { mode: 0o600 });
    },
    until: (predicate) => vi.waitFor(() => {
      if (!predicate()) throw new Error('condition not reached yet');
    }, { timeout: 10_000, interval: 2 }),
    cleanup: () => location.cleanup(),
  };
}

/** The ticket of a granted admission, or a thrown error naming the refusal. */
export async function ticketOf(tracked: Tracked): Promise<AdmissionTicket> {
  const result = await tracked.promise;
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}
