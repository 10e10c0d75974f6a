import { mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OwnerLock, type OwnerLockDeps } from '../../../../adapters/outbound/host-state/owner-lock.js';
import { replaceStateFile } from '../../../../adapters/outbound/host-state/state-file.writer.js';
import { probeOwner, type ProcessIdentity } from '../../../../infrastructure/process/process-incarnation.js';
import { deadProcess, recycledSelf, SELF, tempLocation } from '../../../support/host-state-kit.js';

const UID = process.getuid?.() ?? 0;

let location: ReturnType<typeof tempLocation>;
let wall: number;
let sleeps: number[];

/** Deterministic waits: a sleep only moves the lock's wall clock. */
function lockAt(identity: ProcessIdentity = SELF, overrides: Partial<OwnerLockDeps> = {}): OwnerLock {
  return new OwnerLock(location.lock, UID, {
    identity,
    probe: probeOwner,
    wallClock: () => wall,
    sleep: async (ms) => {
      sleeps.push(ms);
      wall += ms;
    },
    ...overrides,
  });
}

function writeLockRecord(record: { pid: number; inc: string; at: number }): void {
  writeFileSync(location.lock, JSON.stringify({ ...record, token: 'f'.repeat(32) }), { mode: 0o600 });
}

beforeEach(() => {
  location = tempLocation();
  mkdirSync(location.dir, { mode: 0o700 });
  wall = Date.now();
  sleeps = [];
});
afterEach(() => location.cleanup());

describe('OwnerLock', () => {
  it('records PID, incarnation and a token in a 0600 file and removes it on release', async () => {
    const held = await lockAt().acquire(wall + 1_000);
    if (!held.ok) throw new Error(held.error.message);
    const record = JSON.parse(readFileSync(location.lock, 'utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ pid: SELF.pid, inc: SELF.incarnation, at: wall });
    expect(record['token']).toMatch(/^[0-9a-f]{32}$/);
    expect(await held.value.stillHeld()).toBe(true);
    await held.value.release();
    expect(existsSync(location.lock)).toBe(false);
  });

  it('waits for a live holder and reports lock_timeout at the limit, leaving its lock alone', async () => {
    const first = await lockAt().acquire(wall + 1_000);
    expect(first.ok).toBe(true);
    const second = await lockAt().acquire(wall + 200);
    expect(second).toMatchObject({ ok: false, error: { problem: 'lock_timeout' } });
    expect(sleeps.length).toBeGreaterThan(3);
    expect(sleeps.every((ms) => ms > 0 && ms <= 51)).toBe(true);
    if (first.ok) expect(await first.value.stillHeld()).toBe(true);
  });

  it('breaks the lock of a proven-dead owner at once (no waiting)', async () => {
    writeLockRecord({ ...toRecord(await deadProcess()), at: wall });
    const held = await lockAt().acquire(wall + 1_000);
    expect(held).toMatchObject({ ok: true, value: { brokeStale: true } });
    expect(sleeps).toEqual([]);
  });

  it('treats a live PID with another incarnation (a recycled PID) as dead', async () => {
    writeLockRecord({ ...toRecord(recycledSelf()), at: wall });
    expect(await lockAt().acquire(wall + 1_000)).toMatchObject({ ok: true, value: { brokeStale: true } });
  });

  it('breaks a lock held longer than 15 s even by a live owner, and that holder can no longer commit', async () => {
    const stuck = await lockAt().acquire(wall + 1_000);
    if (!stuck.ok) throw new Error('first acquire failed');
    wall += 15_001;
    const next = await lockAt().acquire(wall + 1_000);
    expect(next).toMatchObject({ ok: true, value: { brokeStale: true } });
    expect(await stuck.value.stillHeld()).toBe(false);
    const committed = await replaceStateFile(location.file, '{"version":1,"buckets":{}}\n', stuck.value.stillHeld);
    expect(committed).toEqual({ ok: true, value: false });
    expect(existsSync(location.file)).toBe(false);
    await stuck.value.release(); // must not remove the new holder's lock
    expect(existsSync(location.lock)).toBe(true);
  });

  it('leaves an empty lock file alone for 1 s (its creator may be writing the record), then breaks it', async () => {
    writeFileSync(location.lock, '', { mode: 0o600 });
    const fresh = await lockAt().acquire(wall + 300);
    expect(fresh).toMatchObject({ ok: false, error: { problem: 'lock_timeout' } });
    const old = (Date.now() - 5_000) / 1000;
    utimesSync(location.lock, old, old);
    wall = Date.now();
    expect(await lockAt().acquire(wall + 300)).toMatchObject({ ok: true, value: { brokeStale: true } });
  });

  it('fails closed when the lock path is a symbolic link, never following it', async () => {
    const target = join(location.root, 'elsewhere');
    symlinkSync(target, location.lock);
    expect(await lockAt().acquire(wall + 100)).toMatchObject({ ok: false, error: { problem: 'symlink' } });
    expect(existsSync(target)).toBe(false);
  });
});

function toRecord(identity: ProcessIdentity): { pid: number; inc: string } {
  return { pid: identity.pid, inc: identity.incarnation };
}
