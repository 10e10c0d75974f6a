import type { AdmissionTable } from '../../../domain/admission/admission-limits.js';
import { evaluateCooldown } from '../../../domain/cooldown/cooldown-verdict.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { HostBucket, HostStateDocument } from './host-state.schema.js';
import { hostStateFailure, type HostStateFailure } from './host-state-failure.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';

/**
 * Keeps the state within its caps and serialises it (compact JSON, one trailing newline).
 *
 * - Always: a bucket with nothing to remember (no cooldown, nothing in flight or waiting,
 *   spacing over; a lone infrastructure failure is forgotten with it) is dropped after `idleBucketTtlMs` unused, and a cooldown that expired
 *   without anyone probing it after `expiredEpisodeTtlMs`.
 * - Over 512 buckets or 256 KiB: such evictable buckets go first, least recently used first,
 *   whatever their age. Buckets in a live cooldown or with unexpired leases or waiters are never evicted.
 * - Still over: fails closed with `full` and nothing is written (the request that needed room is refused).
 */
export function fitToCapacity(document: HostStateDocument, table: AdmissionTable, now: number, path: string): Result<string, HostStateFailure> {
  const evictable: Array<[string, HostBucket]> = [];
  for (const [key, bucket] of Object.entries(document.buckets)) {
    const kind = evictability(bucket, table, now);
    if (kind === undefined) continue;
    const ttl = kind === 'idle' ? HOST_STATE_LIMITS.idleBucketTtlMs : HOST_STATE_LIMITS.expiredEpisodeTtlMs;
    if (now - bucket.usedAt > ttl) delete document.buckets[key];
    else evictable.push([key, bucket]);
  }
  evictable.sort((a, b) => a[1].usedAt - b[1].usedAt);
  let count = Object.keys(document.buckets).length;
  let bytes = Buffer.byteLength(serialise(document));
  for (const [key, bucket] of evictable) {
    if (count <= HOST_STATE_LIMITS.maxBuckets && bytes <= HOST_STATE_LIMITS.maxBytes) break;
    delete document.buckets[key];
    count -= 1;
    bytes -= Buffer.byteLength(`${JSON.stringify(key)}:${JSON.stringify(bucket)},`);
  }
  const text = serialise(document);
  const size = Buffer.byteLength(text);
  if (count > HOST_STATE_LIMITS.maxBuckets || size > HOST_STATE_LIMITS.maxBytes) {
    return err(hostStateFailure(
      'full', path,
      `host state would hold ${count} buckets in ${size} bytes (caps: ${HOST_STATE_LIMITS.maxBuckets} buckets, ${HOST_STATE_LIMITS.maxBytes} bytes), all in a live cooldown or in use`,
      'Wait for cooldowns to expire, or run `mono-agent web-control reset` once no request is active',
      { buckets: count, bytes },
    ));
  }
  return ok(text);
}

/** The state as written: compact JSON and a newline. */
function serialise(document: HostStateDocument): string {
  return `${JSON.stringify(document)}\n`;
}

/** `idle`: nothing to remember; `expired`: only an expired, unprobed cooldown; undefined: must stay. */
function evictability(bucket: HostBucket, table: AdmissionTable, now: number): 'idle' | 'expired' | undefined {
  if (bucket.leases.some((lease) => lease.exp > now) || bucket.waiters.some((waiter) => waiter.exp > now)) return undefined;
  const { cooldown } = bucket;
  if (cooldown.cooldownUntil === undefined) {
    const spaced = bucket.lastStartAt === undefined || now >= bucket.lastStartAt + table[bucket.kind].limits.minSpacingMs;
    return spaced ? 'idle' : undefined;
  }
  return evaluateCooldown(cooldown, now).kind === 'probe' ? 'expired' : undefined;
}
