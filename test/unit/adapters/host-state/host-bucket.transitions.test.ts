import { describe, expect, it } from 'vitest';
import { handOff, newBucket, releaseLease, stepAdmission, withdraw } from '../../../../adapters/outbound/host-state/host-bucket.transitions.js';
import type { HostBucket, HostWaiter } from '../../../../adapters/outbound/host-state/host-state.schema.js';
import { HOST_ADMISSION_LIMITS } from '../../../../domain/admission/admission-limits.js';

const NOW = 1_700_000_000_000;
const CODEX = HOST_ADMISSION_LIMITS.codex;
const SEARXNG = HOST_ADMISSION_LIMITS.searxng;

function waiter(id: string, since: number): HostWaiter {
  return { id: id.padEnd(12, '-'), pid: 100, inc: 'linux:boot:1', since, exp: NOW + 60_000 };
}

function heldCodex(...waiting: HostWaiter[]): HostBucket {
  const bucket = newBucket('codex', NOW - 100);
  const held = stepAdmission(bucket, CODEX, waiter('holder', NOW - 100), NOW - 100);
  expect(held.step.kind).toBe('granted');
  bucket.waiters.push(...waiting);
  return bucket;
}

describe('host bucket transitions: hand-off', () => {
  it('a release passes the free slot to the oldest waiter as a lease under its id', () => {
    const bucket = heldCodex(waiter('second', NOW - 50), waiter('first', NOW - 80));
    releaseLease(bucket, 'holder'.padEnd(12, '-'), { kind: 'success' }, NOW);
    expect(handOff(bucket, CODEX, NOW)).toBe(true);
    expect(bucket.leases).toEqual([expect.objectContaining({ id: 'first'.padEnd(12, '-'), at: NOW, probe: false })]);
    expect(bucket.waiters.map((w) => w.id)).toEqual(['second'.padEnd(12, '-')]);
    expect(stepAdmission(bucket, CODEX, waiter('first', NOW - 80), NOW + 5)).toEqual({ step: { kind: 'granted', lease: bucket.leases[0] }, changed: false });
    expect(bucket.counters.admitted).toBe(2);
  });

  it('hands nothing over while spacing or a cooldown forbids a start', () => {
    const spaced = newBucket('searxng', NOW);
    stepAdmission(spaced, SEARXNG, waiter('holder', NOW), NOW);
    spaced.waiters.push(waiter('next', NOW));
    releaseLease(spaced, 'holder'.padEnd(12, '-'), { kind: 'success' }, NOW + 100);
    expect(handOff(spaced, SEARXNG, NOW + 100)).toBe(false);
    expect(spaced.waiters).toHaveLength(1);

    const cooling = heldCodex(waiter('next', NOW));
    releaseLease(cooling, 'holder'.padEnd(12, '-'), { kind: 'throttled' }, NOW);
    expect(handOff(cooling, CODEX, NOW)).toBe(false);
    expect(cooling.leases).toEqual([]);
    expect(cooling.waiters).toHaveLength(1);
  });

  it('a waiter that gave up after a hand-off releases that slot as neutral, uncounted, and it passes on', () => {
    const bucket = heldCodex(waiter('gave-up', NOW - 80), waiter('patient', NOW - 50));
    releaseLease(bucket, 'holder'.padEnd(12, '-'), { kind: 'success' }, NOW);
    handOff(bucket, CODEX, NOW);
    expect(withdraw(bucket, CODEX, 'gave-up'.padEnd(12, '-'), NOW + 1)).toBe(true);
    expect(bucket.leases.map((lease) => lease.id)).toEqual(['patient'.padEnd(12, '-')]);
    expect(bucket.waiters).toEqual([]);
    expect(bucket.counters.admitted).toBe(2); // the holder and the patient waiter; the unused hand-off is not counted
    expect(withdraw(bucket, CODEX, 'unknown-id--', NOW + 2)).toBe(false);
  });
});
