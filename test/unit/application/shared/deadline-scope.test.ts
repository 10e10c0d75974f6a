import { describe, expect, it } from 'vitest';
import { DeadlineExceeded, DeadlineScope } from '../../../../application/shared/deadline-scope.js';
import { FakeClock } from '../../../fakes/fake-clock.js';

const START = 1_700_000_000_000;

describe('DeadlineScope', () => {
  it('open() times out timeoutMs after now, with a DeadlineExceeded reason', async () => {
    const clock = new FakeClock(START);
    const scope = DeadlineScope.open(clock, new AbortController().signal, 60_000);
    expect(scope.deadline).toBe(START + 60_000);
    await clock.advance(59_999);
    expect(scope.signal.aborted).toBe(false);
    await clock.advance(1);
    expect(scope.signal.aborted).toBe(true);
    expect(scope.expired).toBe(true);
    expect(scope.signal.reason).toBeInstanceOf(DeadlineExceeded);
    expect((scope.signal.reason as DeadlineExceeded).timeoutMs).toBe(60_000);
    expect(clock.pendingSleepers).toBe(0);
  });

  it('until() honours an absolute epoch-ms deadline and keeps the budget for messages', async () => {
    const clock = new FakeClock(START);
    await clock.advance(10_000);
    const scope = DeadlineScope.until(clock, new AbortController().signal, START + 45_000, 45_000);
    expect(scope.deadline).toBe(START + 45_000);
    expect(scope.timeoutMs).toBe(45_000);
    await clock.advance(34_999);
    expect(scope.signal.aborted).toBe(false);
    await clock.advance(1);
    expect(scope.expired).toBe(true);
  });

  it('passes the parent reason on cancellation and is not expired', async () => {
    const clock = new FakeClock(START);
    const parent = new AbortController();
    const scope = DeadlineScope.open(clock, parent.signal, 1_000);
    const reason = new Error('caller gave up');
    parent.abort(reason);
    expect(scope.signal.reason).toBe(reason);
    expect(scope.expired).toBe(false);
    expect(clock.pendingSleepers).toBe(0);
    await clock.advance(5_000);
    expect(scope.signal.reason).toBe(reason);
  });

  it('starts aborted under an aborted parent without watching the clock', () => {
    const clock = new FakeClock(START);
    const parent = new AbortController();
    parent.abort(new Error('early'));
    const scope = DeadlineScope.open(clock, parent.signal, 1_000);
    expect(scope.signal.aborted).toBe(true);
    expect(scope.expired).toBe(false);
    expect(clock.pendingSleepers).toBe(0);
  });

  it('counts an outer timeout passed down by the parent as expired', async () => {
    const clock = new FakeClock(START);
    const outer = DeadlineScope.open(clock, new AbortController().signal, 1_000);
    const inner = DeadlineScope.until(clock, outer.signal, outer.deadline + 5_000, 1_000);
    await clock.advance(1_000);
    expect(inner.expired).toBe(true);
    expect(inner.signal.reason).toBe(outer.signal.reason);
  });

  it('watches its deadline in the background: a deadline alone never keeps the process alive', () => {
    const clock = new FakeClock(START);
    const scope = DeadlineScope.open(clock, new AbortController().signal, 1_000);
    expect(clock.pendingSleepers).toBe(1);
    expect(clock.foregroundSleepers).toBe(0);
    scope.dispose();
  });

  it('dispose stops the watcher and detaches from the parent', async () => {
    const clock = new FakeClock(START);
    const parent = new AbortController();
    const scope = DeadlineScope.open(clock, parent.signal, 1_000);
    scope.dispose();
    await Promise.resolve();
    expect(clock.pendingSleepers).toBe(0);
    parent.abort();
    await clock.advance(2_000);
    expect(scope.signal.aborted).toBe(false);
  });
});
