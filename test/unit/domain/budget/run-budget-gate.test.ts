import { describe, expect, it } from 'vitest';
import type { RequestGate } from '../../../../application/ports/search-provider.port.js';
import { createRunBudgetGate } from '../../../../domain/budget/run-budget-gate.js';

describe('RunBudgetGate', () => {
  it('is a RequestGate: true while requests remain, then false without consuming more', () => {
    const gate: RequestGate = createRunBudgetGate(2);
    expect([gate.tryConsume(), gate.tryConsume(), gate.tryConsume(), gate.tryConsume()]).toEqual([true, true, false, false]);
  });

  it('exposes the budget snapshot and the exact exhaustion value', () => {
    const gate = createRunBudgetGate(4);
    expect(gate.budget).toEqual({ limit: 4, requestsUsed: 0, requestsRemaining: 4 });
    gate.tryConsume();
    const afterOne = gate.budget;
    gate.tryConsume(); // an Ollama compatibility retry consumes a second request
    expect(afterOne).toEqual({ limit: 4, requestsUsed: 1, requestsRemaining: 3 });
    expect(gate.budget).toEqual({ limit: 4, requestsUsed: 2, requestsRemaining: 2 });
    expect(gate.exhausted).toBe(false);
    gate.tryConsume();
    gate.tryConsume();
    expect(gate.exhausted).toBe(true);
    expect(gate.exhaustion()).toEqual({
      code: 'search_budget_exhausted',
      requestsUsed: 4,
      requestsRemaining: 0,
      retryInRun: false,
      nextAction: 'use_available_evidence',
    });
  });

  it('gives each run (and child agent) its own budget', () => {
    const parent = createRunBudgetGate(1);
    const child = createRunBudgetGate(1);
    expect(parent.tryConsume()).toBe(true);
    expect(child.tryConsume()).toBe(true);
    expect(parent.tryConsume()).toBe(false);
  });

  it('pins 1 and 20 and rejects 0, 21 and 1.5', () => {
    const one = createRunBudgetGate(1);
    expect([one.tryConsume(), one.tryConsume()]).toEqual([true, false]);
    const twenty = createRunBudgetGate(20);
    let granted = 0;
    while (twenty.tryConsume()) granted += 1;
    expect(granted).toBe(20);
    for (const bad of [0, 21, 1.5]) expect(() => createRunBudgetGate(bad)).toThrow(RangeError);
  });
});
