import type { WebControlReset, WebControlScope, WebControlStatus } from '../../../application/ports/web-control.port.js';

function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

function duration(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min ${seconds % 60} s` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function causeText(scope: WebControlScope): string {
  if (scope.cause === undefined) return '';
  return scope.cause === 'throttling' ? ' after throttling' : ' after repeated failures';
}

function phaseText(scope: WebControlScope, now: number): string {
  switch (scope.phase) {
    case 'clear':
      return 'clear';
    case 'cooling':
      return `cooling down${causeText(scope)} until ${iso(scope.retryAt ?? now)} (${duration((scope.retryAt ?? now) - now)})`;
    case 'probing':
      return `probe in flight (others refused until ${iso(scope.retryAt ?? now)})`;
    case 'probe_ready':
      return `cooldown ended ${iso(scope.cooldownUntil ?? now)}; the next request goes as the single probe`;
  }
}

function scopeLine(scope: WebControlScope, now: number): string {
  const streaks = scope.cooldownStreak > 0 || scope.failureStreak > 0 ? `; streaks: cooldown ${scope.cooldownStreak}, failures ${scope.failureStreak}` : '';
  const stale = scope.staleLeases > 0 ? `, stale ${scope.staleLeases}` : '';
  const { admitted, throttled, failed, reclaimed } = scope.counters;
  return `  ${scope.kind.padEnd(12)} ${scope.keyHash.slice(0, 12)}  ${phaseText(scope, now)}${streaks}; in flight ${scope.activeLeases}, waiting ${scope.waiters}${stale}; admitted ${admitted}, throttled ${throttled}, failed ${failed}, reclaimed ${reclaimed}`;
}

/** `web-control status` for people: the same facts as `--json`, one scope per line (kind, key hash prefix). */
export function statusText(status: WebControlStatus): string {
  const now = status.checkedAt;
  if (!status.directory.exists) {
    return `Host coordination state: none yet at ${status.file.path}\nThe private directory is created by the first request under coordination: "host".\n`;
  }
  const lock = !status.lock.held ? 'free' : status.lock.holderAlive === false ? 'left by a dead process (broken at the next admission)' : 'held (a transaction is running)';
  const lines = [
    `Host coordination state: ${status.file.path}`,
    `Directory: ${status.directory.path} (${status.directory.mode ?? '?'}, owned by you)`,
    status.file.exists ? `File: ${status.file.bytes} of ${status.file.maxBytes} bytes (${status.file.mode ?? '?'})` : 'File: none yet',
    'Checks: ok (owner, permissions, no links, size, format)',
    `Buckets: ${status.buckets.count} of ${status.buckets.max}; requests in flight ${status.activeRequests}, waiting ${status.waitingRequests}, stale leases ${status.staleLeases}; cooling down ${status.coolingDown}`,
    `Lock: ${lock}`,
  ];
  if (status.scopes.length > 0) lines.push('Scopes (kind, key hash):', ...status.scopes.map((scope) => scopeLine(scope, now)));
  return `${lines.join('\n')}\n`;
}

/** `web-control reset` for people. */
export function resetText(reset: WebControlReset): string {
  if (reset.bucketsCleared === 0) return `Host coordination state at ${reset.path}: nothing to clear.\n`;
  return `Host coordination state at ${reset.path} cleared: ${reset.bucketsCleared} bucket(s), ${reset.cooldownsCleared} cooldown(s), ${reset.staleLeasesCleared} stale lease(s).\n`;
}
