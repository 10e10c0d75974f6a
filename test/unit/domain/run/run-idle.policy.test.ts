import { describe, expect, it } from 'vitest';
import { callEnded, callStarted, isRunIdle, runRenewsAt, runStarted } from '../../../../domain/run/run-idle.policy.js';

const T0 = 1_700_000_000_000;
const GAP = 300_000;

describe('run idle policy', () => {
  it('a fresh run becomes idle exactly idleMs after it started', () => {
    const fresh = runStarted(T0);
    expect(isRunIdle(fresh, T0 + GAP - 1, GAP)).toBe(false);
    expect(isRunIdle(fresh, T0 + GAP, GAP)).toBe(true);
    expect(runRenewsAt(fresh, T0, GAP)).toBe(T0 + GAP);
  });

  it('measures the gap from the end of the last call, not its start', () => {
    const during = callStarted(runStarted(T0), T0 + 1_000);
    const after = callEnded(during, T0 + 61_000);
    expect(isRunIdle(after, T0 + 61_000 + GAP - 1, GAP)).toBe(false);
    expect(isRunIdle(after, T0 + 61_000 + GAP, GAP)).toBe(true);
    expect(runRenewsAt(after, T0 + 70_000, GAP)).toBe(T0 + 61_000 + GAP);
  });

  it('never ends a run while a call is in flight, however long it takes', () => {
    const busy = callStarted(runStarted(T0), T0);
    expect(isRunIdle(busy, T0 + 10 * GAP, GAP)).toBe(false);
    // While busy, the earliest renewal is idleMs after now (the call cannot end earlier).
    expect(runRenewsAt(busy, T0 + 5_000, GAP)).toBe(T0 + 5_000 + GAP);
  });

  it('counts overlapping calls: idle only after the last one ends', () => {
    let activity = callStarted(callStarted(runStarted(T0), T0), T0 + 10);
    activity = callEnded(activity, T0 + 20);
    expect(isRunIdle(activity, T0 + 20 + GAP, GAP)).toBe(false);
    activity = callEnded(activity, T0 + 30);
    expect(activity.inFlight).toBe(0);
    expect(isRunIdle(activity, T0 + 30 + GAP, GAP)).toBe(true);
  });

  it('any call, even one answered at once, postpones the end', () => {
    let activity = runStarted(T0);
    for (const at of [T0 + 100_000, T0 + 200_000, T0 + 299_000]) activity = callEnded(callStarted(activity, at), at);
    expect(isRunIdle(activity, T0 + GAP + 1, GAP)).toBe(false);
    expect(runRenewsAt(activity, T0 + GAP, GAP)).toBe(T0 + 299_000 + GAP);
  });

  it('never moves activity backwards when a clock reading is older, and never counts below zero', () => {
    const ended = callEnded(runStarted(T0 + 50), T0);
    expect(ended).toEqual({ lastActivityAt: T0 + 50, inFlight: 0 });
  });
});
