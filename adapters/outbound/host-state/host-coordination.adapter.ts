import { randomUUID } from 'node:crypto';
import type { ClockPort } from '../../../application/ports/clock.port.js';
import type { AdmissionRefusal, AdmissionTicket, CooldownStatus, CoordinationPort, CoordinationScope, RequestOutcome } from '../../../application/ports/coordination.port.js';
import { HOST_ADMISSION_LIMITS, type AdmissionTable } from '../../../domain/admission/admission-limits.js';
import { cooldownRefusal, cooldownRetryAt } from '../../../domain/cooldown/cooldown-verdict.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { ProcessIdentity } from '../../../infrastructure/process/process-incarnation.js';
import { handOff, newBucket, queuePosition, reclaimBucket, releaseLease, stepAdmission, withdraw, type AdmissionStep } from './host-bucket.transitions.js';
import type { HostBucket, HostWaiter } from './host-state.schema.js';
import type { HostStateFailure } from './host-state-failure.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';
import type { HostStateStore } from './host-state.store.js';
import type { ChangeSubscription } from './state-change.watcher.js';
import { scopeHash } from './scope-hash.js';
import { basename } from 'node:path';

type Admission = Result<AdmissionTicket, AdmissionRefusal>;

/** What the adapter is built from. `clock.sleep` must keep the process alive while a call waits (a ref'd timer, as `SystemClock.sleep` is). */
export interface HostCoordinationDeps {
  readonly store: HostStateStore;
  readonly clock: ClockPort;
  readonly identity: ProcessIdentity;
  readonly table?: AdmissionTable;
}

/**
 * Polling for a slot that only a release can free: 5 ms at first, growing (randomised) to 1 s; to
 * 100 ms only for the next in line when the file system gives no change events (then polls are
 * their whole wake-up). Otherwise polls only notice a crashed lease owner, and each costs a
 * validated read of the state (a few ms of CPU), so waiters further back never poll faster.
 */
const POLL_FIRST_MS = 5;
const POLL_MAX_MS = 1_000;
const POLL_MAX_UNWATCHED_MS = 100;
/** Longest wait for the lock when handing a slot back (release has no caller deadline). */
const RELEASE_LOCK_WAIT_MS = 10_000;
/** Longest wait for the lock when withdrawing a waiting entry after a timeout or abort. */
const WITHDRAW_LOCK_WAIT_MS = 2_000;
/** Waiters this close to the head of the queue wake on every state change; the rest poll. */
const WATCHING_QUEUE_POSITIONS = 2;

/**
 * Host-mode `CoordinationPort`: admission and cooldowns shared by every opted-in process of the
 * OS user through the private state file, with no daemon. Same policies as process mode (the
 * domain's admission and cooldown functions) over `HOST_ADMISSION_LIMITS`.
 *
 * - A cooldown refuses at once with `rate_limited` + `retryAt`; never waited out.
 * - Otherwise the call queues (first come, first served across processes) and waits, honouring
 *   `signal` and `deadline`, without holding the lock: it re-reads the state lock-free and takes
 *   the lock only when it could be admitted or has something to reclaim. Spacing waits sleep until
 *   the exact start time; a full scope wakes when the state file changes (or at a growing,
 *   randomised poll interval), and a release hands its slot straight to the oldest waiter.
 * - Unusable state fails closed (`coordination_unavailable`); no request is sent uncoordinated.
 * - `release` never rejects; a lease it cannot hand back expires or is reclaimed when its owner dies.
 */
export class HostCoordination implements CoordinationPort {
  readonly #deps: HostCoordinationDeps;
  readonly #table: AdmissionTable;
  readonly #active = new Set<string>();
  readonly #stateName: string;

  constructor(deps: HostCoordinationDeps) {
    const table = deps.table ?? HOST_ADMISSION_LIMITS;
    if (Object.values(table).some((rule) => rule.sharedPool !== undefined)) throw new Error('host coordination keeps one pool per scope; shared pools are not supported');
    this.#deps = deps;
    this.#table = table;
    this.#stateName = basename(deps.store.location.file);
  }

  async admit(scope: CoordinationScope, options: { readonly signal: AbortSignal; readonly deadline: number }): Promise<Admission> {
    if (options.signal.aborted) return err({ code: 'cancelled' });
    const listening: { changes?: ChangeSubscription } = {};
    try {
      return await this.#admit(scope, options, listening);
    } finally {
      listening.changes?.close();
    }
  }

