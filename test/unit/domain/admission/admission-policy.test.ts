import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAdmission } from '../../../../domain/admission/admission.policy.js';

const limits = { maxConcurrent: 3, minSpacingMs: 1_500 };

describe('decideAdmission', () => {
  it('admits a first request', () => {
    expect(decideAdmission({ inFlight: 0, now: 10_000 }, limits)).toEqual({ admit: true });
  });

  it('refuses on concurrency without a wake time (only a release frees a slot)', () => {
    expect(decideAdmission({ inFlight: 3, now: 10_000 }, limits)).toEqual({ admit: false, reason: 'concurrency' });
    expect(decideAdmission({ inFlight: 2, now: 10_000 }, limits)).toEqual({ admit: true });
  });

  it('refuses on spacing until lastStartAt + minSpacingMs, inclusive boundary admits', () => {
    expect(decideAdmission({ inFlight: 1, lastStartAt: 10_000, now: 11_499 }, limits)).toEqual({ admit: false, reason: 'spacing', wakeAt: 11_500 });
    expect(decideAdmission({ inFlight: 1, lastStartAt: 10_000, now: 11_500 }, limits)).toEqual({ admit: true });
  });

  it('reports concurrency first when both block', () => {
    expect(decideAdmission({ inFlight: 3, lastStartAt: 10_000, now: 10_001 }, limits)).toEqual({ admit: false, reason: 'concurrency' });
  });

  it('never spaces when minSpacingMs is 0 (serialized scopes)', () => {
    expect(decideAdmission({ inFlight: 0, lastStartAt: 10_000, now: 10_000 }, { maxConcurrent: 1, minSpacingMs: 0 })).toEqual({ admit: true });
    expect(decideAdmission({ inFlight: 1, lastStartAt: 10_000, now: 99_000 }, { maxConcurrent: 1, minSpacingMs: 0 })).toEqual({ admit: false, reason: 'concurrency' });
  });

  it('admits exactly when both bounds allow (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 20_000 }),
        (maxConcurrent, minSpacingMs, inFlight, lastStartAt, now) => {
          const decision = decideAdmission({ inFlight, now, ...(lastStartAt === undefined ? {} : { lastStartAt }) }, { maxConcurrent, minSpacingMs });
          const spaced = lastStartAt === undefined || now >= lastStartAt + minSpacingMs;
          expect(decision.admit).toBe(inFlight < maxConcurrent && spaced);
          if (!decision.admit && decision.reason === 'spacing') expect(decision.wakeAt).toBeGreaterThan(now);
        },
      ),
    );
  });
});
