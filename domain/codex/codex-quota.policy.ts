import { QUOTA_WINDOWS, type QuotaBucket, type QuotaSnapshot, type QuotaWindow } from './codex-quota.js';

/** A usage read is trusted for at most this long (ms); older means stale and must be read again. */
export const QUOTA_MAX_AGE_MS = 60_000;

/** Share of every window kept in reserve (percent): a window at 90 % or more skips the turn. */
export const QUOTA_RESERVE_PERCENT = 10;

const USED_LIMIT_PERCENT = 100 - QUOTA_RESERVE_PERCENT;

/**
 * Why a Codex turn is skipped for quota: `missing` (no read, or no window reported), `invalid`
 * (a value out of range), `stale` (older than 60 s, or a window has reset since the read),
 * `blocked` (the backend says ordinary usage is not allowed or a limit is reached) and
 * `reserve` (a window is at least 90 % used).
 */
export type QuotaSkipReason = 'missing' | 'invalid' | 'stale' | 'blocked' | 'reserve';

/** Whether a turn may use the subscription now; a skip names its reason and, when known, when usage frees up (epoch ms). */
export type QuotaVerdict =
  | { readonly usable: true }
  | { readonly usable: false; readonly reason: QuotaSkipReason; readonly message: string; readonly retryAt?: number };

interface NamedWindow {
  readonly name: string;
  readonly window: QuotaWindow;
}

function windowsOf(snapshot: QuotaSnapshot): NamedWindow[] {
  return snapshot.buckets.flatMap((bucket) =>
    QUOTA_WINDOWS.flatMap((slot) => {
      const window = bucket[slot];
      return window === null ? [] : [{ name: bucket.limitId === null ? `${slot} window` : `${bucket.limitId} ${slot} window`, window }];
    }),
  );
}

function isValidWindow(window: QuotaWindow): boolean {
  const percentOk = Number.isInteger(window.usedPercent) && window.usedPercent >= 0 && window.usedPercent <= 100;
  const resetOk = window.resetsAt === null || (Number.isInteger(window.resetsAt) && window.resetsAt > 0);
  const durationOk = window.windowDurationMins === null || (Number.isInteger(window.windowDurationMins) && window.windowDurationMins > 0);
  return percentOk && resetOk && durationOk;
}

function skip(reason: QuotaSkipReason, message: string, retryAt?: number): QuotaVerdict {
  return retryAt === undefined ? { usable: false, reason, message } : { usable: false, reason, message, retryAt };
}

/**
 * True when `snapshot` can be used without reading again at `now` (epoch ms): the read is at
 * most {@link QUOTA_MAX_AGE_MS} old and no reported window has reset since.
 */
export function isQuotaFresh(snapshot: QuotaSnapshot | undefined, now: number): snapshot is QuotaSnapshot {
  if (snapshot === undefined || now - snapshot.observedAt > QUOTA_MAX_AGE_MS || now < snapshot.observedAt) return false;
  return windowsOf(snapshot).every(({ window }) => window.resetsAt === null || window.resetsAt * 1000 > now);
}

/**
 * The subscription reserve policy: a turn runs only on a fresh, valid snapshot in which the
 * backend allows ordinary usage, no limit is reported reached, and every reported window of
 * every bucket is below 90 % used. Missing, invalid and stale snapshots skip. `ordinaryUsageAllowed`
 * null ("unavailable") alone does not skip when windows were reported.
 */
export function decideCodexQuota(snapshot: QuotaSnapshot | undefined, now: number): QuotaVerdict {
  if (snapshot === undefined) return skip('missing', 'no usage snapshot is available');
  const windows = windowsOf(snapshot);
  if (windows.length === 0) return skip('missing', 'the usage read reported no usage window');
  const invalid = windows.find(({ window }) => !isValidWindow(window));
  if (invalid !== undefined) return skip('invalid', `the ${invalid.name} reports an invalid value`);
  if (!isQuotaFresh(snapshot, now)) return skip('stale', 'the usage snapshot is stale and could not be refreshed');
  if (snapshot.ordinaryUsageAllowed === false) return skip('blocked', 'the subscription does not allow ordinary usage now');
  const reached = snapshot.buckets.find((bucket: QuotaBucket) => bucket.rateLimitReachedType !== null || bucket.spendControlReached === true);
  if (reached !== undefined) {
    return skip('blocked', reached.rateLimitReachedType !== null ? `the subscription reports ${reached.rateLimitReachedType}` : 'the subscription reports a spend control reached');
  }
  const exhausted = windows.filter(({ window }) => window.usedPercent >= USED_LIMIT_PERCENT);
  if (exhausted.length === 0) return { usable: true };
  const resets = exhausted.map(({ window }) => window.resetsAt);
  const retryAt = resets.every((reset): reset is number => reset !== null) ? Math.max(...resets) * 1000 : undefined;
  const worst = exhausted.reduce((a, b) => (b.window.usedPercent > a.window.usedPercent ? b : a));
  return skip('reserve', `the ${worst.name} is ${worst.window.usedPercent}% used; ${QUOTA_RESERVE_PERCENT}% is kept in reserve`, retryAt);
}

function mergeBucket(previous: QuotaBucket, update: QuotaBucket): QuotaBucket {
  return {
    limitId: previous.limitId,
    primary: update.primary ?? previous.primary,
    secondary: update.secondary ?? previous.secondary,
    spendControlReached: update.spendControlReached ?? previous.spendControlReached,
    rateLimitReachedType: update.rateLimitReachedType ?? previous.rateLimitReachedType,
  };
}

/**
 * Merges a sparse rolling update (`account/rateLimits/updated`) into the last read, as Codex
 * asks: present values replace, absent (null) ones keep what was read. An update for a bucket the
 * read did not list is added. Updates never make a snapshot fresher: freshness comes from reads only.
 */
export function mergeQuotaUpdate(snapshot: QuotaSnapshot, update: QuotaBucket): QuotaSnapshot {
  const matches = snapshot.buckets.some((bucket) => bucket.limitId === update.limitId);
  const buckets = matches
    ? snapshot.buckets.map((bucket) => (bucket.limitId === update.limitId ? mergeBucket(bucket, update) : bucket))
    : [...snapshot.buckets, update];
  return { ...snapshot, buckets };
}
