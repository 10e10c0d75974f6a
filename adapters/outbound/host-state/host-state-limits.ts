/**
 * Every number of host coordination's state handling, in bytes or milliseconds.
 * - `maxBytes` / `maxBuckets`: the spec's caps on `state.json` (256 KiB, 512 buckets).
 * - `leaseTtlMs`: a lease counts at most this long even if its owner still runs: twice the longest
 *   tool deadline (60 s search), so cleanup after a deadline still fits.
 * - `waiterTtlMs`: a waiting entry without a finite deadline is dropped after this (the waiter re-queues).
 * - `headGraceMs`: how long a free slot is held for the oldest waiter before anyone may take it, so a
 *   stalled head (blocked event loop) cannot hold up the queue.
 * - `idleBucketTtlMs`: a bucket with nothing to remember (no cooldown, no streak, nothing active)
 *   is dropped after this long unused; `expiredEpisodeTtlMs` likewise for a cooldown that expired
 *   without a probe.
 * - `lockStaleMs`: a lock held longer than this by a live process is broken (critical sections take
 *   milliseconds); `lockWaitMs`: longest wait for the lock; `unreadableLockGraceMs`: a lock file
 *   whose owner record is still empty (its creator may be writing it) is left alone this long.
 */
export const HOST_STATE_LIMITS = Object.freeze({
  maxBytes: 256 * 1024,
  maxBuckets: 512,
  leaseTtlMs: 120_000,
  waiterTtlMs: 300_000,
  headGraceMs: 200,
  idleBucketTtlMs: 3_600_000,
  expiredEpisodeTtlMs: 86_400_000,
  lockStaleMs: 15_000,
  lockWaitMs: 20_000,
  unreadableLockGraceMs: 1_000,
});
