import type { RequestOutcome } from '../../../application/ports/coordination.port.js';
import type { AdmissionScopeKind, ScopeAdmissionRule } from '../../../domain/admission/admission-limits.js';
import { decideAdmission } from '../../../domain/admission/admission.policy.js';
import type { CooldownCause } from '../../../domain/cooldown/cooldown-cause.js';
import { initialCooldownState } from '../../../domain/cooldown/cooldown-state.js';
import { cooldownScopeClassOf } from '../../../domain/cooldown/cooldown-timings.js';
import { evaluateCooldown } from '../../../domain/cooldown/cooldown-verdict.js';
import { applyCooldownEvent } from '../../../domain/cooldown/cooldown.policy.js';
import { outcomeToCooldownEvent } from '../process-coordination/outcome-to-cooldown-event.js';
import type { HostBucket, HostLease, HostWaiter } from './host-state.schema.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';

/** Whether the owner (PID + incarnation) of a lease or waiter still runs. */
export type OwnerCheck = (pid: number, incarnation: string) => Promise<boolean>;

/** What admission decided for one waiting request. */
export type AdmissionStep =
  | { readonly kind: 'granted'; readonly lease: HostLease }
  | { readonly kind: 'refused'; readonly retryAt: number; readonly cause: CooldownCause }
  /** `wakeAt`: when spacing (or the head's grace) ends; absent when only a release can help. */
  | { readonly kind: 'wait'; readonly wakeAt?: number };

/** A bucket for a scope seen for the first time. */
export function newBucket(kind: AdmissionScopeKind, now: number): HostBucket {
  return { kind, cooldown: initialCooldownState(cooldownScopeClassOf(kind)), usedAt: now, leases: [], waiters: [], counters: { admitted: 0, throttled: 0, failed: 0, reclaimed: 0 } };
}

/** A lease or waiting entry still counts: its time has not run out and its owner is alive (same incarnation). */
export async function isLiveEntry(entry: { readonly exp: number; readonly pid: number; readonly inc: string }, now: number, isAlive: OwnerCheck): Promise<boolean> {
  return entry.exp > now && (await isAlive(entry.pid, entry.inc));
}

/**
 * Takes back leases and waiting entries whose time ran out or whose owner is proven dead (a
 * recycled PID with another incarnation counts as dead). A reclaimed probe frees the probe slot
 * as a neutral outcome. With `probeWaiters: false` waiting entries are only checked for expiry
 * (a cheap look that still finds every freed slot). Returns whether anything changed.
 */
export async function reclaimBucket(bucket: HostBucket, now: number, isAlive: OwnerCheck, probeWaiters = true): Promise<boolean> {
  const leases: HostLease[] = [];
  for (const lease of bucket.leases) {
    if (await isLiveEntry(lease, now, isAlive)) {
      leases.push(lease);
      continue;
    }
    bucket.counters.reclaimed += 1;
    bucket.freedAt = now;
    if (lease.probe) bucket.cooldown = applyCooldownEvent(bucket.cooldown, { type: 'neutral', probe: true }, now);
  }
  const waiters: HostWaiter[] = [];
  for (const waiter of bucket.waiters) {
    if (probeWaiters ? await isLiveEntry(waiter, now, isAlive) : waiter.exp > now) waiters.push(waiter);
  }
  const changed = leases.length !== bucket.leases.length || waiters.length !== bucket.waiters.length;
  bucket.leases = leases;
  bucket.waiters = waiters;
  return changed;
}

/**
 * One admission attempt of `waiter` at `now`, applied to `bucket` (already reclaimed), using the
 * domain policies: a cooldown refuses at once (`rate_limited`, never waited out); otherwise the
 * admission policy decides on concurrency and start spacing. Slots go to the oldest waiter first;
 * once a slot has been free for `headGraceMs` anyone may take it. A slot already handed to this
 * waiter (see {@link handOff}) is its grant. Returns the step and whether the bucket changed (so a
 * read-only look can tell when a locked write is needed).
 */