  /** The admission loop; `listening.changes` is opened at the first wait and closed by the caller. */
  async #admit(scope: CoordinationScope, options: { readonly signal: AbortSignal; readonly deadline: number }, listening: { changes?: ChangeSubscription }): Promise<Admission> {
    const { signal, deadline } = options;
    const { clock, identity } = this.#deps;
    const start = clock.now();
    const key = scopeHash(scope);
    const waiter: HostWaiter = { id: randomUUID(), pid: identity.pid, inc: identity.incarnation, since: start, exp: waiterExpiry(start, deadline) };
    let registered = false;
    let pollMs = POLL_FIRST_MS;
    for (;;) {
      let step: AdmissionStep | undefined;
      let position: number | undefined;
      listening.changes?.mark();
      if (registered) {
        const look = await this.#peek(scope, key, waiter);
        if (!look.ok) return this.#giveUp(scope, key, waiter, registered, unavailable(look.error));
        ({ step, position } = look.value);
      }
      if (step === undefined) {
        let locked: Result<AdmissionStep, HostStateFailure>;
        try {
          locked = await this.#attempt(scope, key, waiter, deadline, signal);
        } catch {
          return this.#giveUp(scope, key, waiter, true, { code: 'cancelled' });
        }
        if (!locked.ok) {
          // Waiting for the lock until the caller's deadline is a timeout, not broken state.
          const refusal = locked.error.problem === 'lock_timeout' && clock.now() >= deadline ? { code: 'timeout' as const } : unavailable(locked.error);
          return this.#giveUp(scope, key, waiter, registered, refusal);
        }
        step = locked.value;
        registered = step.kind === 'wait';
      }
      if (step.kind === 'granted') {
        // Granted just as the caller gave up: the slot goes back unused.
        if (signal.aborted) return this.#giveUp(scope, key, waiter, true, { code: 'cancelled' });
        return this.#granted(scope, step, start);
      }
      if (step.kind === 'refused') return this.#giveUp(scope, key, waiter, registered, { code: 'rate_limited', retryAt: step.retryAt, reason: 'cooldown', cause: step.cause });
      const now = clock.now();
      if (now >= deadline) return this.#giveUp(scope, key, waiter, registered, { code: 'timeout' });
      // Only a release can help a full scope: the next in line wake as soon as the state file changes.
      const watch = step.wakeAt === undefined && (position === undefined || position < WATCHING_QUEUE_POSITIONS);
      if (watch && listening.changes === undefined) {
        // Listening starts now; a release that landed since the read above is caught by reading again.
        listening.changes = this.#deps.store.changes.listen(this.#stateName);
        continue;
      }
      if (!watch && listening.changes !== undefined) {
        // Further back in the queue (or waiting for spacing): no wake-up on every change.
        listening.changes.close();
        delete listening.changes;
      }
      const pollDelay = Math.min(listening.changes?.live === false ? POLL_MAX_UNWATCHED_MS : POLL_MAX_MS, pollMs) * (0.8 + Math.random() * 0.4);
      pollMs = Math.min(POLL_MAX_MS, pollMs * 1.5);
      const delay = step.wakeAt === undefined ? pollDelay : Math.max(1, step.wakeAt - now);
      await this.#pause(Math.min(delay, deadline - now), signal, listening.changes);
      if (signal.aborted) return this.#giveUp(scope, key, waiter, registered, { code: 'cancelled' });
    }
  }

  /** Sleeps `ms` on the clock (a ref'd timer keeps the process alive), or less when listening to `changes` and the state file changed. */
  async #pause(ms: number, signal: AbortSignal, changes: ChangeSubscription | undefined): Promise<void> {
    const sleep = (wait: number, combined: AbortSignal): Promise<void> => this.#deps.clock.sleep(wait, combined);
    try {
      if (changes !== undefined) await changes.pause(ms, sleep, signal);
      else await sleep(ms, signal);
    } catch {
      // aborted by the caller: checked after
    }
  }

  async release(ticket: AdmissionTicket, outcome: RequestOutcome): Promise<void> {
    if (!this.#active.delete(ticket.id)) return;
    const key = scopeHash(ticket.scope);
    await this.#deps.store
      .transact(async (document, { now }) => {
        const bucket = (document.buckets[key] ??= newBucket(ticket.scope.kind, now));
        releaseLease(bucket, ticket.id, outcome, now);
        handOff(bucket, this.#table[ticket.scope.kind], now);
        return { value: undefined, write: true };
      }, { limitAt: Date.now() + RELEASE_LOCK_WAIT_MS })
      .catch(() => undefined);
  }

  async cooldownUntil(scope: CoordinationScope): Promise<number | undefined> {
    const bucket = await this.#storedBucket(scope);
    return bucket === undefined ? undefined : cooldownRetryAt(bucket.cooldown, this.#deps.clock.now());
  }

  /** The shared cooldown of `scope` and what opened it, as every opted-in process sees it now. */
  async cooldownStatus(scope: CoordinationScope): Promise<CooldownStatus | undefined> {
    const bucket = await this.#storedBucket(scope);
    return bucket === undefined ? undefined : cooldownRefusal(bucket.cooldown, this.#deps.clock.now());
  }

  /** The scope's bucket as stored now (lock-free read); undefined when absent or when the state cannot be read (admit then fails closed). */
  async #storedBucket(scope: CoordinationScope): Promise<HostBucket | undefined> {
    const read = await this.#deps.store.read();
    return read.ok ? read.value.document.buckets[scopeHash(scope)] : undefined;
  }

  /**
   * A lock-free look at the current state: the same reclaim and admission step on a copy. When it
   * says "keep waiting" and nothing would change, no lock is taken; otherwise (a grant, a refusal,
   * something to reclaim, the entry missing) the locked attempt decides.
   */
  async #peek(scope: CoordinationScope, key: string, waiter: HostWaiter): Promise<Result<{ step?: AdmissionStep; position?: number }, HostStateFailure>> {
    const read = await this.#deps.store.read();
    if (!read.ok) return read;
    const stored = read.value.document.buckets[key];
    if (stored === undefined) return ok({});
    const bucket = structuredClone(stored);
    const now = this.#deps.clock.now();
    // Lease owners are probed (a dead one frees a slot); waiting entries only by expiry, to keep the look cheap.
    if (await reclaimBucket(bucket, now, this.#deps.store.ownerCheck(), false)) return ok({});
    const position = queuePosition(bucket, waiter.id);
    const { step, changed } = stepAdmission(bucket, this.#table[scope.kind], waiter, now);
    // A wait, or a slot another process already handed over, needs no lock; anything else does.
    if (step.kind === 'refused' || changed) return ok({});
    return ok(position === undefined ? { step } : { step, position });
  }

  #attempt(scope: CoordinationScope, key: string, waiter: HostWaiter, deadline: number, signal: AbortSignal): Promise<Result<AdmissionStep, HostStateFailure>> {
    return this.#deps.store.transact(async (document, { isAlive, now }) => {
      const existing = document.buckets[key];
      const bucket = existing ?? newBucket(scope.kind, now);
      const reclaimed = existing !== undefined && (await reclaimBucket(bucket, now, isAlive));
      // A slot freed by a dead owner goes to the oldest waiter, as a release would hand it over.
      if (reclaimed) handOff(bucket, this.#table[scope.kind], now);
      const { step, changed } = stepAdmission(bucket, this.#table[scope.kind], waiter, now);
      if (existing === undefined) document.buckets[key] = bucket;
      return { value: step, write: existing === undefined || reclaimed || changed };
    }, { limitAt: wallLimit(deadline, this.#deps.clock.now()), signal });
  }

  #granted(scope: CoordinationScope, step: Extract<AdmissionStep, { kind: 'granted' }>, start: number): Admission {
    const ticket: AdmissionTicket = { scope, id: step.lease.id, waitedMs: step.lease.at - start, grantedAt: step.lease.at };
    this.#active.add(ticket.id);
    return ok(ticket);
  }

  /** Withdraws the waiting entry, or a slot handed over meanwhile (best effort, bounded), and answers with `refusal`. */
  async #giveUp(scope: CoordinationScope, key: string, waiter: HostWaiter, registered: boolean, refusal: AdmissionRefusal): Promise<Admission> {
    if (registered && refusal.code !== 'coordination_unavailable') {
      await this.#deps.store
        .transact(async (document, { now }) => {
          const bucket = document.buckets[key];
          return { value: undefined, write: bucket !== undefined && withdraw(bucket, this.#table[scope.kind], waiter.id, now) };
        }, { limitAt: Date.now() + WITHDRAW_LOCK_WAIT_MS })
        .catch(() => undefined);
    }
    return err(refusal);
  }
}

function unavailable(failure: HostStateFailure): AdmissionRefusal {
  const problem = failure.problem === 'active_requests' ? 'io_error' : failure.problem;
  return { code: 'coordination_unavailable', problem, message: `${failure.summary} Run \`mono-agent web-control status\` to see what to inspect.` };
}

/** A waiting entry lasts until the caller's deadline, at most `waiterTtlMs` (a longer waiter re-queues). */
function waiterExpiry(start: number, deadline: number): number {
  return Math.min(Number.isFinite(deadline) ? deadline : Infinity, start + HOST_STATE_LIMITS.waiterTtlMs);
}

/** The caller's deadline (coordination clock) as a wall-clock limit for the lock wait. */
function wallLimit(deadline: number, now: number): number {
  return Number.isFinite(deadline) ? Date.now() + Math.max(0, deadline - now) : Infinity;
}
