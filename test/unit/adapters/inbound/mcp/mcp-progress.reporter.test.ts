import { describe, expect, it } from 'vitest';
import { McpProgressReporter, PROGRESS_HEARTBEAT_MS, type ProgressParams } from '../../../../../adapters/inbound/mcp/mcp-progress.reporter.js';
import { FakeClock } from '../../../../fakes/fake-clock.js';

function reporter(clock = new FakeClock()) {
  const sent: ProgressParams[] = [];
  const progress = new McpProgressReporter({ token: 'tok', tool: 'WebFetch', clock, send: async (params) => void sent.push(params) });
  return { clock, sent, progress };
}

describe('McpProgressReporter (injected clock)', () => {
  it('announces the start, relays messages and beats every interval with increasing progress', async () => {
    const { clock, sent, progress } = reporter();
    progress.start();
    progress.report('searching searxng…');
    await clock.advance(PROGRESS_HEARTBEAT_MS);
    await clock.advance(PROGRESS_HEARTBEAT_MS);
    await progress.finish();
    expect(sent).toEqual([
      { progressToken: 'tok', progress: 1, message: 'WebFetch: started' },
      { progressToken: 'tok', progress: 2, message: 'searching searxng…' },
      { progressToken: 'tok', progress: 3, message: 'WebFetch: still working (5 s)' },
      { progressToken: 'tok', progress: 4, message: 'WebFetch: still working (10 s)' },
    ]);
  });

  it('sends nothing after finish(), and stops its timer', async () => {
    const { clock, sent, progress } = reporter();
    progress.start();
    await progress.finish();
    expect(clock.pendingSleepers).toBe(0);
    progress.report('late');
    await clock.advance(3 * PROGRESS_HEARTBEAT_MS);
    expect(sent.map((p) => p.message)).toEqual(['WebFetch: started']);
  });

  it('finish() waits until every notification is handed over, and a failed send does not fail the call', async () => {
    const clock = new FakeClock();
    let release: () => void = () => undefined;
    const progress = new McpProgressReporter({
      token: 1,
      tool: 'WebSearch',
      clock,
      send: (params) => (params.progress === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.reject(new Error('closed'))),
    });
    progress.start();
    progress.report('second');
    let finished = false;
    const done = progress.finish().then(() => (finished = true));
    await clock.advance(0);
    expect(finished).toBe(false);
    release();
    await done;
    expect(finished).toBe(true);
  });
});
