import { describe, expect, it } from 'vitest';
import { McpRunSession } from '../../../../../adapters/inbound/mcp/mcp-run-session.js';
import { FakeClock } from '../../../../fakes/fake-clock.js';
import { FakeWebResearch, type FakeWebResearchRun } from '../../../../fakes/fake-web-research.js';

const GAP = 300_000;

function session(clock = new FakeClock()) {
  const research = new FakeWebResearch();
  return { research, clock, session: new McpRunSession({ research, clock, idleMs: GAP }) };
}

describe('McpRunSession (injected clock)', () => {
  it('keeps one run for calls closer together than the gap, measured from the end of the last call', async () => {
    const { research, clock, session: s } = session();
    const first = s.begin();
    await clock.advance(200_000); // a long call: the gap counts from its end
    first.end();
    await clock.advance(GAP - 1);
    const second = s.begin();
    expect(second.run).toBe(first.run);
    second.end();
    expect(research.runs).toHaveLength(1);
    expect(first.run.closed).toBe(false);
  });

  it('ends the run after the gap and starts a fresh one on the next call', async () => {
    const { research, clock, session: s } = session();
    const first = s.begin();
    first.end();
    // The idle watch is a background watcher: it never keeps a process whose client has gone alive.
    expect([clock.pendingSleepers, clock.foregroundSleepers]).toEqual([1, 0]);
    await clock.advance(GAP);
    expect(first.run.closed).toBe(true); // released in the background once idle
    const second = s.begin();
    expect(second.run).not.toBe(first.run);
    expect(research.runs).toHaveLength(2);
    second.end();
  });

  it('also rotates at the next call when the background close never ran (a suspended machine)', () => {
    let now = 1_700_000_000_000;
    const frozenTimers = { now: () => now, sleep: () => new Promise<void>(() => undefined), schedule: () => ({ cancel: () => undefined }) };
    const research = new FakeWebResearch();
    const s = new McpRunSession({ research, clock: frozenTimers, idleMs: GAP });
    const first = s.begin();
    first.end();
    now += GAP - 1;
    const second = s.begin();
    expect(second.run).toBe(first.run);
    now += 10 * GAP;
    const busy = s.begin();
    expect(busy.run).toBe(first.run); // the second call is still in flight: not idle
    busy.end();
    second.end();
    now += GAP;
    const next = s.begin();
    expect(next.run).not.toBe(first.run);
    expect(first.run.closed).toBe(true);
    expect(research.runs).toHaveLength(2);
  });

  it('never ends a run while a call is in flight, however long', async () => {
    const { clock, session: s } = session();
    const slow = s.begin();
    await clock.advance(3 * GAP);
    const other = s.begin();
    expect(other.run).toBe(slow.run);
    expect(slow.run.closed).toBe(false);
    other.end();
    slow.end();
  });

  it('hands each run the time its budget renews: the gap after the last activity, or after now while busy', async () => {
    const { research, clock, session: s } = session();
    const lease = s.begin();
    const renewsAt = (research.runs[0] as FakeWebResearchRun).startOptions.budgetRenewsAt;
    expect(renewsAt?.()).toBe(clock.now() + GAP);
    await clock.advance(10_000);
    expect(renewsAt?.()).toBe(clock.now() + GAP);
    lease.end();
    const endedAt = clock.now();
    await clock.advance(60_000);
    expect(renewsAt?.()).toBe(endedAt + GAP);
  });

  it('listing tools starts a run but is not activity; close() closes the run and stops the idle watch', async () => {
    const { research, clock, session: s } = session();
    const listed = s.peek();
    expect(research.runs).toHaveLength(1);
    const lease = s.begin();
    expect(lease.run).toBe(listed);
    lease.end();
    lease.end(); // idempotent
    expect(clock.pendingSleepers).toBe(1);
    await s.close();
    expect(listed.closed).toBe(true);
    expect(clock.pendingSleepers).toBe(0);
  });

  it('passes the session signal to every run it starts', () => {
    const controller = new AbortController();
    const research = new FakeWebResearch();
    const s = new McpRunSession({ research, clock: new FakeClock(), idleMs: GAP, signal: controller.signal });
    s.begin().end();
    expect((research.runs[0] as FakeWebResearchRun).startOptions.signal).toBe(controller.signal);
  });
});
