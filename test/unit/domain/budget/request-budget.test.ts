import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetExhausted } from '../../../../domain/budget/budget-exhausted.js';
import type { RequestBudget } from '../../../../domain/budget/request-budget.js';
import { consumeRequest, createRequestBudget, refundRequest } from '../../../../domain/budget/request-budget.js';

function consumeTimes(budget: RequestBudget, times: number): RequestBudget {
  let current = budget;
  for (let i = 0; i < times; i += 1) {
    const next = consumeRequest(current);
    if (!next.ok) throw new Error(`exhausted after ${i}`);
    current = next.value;
  }
  return current;
}

describe('RequestBudget', () => {
  it('starts full', () => {
    expect(createRequestBudget(4)).toEqual({ limit: 4, requestsUsed: 0, requestsRemaining: 4 });
  });

  it.each([1, 4, 20])('allows exactly %d requests, then returns the exact exhaustion value', (limit) => {
    const spent = consumeTimes(createRequestBudget(limit), limit);
    expect(spent).toEqual({ limit, requestsUsed: limit, requestsRemaining: 0 });
    expect(consumeRequest(spent)).toEqual({
      ok: false,
      error: {
        code: 'search_budget_exhausted',
        requestsUsed: limit,
        requestsRemaining: 0,
        retryInRun: false,
        nextAction: 'use_available_evidence',
      },
    });
  });

  it('never mutates the budget it consumes from', () => {
    const start = createRequestBudget(2);
    const next = consumeRequest(start);
    expect(start).toEqual({ limit: 2, requestsUsed: 0, requestsRemaining: 2 });
    expect(next).toEqual({ ok: true, value: { limit: 2, requestsUsed: 1, requestsRemaining: 1 } });
    expect(Object.isFrozen(start)).toBe(true);
  });

  it.each([0, 21, 1.5, Number.NaN])('treats an unvalidated limit %s as a programmer error', (limit) => {
    expect(() => createRequestBudget(limit)).toThrow(RangeError);
  });

  it('keeps used + remaining = limit for any number of attempts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 40 }), (limit, attempts) => {
        let budget = createRequestBudget(limit);
        let granted = 0;
        for (let i = 0; i < attempts; i += 1) {
          const next = consumeRequest(budget);
          if (next.ok) {
            budget = next.value;
            granted += 1;
          }
        }
        expect(granted).toBe(Math.min(limit, attempts));
        expect(budget.requestsUsed + budget.requestsRemaining).toBe(limit);
      }),
    );
  });

  it('builds the exhaustion value with exactly five fields', () => {
    expect(Object.keys(budgetExhausted(3)).sort()).toEqual(['code', 'nextAction', 'requestsRemaining', 'requestsUsed', 'retryInRun']);
  });
});

describe('refundRequest', () => {
  it('gives back one request and keeps used + remaining = limit', () => {
    expect(refundRequest(consumeTimes(createRequestBudget(4), 2))).toEqual({ limit: 4, requestsUsed: 1, requestsRemaining: 3 });
  });

  it('leaves an unused budget unchanged', () => {
    const fresh = createRequestBudget(2);
    expect(refundRequest(fresh)).toBe(fresh);
  });
});
