import { describe, expect, it } from 'vitest';
import { decideRetry, isRetryableStatus, RETRY_POLICY } from '../../../../domain/fetch/retry.policy.js';

const NOW = 1_000_000;
const FAR = NOW + 45_000;

describe('isRetryableStatus', () => {
  it.each([408, 425, 429, 500, 502, 503, 504, 599])('%i is retryable', (status) => expect(isRetryableStatus(status)).toBe(true));
  it.each([200, 301, 400, 401, 403, 404, 410, 418, 600])('%i is not', (status) => expect(isRetryableStatus(status)).toBe(false));
});

describe('decideRetry', () => {
  it('backs off 250 ms then 1 s, then stops after two retries', () => {
    const trigger = { kind: 'status', status: 503 } as const;
    expect(decideRetry(trigger, { attemptsMade: 1, now: NOW, deadline: FAR })).toEqual({ kind: 'retry', delayMs: 250 });
    expect(decideRetry(trigger, { attemptsMade: 2, now: NOW, deadline: FAR })).toEqual({ kind: 'retry', delayMs: 1_000 });
    expect(decideRetry(trigger, { attemptsMade: 3, now: NOW, deadline: FAR })).toEqual({ kind: 'stop', reason: 'retries_exhausted' });
    expect(RETRY_POLICY.maxRetries).toBe(2);
  });

  it('retries transient transport failures only', () => {
    expect(decideRetry({ kind: 'transport', transient: true }, { attemptsMade: 1, now: NOW, deadline: FAR }).kind).toBe('retry');
    expect(decideRetry({ kind: 'transport', transient: false }, { attemptsMade: 1, now: NOW, deadline: FAR })).toEqual({ kind: 'stop', reason: 'not_retryable' });
  });

  it('does not retry 404 and reports no retryAt without Retry-After', () => {
    expect(decideRetry({ kind: 'status', status: 404 }, { attemptsMade: 1, now: NOW, deadline: FAR })).toEqual({ kind: 'stop', reason: 'not_retryable' });
  });

  it('honours Retry-After up to and including 5 s', () => {
    expect(decideRetry({ kind: 'status', status: 429, retryAfterMs: 5_000 }, { attemptsMade: 1, now: NOW, deadline: FAR })).toEqual({ kind: 'retry', delayMs: 5_000 });
    expect(decideRetry({ kind: 'status', status: 429, retryAfterMs: 0 }, { attemptsMade: 2, now: NOW, deadline: FAR })).toEqual({ kind: 'retry', delayMs: 0 });
  });

  it('fails fast with retryAt when Retry-After exceeds 5 s', () => {
    expect(decideRetry({ kind: 'status', status: 429, retryAfterMs: 5_001 }, { attemptsMade: 1, now: NOW, deadline: FAR }))
      .toEqual({ kind: 'stop', reason: 'retry_after_too_long', retryAt: NOW + 5_001 });
  });

  it('keeps the server retryAt when retries are exhausted', () => {
    expect(decideRetry({ kind: 'status', status: 503, retryAfterMs: 2_000 }, { attemptsMade: 3, now: NOW, deadline: FAR }))
      .toEqual({ kind: 'stop', reason: 'retries_exhausted', retryAt: NOW + 2_000 });
  });

  it('never waits past the deadline (leaving room for one more attempt)', () => {
    const trigger = { kind: 'status', status: 502 } as const;
    expect(decideRetry(trigger, { attemptsMade: 1, now: NOW, deadline: NOW + 750 })).toEqual({ kind: 'retry', delayMs: 250 });
    expect(decideRetry(trigger, { attemptsMade: 1, now: NOW, deadline: NOW + 749 })).toEqual({ kind: 'stop', reason: 'deadline' });
    expect(decideRetry({ kind: 'status', status: 429, retryAfterMs: 4_000 }, { attemptsMade: 1, now: NOW, deadline: NOW + 4_000 }))
      .toEqual({ kind: 'stop', reason: 'deadline', retryAt: NOW + 4_000 });
  });
});
