import { describe, expect, it } from 'vitest';
import { newBucket } from '../../../../adapters/outbound/host-state/host-bucket.transitions.js';
import { fitToCapacity } from '../../../../adapters/outbound/host-state/host-state-capacity.js';
import { HOST_STATE_LIMITS } from '../../../../adapters/outbound/host-state/host-state-limits.js';
import type { HostBucket, HostStateDocument } from '../../../../adapters/outbound/host-state/host-state.schema.js';
import { HOST_ADMISSION_LIMITS } from '../../../../domain/admission/admission-limits.js';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;

function key(n: number): string {
  return n.toString(16).padStart(32, '0');
}

function idle(usedAt: number): HostBucket {
  return { ...newBucket('fetch-origin', usedAt), lastStartAt: usedAt - 10_000 };
}

function cooling(usedAt: number): HostBucket {
  return { ...newBucket('duckduckgo', usedAt), cooldown: { scopeClass: 'search', cooldownStreak: 1, failureStreak: 0, cooldownUntil: NOW + 300_000 } };
}

function expiredEpisode(usedAt: number): HostBucket {
  return { ...newBucket('startpage', usedAt), cooldown: { scopeClass: 'search', cooldownStreak: 2, failureStreak: 0, cooldownUntil: NOW - 1 } };
}

function inUse(usedAt: number): HostBucket {
  return { ...newBucket('codex', usedAt), leases: [{ id: `lease-${usedAt}`.padEnd(12, '0'), pid: 1, inc: 'linux:x:1', at: usedAt, exp: NOW + 60_000, probe: false }] };
}

function documentOf(buckets: readonly HostBucket[]): HostStateDocument {
  return { version: 1, buckets: Object.fromEntries(buckets.map((bucket, index) => [key(index), bucket])) };
}

function fit(document: HostStateDocument): ReturnType<typeof fitToCapacity> {
  return fitToCapacity(document, HOST_ADMISSION_LIMITS, NOW, '/state.json');
}

describe('fitToCapacity: the 512-bucket / 256 KiB caps', () => {
  it('drops buckets with nothing to remember after an hour unused, and unprobed expired cooldowns after a day', () => {
    const document = documentOf([idle(NOW - HOUR - 1), idle(NOW - HOUR + 1), expiredEpisode(NOW - 24 * HOUR - 1), expiredEpisode(NOW - HOUR), cooling(NOW - 48 * HOUR), inUse(NOW - 48 * HOUR)]);
    const result = fit(document);
    expect(result.ok).toBe(true);
    expect(Object.keys(document.buckets)).toEqual([key(1), key(3), key(4), key(5)]);
    if (result.ok) expect(JSON.parse(result.value)).toEqual(document);
  });

  it('at 513 buckets evicts the least recently used idle bucket first, then expired cooldowns, never live ones', () => {
    const buckets = [...Array.from({ length: 510 }, (_, i) => cooling(NOW - i)), expiredEpisode(NOW - 10), idle(NOW - 5), idle(NOW - 20)];
    const document = documentOf(buckets);
    expect(fit(document).ok).toBe(true);
    expect(Object.keys(document.buckets)).toHaveLength(HOST_STATE_LIMITS.maxBuckets);
    expect(document.buckets[key(512)]).toBeUndefined(); // the older idle one went
    expect(document.buckets[key(511)]).toBeDefined();
    expect(document.buckets[key(510)]).toBeDefined();
  });

  it('fails closed with `full` (and the caller writes nothing) when 513 buckets are all cooling or in use', () => {
    const document = documentOf([...Array.from({ length: 400 }, (_, i) => cooling(NOW - i)), ...Array.from({ length: 113 }, (_, i) => inUse(NOW - i))]);
    const result = fit(document);
    expect(result).toMatchObject({ ok: false, error: { problem: 'full', details: { buckets: 513 } } });
    expect(Object.keys(document.buckets)).toHaveLength(513);
  });

  it('fails closed with `full` when the serialised state would pass 256 KiB, after evicting what it may', () => {
    const crowded = (usedAt: number): HostBucket => ({
      ...newBucket('fetch-origin', usedAt),
      leases: Array.from({ length: 64 }, (_, i) => ({ id: `lease-${usedAt}-${i}`.slice(0, 40), pid: 100 + i, inc: 'linux:0123456789abcdef:123456', at: usedAt, exp: NOW + 60_000, probe: false })),
    });
    const document = documentOf([idle(NOW - 1), ...Array.from({ length: 40 }, (_, i) => crowded(NOW - i))]);
    const result = fit(document);
    expect(result).toMatchObject({ ok: false, error: { problem: 'full' } });
    expect(document.buckets[key(0)]).toBeUndefined();
  });

  it('a state near the bucket cap still fits the byte cap (an ordinary bucket is far below 512 bytes)', () => {
    const document = documentOf(Array.from({ length: 512 }, (_, i) => cooling(NOW - i)));
    const result = fit(document);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Buffer.byteLength(result.value)).toBeLessThan(HOST_STATE_LIMITS.maxBytes);
  });
});
