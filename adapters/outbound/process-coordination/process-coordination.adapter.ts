import type { ClockPort, ScheduledCall } from '../../../application/ports/clock.port.js';
import type {
  AdmissionRefusal,
  AdmissionTicket,
  CoordinationPort,
  CooldownStatus,
  CoordinationScope,
  RequestOutcome,
} from '../../../application/ports/coordination.port.js';
import type { AdmissionTable, ScopeAdmissionRule } from '../../../domain/admission/admission-limits.js';
import { PROCESS_ADMISSION_LIMITS } from '../../../domain/admission/admission-limits.js';
import { decideAdmission } from '../../../domain/admission/admission.policy.js';
import type { CooldownState } from '../../../domain/cooldown/cooldown-state.js';
import { initialCooldownState } from '../../../domain/cooldown/cooldown-state.js';
import { cooldownScopeClassOf } from '../../../domain/cooldown/cooldown-timings.js';
import { cooldownRefusal, cooldownRetryAt, evaluateCooldown } from '../../../domain/cooldown/cooldown-verdict.js';
import { applyCooldownEvent } from '../../../domain/cooldown/cooldown.policy.js';
import type { Result } from '../../../domain/shared/result.js';
import { err, ok } from '../../../domain/shared/result.js';
import { outcomeToCooldownEvent } from './outcome-to-cooldown-event.js';

type Admission = Result<AdmissionTicket, AdmissionRefusal>;

/** Per scope (kind + key): cooldown memory and per-engine/origin start spacing. */
interface ScopeBucket {
  readonly rule: ScopeAdmissionRule;
  cooldown: CooldownState;
  lastStartAt?: number;
  inFlight: number;
  queued: number;
}

/** A concurrency pool: one scope, or several sharing slots (DuckDuckGo + Startpage). */
interface Pool {
  readonly maxConcurrent: number;
  readonly queue: Waiter[];
  inFlight: number;
  wake?: Wake;
}

/** The one pending wake-up of a pool: when, and the scheduled call to cancel for an earlier one. */
interface Wake {
  readonly at: number;
  readonly call: ScheduledCall;
}

interface Waiter {
  readonly scope: CoordinationScope;
  readonly bucket: ScopeBucket;
  readonly enqueuedAt: number;
  readonly settle: (admission: Admission) => void;
}

interface ActiveTicket {
  readonly bucket: ScopeBucket;
  readonly pool: Pool;
  readonly probe: boolean;
}

/** Above this many remembered scopes, idle ones (clear, nothing in flight or queued, spacing over) are dropped. */
const IDLE_SWEEP_THRESHOLD = 512;

/**
 * Process-mode `CoordinationPort`: admission and cooldown in memory for this process only,
 * built on the pure admission and cooldown policies and an injected clock.
 *
 * - A scope in cooldown (or whose single post-expiry probe is out) is refused at once with
 *   `rate_limited` + `retryAt`, also when it enters cooldown while a request waits; never waited out.
 * - Otherwise a request waits, abortably and until `deadline` (then `timeout`; `Infinity` means
 *   none), for a concurrency slot and for the per-scope start spacing. Waiting is FIFO per pool:
 *   a later request only overtakes earlier ones that are held by another engine's spacing.
 * - Aborting a waiting request removes it from the queue synchronously (`cancelled`).
 * - `release` frees the slot and feeds the outcome to the cooldown policy. Unknown or already
 *   released tickets are ignored, so a double release cannot free a slot twice.
 */
export class ProcessCoordination implements CoordinationPort {
  readonly #clock: ClockPort;
  readonly #table: AdmissionTable;
  readonly #buckets = new Map<string, ScopeBucket>();
  readonly #pools = new Map<string, Pool>();
  readonly #active = new Map<string, ActiveTicket>();
  #ticketSeq = 0;

  constructor(clock: ClockPort, table: AdmissionTable = PROCESS_ADMISSION_LIMITS) {
    this.#clock = clock;
    this.#table = table;
  }

