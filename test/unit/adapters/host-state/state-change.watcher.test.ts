import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StateChangeWatcher } from '../../../../adapters/outbound/host-state/state-change.watcher.js';
import { FakeClock } from '../../../fakes/fake-clock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-state-change-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A clock that is never advanced: a pause can only end through a change (or the test times out). */
const frozen = new FakeClock();
const sleep = (ms: number, signal: AbortSignal): Promise<void> => frozen.sleep(ms, signal);

describe('StateChangeWatcher.listen', () => {
  it('a change that lands between mark() and pause() is not lost: pause returns at once', async () => {
    const watcher = new StateChangeWatcher(dir);
    const listening = watcher.listen('state.json');
    let seen = 0;
    const unsubscribe = watcher.subscribe('state.json', () => (seen += 1));
    expect(listening.live).toBe(true);
    listening.mark();
    writeFileSync(join(dir, 'state.json'), '{}');
    await vi.waitFor(() => expect(seen).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    await listening.pause(60_000, sleep);
    expect(frozen.pendingSleepers).toBe(0);
    unsubscribe();
    listening.close();
  });

  it('a pause ends when the file changes; a change before mark() is forgotten; other names do not wake it', async () => {
    const watcher = new StateChangeWatcher(dir);
    const listening = watcher.listen('state.json');
    let seen = 0;
    const unsubscribe = watcher.subscribe('state.json', () => (seen += 1));
    writeFileSync(join(dir, 'state.json'), '{}');
    await vi.waitFor(() => expect(seen).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    listening.mark();
    let ended = false;
    const pausing = listening.pause(60_000, sleep).then(() => (ended = true));
    let lockEvents = 0;
    const unsubscribeLock = watcher.subscribe('state.lock', () => (lockEvents += 1));
    writeFileSync(join(dir, 'state.lock'), 'x');
    await vi.waitFor(() => expect(lockEvents).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    expect(frozen.pendingSleepers).toBe(1);
    expect(ended).toBe(false);
    unsubscribeLock();
    writeFileSync(join(dir, 'state.json'), '{"v":2}');
    await pausing;
    expect(frozen.pendingSleepers).toBe(0);
    unsubscribe();
    listening.close();
  });
});
