import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuotaBucket, QuotaSnapshot, QuotaWindow } from '../../../../domain/codex/codex-quota.js';
import { decideCodexQuota, isQuotaFresh, mergeQuotaUpdate, QUOTA_MAX_AGE_MS } from '../../../../domain/codex/codex-quota.policy.js';

const NOW = 1_800_000_000_000;
const NOW_S = NOW / 1000;

const win = (usedPercent: number, resetsAt: number | null = NOW_S + 3_600, windowDurationMins: number | null = 300): QuotaWindow => ({ usedPercent, resetsAt, windowDurationMins });
const bucket = (over: Partial<QuotaBucket> = {}): QuotaBucket => ({ limitId: 'codex', primary: win(10), secondary: win(20, NOW_S + 86_400, 10_080), spendControlReached: null, rateLimitReachedType: null, ...over });
const snap = (over: Partial<QuotaSnapshot> = {}): QuotaSnapshot => ({ buckets: [bucket()], ordinaryUsageAllowed: true, observedAt: NOW - 1_000, ...over });

describe('decideCodexQuota', () => {
  it.each<[string, QuotaSnapshot | undefined, string | true]>([
    ['no snapshot', undefined, 'missing'],
    ['no window reported', snap({ buckets: [bucket({ primary: null, secondary: null })] }), 'missing'],
    ['usedPercent above 100', snap({ buckets: [bucket({ primary: win(101) })] }), 'invalid'],
    ['usedPercent negative', snap({ buckets: [bucket({ primary: win(-1) })] }), 'invalid'],
    ['usedPercent fractional', snap({ buckets: [bucket({ secondary: win(12.5) })] }), 'invalid'],
    ['resetsAt not an integer', snap({ buckets: [bucket({ primary: win(10, NOW_S + 0.5) })] }), 'invalid'],
    ['window length zero', snap({ buckets: [bucket({ primary: win(10, NOW_S + 60, 0) })] }), 'invalid'],
    ['read 60 s ago is still fresh', snap({ observedAt: NOW - QUOTA_MAX_AGE_MS }), true],
    ['read 60.001 s ago is stale', snap({ observedAt: NOW - QUOTA_MAX_AGE_MS - 1 }), 'stale'],
    ['read in the future (clock moved back) is stale', snap({ observedAt: NOW + 1 }), 'stale'],
    ['a window reset since the read', snap({ buckets: [bucket({ primary: win(95, NOW_S) })] }), 'stale'],
    ['ordinary usage not allowed', snap({ ordinaryUsageAllowed: false }), 'blocked'],
    ['ordinary usage unavailable (null) with windows', snap({ ordinaryUsageAllowed: null }), true],
    ['a limit reported reached', snap({ buckets: [bucket({ rateLimitReachedType: 'rate_limit_reached' })] }), 'blocked'],
    ['spend control reached', snap({ buckets: [bucket({ spendControlReached: true })] }), 'blocked'],
    ['primary at 89 %', snap({ buckets: [bucket({ primary: win(89) })] }), true],
    ['primary at 90 %', snap({ buckets: [bucket({ primary: win(90) })] }), 'reserve'],
    ['secondary at 100 %', snap({ buckets: [bucket({ secondary: win(100) })] }), 'reserve'],
    ['only the secondary window reported, at 50 %', snap({ buckets: [bucket({ primary: null, secondary: win(50) })] }), true],
    ['another bucket at 95 %', snap({ buckets: [bucket(), bucket({ limitId: 'codex_other', primary: win(95) })] }), 'reserve'],
  ])('%s', (_name, snapshot, expected) => {
    const verdict = decideCodexQuota(snapshot, NOW);
    if (expected === true) expect(verdict).toEqual({ usable: true });
    else expect(verdict).toMatchObject({ usable: false, reason: expected });
  });

  it('a reserve skip names the fullest window and retries when every full window has reset', () => {
    const snapshot = snap({ buckets: [bucket({ primary: win(93, NOW_S + 600), secondary: win(91, NOW_S + 7_200) })] });
    expect(decideCodexQuota(snapshot, NOW)).toEqual({ usable: false, reason: 'reserve', message: 'the codex primary window is 93% used; 10% is kept in reserve', retryAt: (NOW_S + 7_200) * 1000 });
  });

  it('a reserve skip without a known reset time has no retryAt', () => {
    const verdict = decideCodexQuota(snap({ buckets: [bucket({ limitId: null, primary: win(95, null) })] }), NOW);
    expect(verdict).toEqual({ usable: false, reason: 'reserve', message: 'the primary window is 95% used; 10% is kept in reserve' });
  });

  it('property: usable exactly when every valid fresh window is below 90 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (primary, secondary) => {
        const verdict = decideCodexQuota(snap({ buckets: [bucket({ primary: win(primary), secondary: win(secondary) })] }), NOW);
        expect(verdict.usable).toBe(primary < 90 && secondary < 90);
      }),
    );
  });
});

describe('isQuotaFresh', () => {
  it('is false without a snapshot and after 60 s', () => {
    expect(isQuotaFresh(undefined, NOW)).toBe(false);
    expect(isQuotaFresh(snap({ observedAt: NOW }), NOW + QUOTA_MAX_AGE_MS)).toBe(true);
    expect(isQuotaFresh(snap({ observedAt: NOW }), NOW + QUOTA_MAX_AGE_MS + 1)).toBe(false);
  });
});

describe('mergeQuotaUpdate', () => {
  it('present values replace, absent ones keep the read; freshness is not extended', () => {
    const read = snap({ observedAt: NOW - 50_000 });
    const merged = mergeQuotaUpdate(read, { limitId: 'codex', primary: win(92), secondary: null, spendControlReached: null, rateLimitReachedType: null });
    expect(merged.buckets[0]).toEqual({ ...bucket(), primary: win(92) });
    expect(merged.observedAt).toBe(read.observedAt);
    expect(decideCodexQuota(merged, NOW)).toMatchObject({ reason: 'reserve' });
  });

  it('a reached limit is not cleared by a later update that omits it', () => {
    const read = snap({ buckets: [bucket({ rateLimitReachedType: 'rate_limit_reached' })] });
    const merged = mergeQuotaUpdate(read, bucket({ primary: win(5) }));
    expect(merged.buckets[0]?.rateLimitReachedType).toBe('rate_limit_reached');
  });

  it('an update for an unknown bucket is added', () => {
    const merged = mergeQuotaUpdate(snap(), bucket({ limitId: 'codex_other', primary: win(97) }));
    expect(merged.buckets.map((b) => b.limitId)).toEqual(['codex', 'codex_other']);
    expect(decideCodexQuota(merged, NOW)).toMatchObject({ reason: 'reserve', message: 'the codex_other primary window is 97% used; 10% is kept in reserve' });
  });
});