  admit(scope: CoordinationScope, options: { readonly signal: AbortSignal; readonly deadline: number }): Promise<Admission> {
    const { signal, deadline } = options;
    if (signal.aborted) return Promise.resolve(err({ code: 'cancelled' }));
    if (this.#buckets.size > IDLE_SWEEP_THRESHOLD) this.#sweepIdle();
    const now = this.#clock.now();
    const bucket = this.#bucketFor(scope);
    const verdict = evaluateCooldown(bucket.cooldown, now);
    if (verdict.kind === 'refuse') return Promise.resolve(err({ code: 'rate_limited', retryAt: verdict.retryAt, reason: 'cooldown', cause: verdict.cause }));
    const pool = this.#poolFor(scope, bucket.rule);

    return new Promise<Admission>((resolve) => {
      // Only a request that has to wait gets a deadline watcher (most are granted at once).
      let deadlineWatch: ScheduledCall | undefined = undefined;
      let settled = false;
      const onAbort = (): void => this.#drop(pool, waiter, { code: 'cancelled' });
      const waiter: Waiter = {
        scope,
        bucket,
        enqueuedAt: now,
        settle: (admission) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          deadlineWatch?.cancel();
          resolve(admission);
        },
      };
      pool.queue.push(waiter);
      bucket.queued += 1;
      this.#pump(pool);
      if (settled) return;
      if (now >= deadline) {
        this.#drop(pool, waiter, { code: 'timeout' });
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      if (!Number.isFinite(deadline)) return;
      // The admission deadline is a watcher; the wake-up below (or an in-flight request) keeps the process alive.
      deadlineWatch = this.#clock.schedule(deadline - now, () => this.#drop(pool, waiter, { code: 'timeout' }), { background: true });
    });
  }

  release(ticket: AdmissionTicket, outcome: RequestOutcome): Promise<void> {
    const active = this.#active.get(ticket.id);
    if (active === undefined) return Promise.resolve();
    this.#active.delete(ticket.id);
    active.pool.inFlight -= 1;
    active.bucket.inFlight -= 1;
    active.bucket.cooldown = applyCooldownEvent(active.bucket.cooldown, outcomeToCooldownEvent(outcome, active.probe), this.#clock.now());
    this.#pump(active.pool);
    return Promise.resolve();
  }

  cooldownUntil(scope: CoordinationScope): Promise<number | undefined> {
    const bucket = this.#buckets.get(scopeId(scope));
    return Promise.resolve(bucket === undefined ? undefined : cooldownRetryAt(bucket.cooldown, this.#clock.now()));
  }

  cooldownStatus(scope: CoordinationScope): Promise<CooldownStatus | undefined> {
    const bucket = this.#buckets.get(scopeId(scope));
    return Promise.resolve(bucket === undefined ? undefined : cooldownRefusal(bucket.cooldown, this.#clock.now()));
  }

  /** Grants, refuses or keeps waiting every queued request of `pool`, in arrival order. */
  #pump(pool: Pool): void {
    const now = this.#clock.now();
    let wakeAt: number | undefined;
    for (const waiter of [...pool.queue]) {
      const verdict = evaluateCooldown(waiter.bucket.cooldown, now);
      if (verdict.kind === 'refuse') {
        this.#drop(pool, waiter, { code: 'rate_limited', retryAt: verdict.retryAt, reason: 'cooldown', cause: verdict.cause });
        continue;
      }
      const decision = decideAdmission(
        { inFlight: pool.inFlight, now, ...(waiter.bucket.lastStartAt === undefined ? {} : { lastStartAt: waiter.bucket.lastStartAt }) },
        { maxConcurrent: pool.maxConcurrent, minSpacingMs: waiter.bucket.rule.limits.minSpacingMs },
      );
      if (decision.admit) {
        this.#grant(pool, waiter, verdict.kind === 'probe', now);
      } else if (decision.reason === 'spacing') {
        wakeAt = wakeAt === undefined ? decision.wakeAt : Math.min(wakeAt, decision.wakeAt);
      }
    }
    if (wakeAt !== undefined) this.#scheduleWake(pool, wakeAt, now);
  }

  #grant(pool: Pool, waiter: Waiter, probe: boolean, now: number): void {
    this.#unqueue(pool, waiter);
    const bucket = waiter.bucket;
    pool.inFlight += 1;
    bucket.inFlight += 1;
    bucket.lastStartAt = now;
    if (probe) bucket.cooldown = applyCooldownEvent(bucket.cooldown, { type: 'probe_admitted' }, now);
    this.#ticketSeq += 1;
    const id = `process-${this.#ticketSeq}`;
    this.#active.set(id, { bucket, pool, probe });
    waiter.settle(ok({ scope: waiter.scope, id, waitedMs: now - waiter.enqueuedAt }));
  }

  /** Removes a still-queued waiter and answers it with `refusal`; a no-op once it left the queue. */
  #drop(pool: Pool, waiter: Waiter, refusal: AdmissionRefusal): void {
    if (!this.#unqueue(pool, waiter)) return;
    waiter.settle(err(refusal));
  }

  #unqueue(pool: Pool, waiter: Waiter): boolean {
    const index = pool.queue.indexOf(waiter);
    if (index < 0) return false;
    pool.queue.splice(index, 1);
    waiter.bucket.queued -= 1;
    return true;
  }

  /** One wake-up per pool, at the earliest time spacing lets a queued request start. */
  #scheduleWake(pool: Pool, at: number, now: number): void {
    if (pool.wake !== undefined && pool.wake.at <= at) return;
    pool.wake?.call.cancel();
    const wake: Wake = {
      at,
      call: this.#clock.schedule(at - now, () => {
        if (pool.wake === wake) delete pool.wake;
        this.#pump(pool);
      }),
    };
    pool.wake = wake;
  }

  #bucketFor(scope: CoordinationScope): ScopeBucket {
    const id = scopeId(scope);
    let bucket = this.#buckets.get(id);
    if (bucket === undefined) {
      bucket = { rule: this.#table[scope.kind], cooldown: initialCooldownState(cooldownScopeClassOf(scope.kind)), inFlight: 0, queued: 0 };
      this.#buckets.set(id, bucket);
    }
    return bucket;
  }

  #poolFor(scope: CoordinationScope, rule: ScopeAdmissionRule): Pool {
    const id = rule.sharedPool === undefined ? `scope:${scopeId(scope)}` : `pool:${rule.sharedPool}`;
    let pool = this.#pools.get(id);
    if (pool === undefined) {
      pool = { maxConcurrent: rule.limits.maxConcurrent, queue: [], inFlight: 0 };
      this.#pools.set(id, pool);
    }
    return pool;
  }

  #sweepIdle(): void {
    const now = this.#clock.now();
    for (const [id, bucket] of this.#buckets) {
      const spaced = bucket.lastStartAt === undefined || now >= bucket.lastStartAt + bucket.rule.limits.minSpacingMs;
      const clear = bucket.cooldown.cooldownUntil === undefined && bucket.cooldown.failureStreak === 0;
      if (bucket.inFlight === 0 && bucket.queued === 0 && spaced && clear) this.#buckets.delete(id);
    }
    for (const [id, pool] of this.#pools) {
      if (pool.inFlight === 0 && pool.queue.length === 0 && pool.wake === undefined) this.#pools.delete(id);
    }
  }
}

function scopeId(scope: CoordinationScope): string {
  return `${scope.kind}\u0000${scope.key}`;
}