export function stepAdmission(bucket: HostBucket, rule: ScopeAdmissionRule, waiter: HostWaiter, now: number): { readonly step: AdmissionStep; readonly changed: boolean } {
  const handed = bucket.leases.find((lease) => lease.id === waiter.id);
  if (handed !== undefined) return { step: { kind: 'granted', lease: handed }, changed: false };
  const verdict = evaluateCooldown(bucket.cooldown, now);
  if (verdict.kind === 'refuse') return { step: { kind: 'refused', retryAt: verdict.retryAt, cause: verdict.cause }, changed: removeWaiter(bucket, waiter.id) };
  const decision = decideAdmission(
    { inFlight: bucket.leases.length, now, ...(bucket.lastStartAt === undefined ? {} : { lastStartAt: bucket.lastStartAt }) },
    rule.limits,
  );
  if (!decision.admit) return { step: decision.reason === 'spacing' ? { kind: 'wait', wakeAt: decision.wakeAt } : { kind: 'wait' }, changed: addWaiter(bucket, waiter) };
  const head = oldestWaiter(bucket.waiters);
  if (head !== undefined && head.id !== waiter.id) {
    const spacingEnd = bucket.lastStartAt === undefined ? 0 : bucket.lastStartAt + rule.limits.minSpacingMs;
    const turnAt = Math.max(spacingEnd, bucket.freedAt ?? 0) + HOST_STATE_LIMITS.headGraceMs;
    if (now < turnAt) return { step: { kind: 'wait', wakeAt: turnAt }, changed: addWaiter(bucket, waiter) };
  }
  removeWaiter(bucket, waiter.id);
  const probe = verdict.kind === 'probe';
  if (probe) bucket.cooldown = applyCooldownEvent(bucket.cooldown, { type: 'probe_admitted' }, now);
  const lease: HostLease = { id: waiter.id, pid: waiter.pid, inc: waiter.inc, at: now, exp: now + HOST_STATE_LIMITS.leaseTtlMs, probe };
  bucket.leases.push(lease);
  bucket.lastStartAt = now;
  bucket.usedAt = now;
  bucket.counters.admitted += 1;
  return { step: { kind: 'granted', lease }, changed: true };
}

/**
 * Ends a lease with its outcome, fed to the cooldown policy (a lease already reclaimed counts as
 * a non-probe outcome, which can only lengthen a cooldown, never reset one).
 */
export function releaseLease(bucket: HostBucket, leaseId: string, outcome: RequestOutcome, now: number): void {
  const lease = bucket.leases.find((candidate) => candidate.id === leaseId);
  if (lease !== undefined) {
    bucket.leases = bucket.leases.filter((candidate) => candidate !== lease);
    bucket.freedAt = now;
  }
  bucket.usedAt = now;
  bucket.cooldown = applyCooldownEvent(bucket.cooldown, outcomeToCooldownEvent(outcome, lease?.probe ?? false), now);
  if (outcome.kind === 'throttled') bucket.counters.throttled += 1;
  if (outcome.kind === 'infrastructure_failure') bucket.counters.failed += 1;
}

/**
 * Passes a slot that is free now straight to the oldest waiter, as a lease under that waiter's id
 * (baton passing): the waiter finds it with a lock-free read instead of taking the lock again.
 * Only when the domain policies would admit it now (no cooldown refusal, concurrency and spacing
 * allow it). Returns whether a slot was handed over.
 */
export function handOff(bucket: HostBucket, rule: ScopeAdmissionRule, now: number): boolean {
  const head = oldestWaiter(bucket.waiters);
  if (head === undefined || evaluateCooldown(bucket.cooldown, now).kind === 'refuse') return false;
  return stepAdmission(bucket, rule, head, now).step.kind === 'granted';
}

/**
 * Withdraws a request that gave up: its waiting entry, or the slot already granted to it that it
 * never used (released as neutral, passed on, and no longer counted as admitted). Returns whether
 * anything changed.
 */
export function withdraw(bucket: HostBucket, rule: ScopeAdmissionRule, id: string, now: number): boolean {
  const before = bucket.waiters.length;
  bucket.waiters = bucket.waiters.filter((entry) => entry.id !== id);
  if (!bucket.leases.some((lease) => lease.id === id)) return bucket.waiters.length !== before;
  releaseLease(bucket, id, { kind: 'neutral' }, now);
  bucket.counters.admitted = Math.max(0, bucket.counters.admitted - 1);
  handOff(bucket, rule, now);
  return true;
}

/** Removes a waiting entry (a request refused by a cooldown); returns whether it was there. */
function removeWaiter(bucket: HostBucket, id: string): boolean {
  const before = bucket.waiters.length;
  bucket.waiters = bucket.waiters.filter((entry) => entry.id !== id);
  return bucket.waiters.length !== before;
}

function addWaiter(bucket: HostBucket, waiter: HostWaiter): boolean {
  if (bucket.waiters.some((entry) => entry.id === waiter.id)) return false;
  bucket.waiters.push({ ...waiter });
  bucket.usedAt = Math.max(bucket.usedAt, waiter.since);
  return true;
}

/** How many waiting entries are ahead of `id` (0: it is the oldest); undefined when it is not waiting. */
export function queuePosition(bucket: HostBucket, id: string): number | undefined {
  const mine = bucket.waiters.find((waiter) => waiter.id === id);
  if (mine === undefined) return undefined;
  return bucket.waiters.filter((waiter) => isAhead(waiter, mine)).length;
}

/** Queue order: earlier `since` first, ties broken by id. */
function isAhead(waiter: HostWaiter, other: HostWaiter): boolean {
  return waiter.since < other.since || (waiter.since === other.since && waiter.id < other.id);
}

function oldestWaiter(waiters: readonly HostWaiter[]): HostWaiter | undefined {
  let oldest: HostWaiter | undefined;
  for (const waiter of waiters) if (oldest === undefined || isAhead(waiter, oldest)) oldest = waiter;
  return oldest;
}
