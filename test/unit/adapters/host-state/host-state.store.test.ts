import { chmodSync, chownSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newBucket } from '../../../../adapters/outbound/host-state/host-bucket.transitions.js';
import type { HostStateDocument } from '../../../../adapters/outbound/host-state/host-state.schema.js';
import type { HostStateStore } from '../../../../adapters/outbound/host-state/host-state.store.js';
import { IS_ROOT, storeAt, tempLocation } from '../../../support/host-state-kit.js';

const NOW = 1_700_000_000_000;
const KEY = 'a'.repeat(32);

let location: ReturnType<typeof tempLocation>;
let store: HostStateStore;

beforeEach(() => {
  location = tempLocation();
  store = storeAt(location, { now: () => NOW });
});
afterEach(() => location.cleanup());

function mode(path: string): number {
  return lstatSync(path).mode & 0o777;
}

async function addBucket(key = KEY): Promise<void> {
  const result = await store.transact(async (document) => {
    document.buckets[key] = newBucket('searxng', NOW);
    return { value: undefined, write: true };
  });
  expect(result).toEqual({ ok: true, value: undefined });
}

/** Writes state.json by hand (the directory is made private first). */
function writeRaw(text: string | Buffer, fileMode = 0o600): void {
  mkdirSync(location.dir, { recursive: true, mode: 0o700 });
  writeFileSync(location.file, text, { mode: fileMode });
  chmodSync(location.file, fileMode);
}

async function expectFailsClosed(problem: string, compareContent = true): Promise<void> {
  const before = compareContent && existsSync(location.file) ? readFileSync(location.file) : undefined;
  const read = await store.read();
  expect(read).toMatchObject({ ok: false, error: { problem } });
  let mutated = false;
  const transaction = await store.transact(async () => {
    mutated = true;
    return { value: undefined, write: true };
  });
  expect(transaction).toMatchObject({ ok: false, error: { problem } });
  expect(mutated).toBe(false);
  if (before !== undefined) expect(readFileSync(location.file).equals(before)).toBe(true);
  expect(existsSync(location.lock)).toBe(false);
}

describe('HostStateStore: files and permissions', () => {
  it('creates the directory 0700 and the file 0600 on first write, atomically (no temp file, no lock left)', async () => {
    expect(await store.read()).toMatchObject({ ok: true, value: { exists: false, bytes: 0 } });
    expect(existsSync(location.dir)).toBe(false);
    await addBucket();
    expect(mode(location.dir)).toBe(0o700);
    expect(mode(location.file)).toBe(0o600);
    expect(readdirSync(location.dir)).toEqual(['state.json']);
    const read = await store.read();
    expect(read).toMatchObject({ ok: true, value: { exists: true, mode: 0o600 } });
    if (read.ok) expect(Object.keys(read.value.document.buckets)).toEqual([KEY]);
  });

  it('writes nothing when the mutation says so', async () => {
    await store.transact(async () => ({ value: 1, write: false }));
    expect(existsSync(location.file)).toBe(false);
  });

  it('fails closed on a directory open to group or others, and leaves its mode alone', async () => {
    mkdirSync(location.dir, { mode: 0o700 });
    chmodSync(location.dir, 0o755);
    await expectFailsClosed('unsafe_permissions');
    expect(mode(location.dir)).toBe(0o755);
  });

  it('fails closed on a state file open to group or others (0644), and leaves it as found', async () => {
    writeRaw('{"version":1,"buckets":{}}\n', 0o644);
    await expectFailsClosed('unsafe_permissions');
    expect(mode(location.file)).toBe(0o644);
  });

  it('fails closed when the state file has a second hard link', async () => {
    writeRaw('{"version":1,"buckets":{}}\n');
    linkSync(location.file, join(location.root, 'other-link'));
    await expectFailsClosed('unsafe_permissions');
  });

  it('fails closed when the directory is a symbolic link (even to a private directory)', async () => {
    const real = join(location.root, 'real');
    mkdirSync(real, { mode: 0o700 });
    symlinkSync(real, location.dir);
    await expectFailsClosed('symlink');
    expect(readdirSync(real)).toEqual([]);
  });

  it('fails closed when state.json is a symbolic link, and never writes through it', async () => {
    mkdirSync(location.dir, { mode: 0o700 });
    const target = join(location.root, 'target.json');
    writeFileSync(target, '{"version":1,"buckets":{}}\n', { mode: 0o600 });
    symlinkSync(target, location.file);
    await expectFailsClosed('symlink');
    expect(readFileSync(target, 'utf8')).toBe('{"version":1,"buckets":{}}\n');
    expect(lstatSync(location.file).isSymbolicLink()).toBe(true);
  });

  it('fails closed (without hanging) when state.json is a FIFO', async () => {
    mkdirSync(location.dir, { mode: 0o700 });
    execFileSync('mkfifo', ['-m', '600', location.file]);
    await expectFailsClosed('not_regular_file', false); // reading a FIFO here would block the test itself
  });

  it.skipIf(!IS_ROOT)('fails closed on a directory or file owned by another user (needs root to chown; skipped otherwise)', async () => {
    writeRaw('{"version":1,"buckets":{}}\n');
    chownSync(location.file, 12345, 12345);
    await expectFailsClosed('foreign_owner');
    chownSync(location.file, 0, 0);
    chownSync(location.dir, 12345, 12345);
    await expectFailsClosed('foreign_owner');
    expect(statSync(location.dir).uid).toBe(12345);
  });
});

describe('HostStateStore: content validation', () => {
  it('fails closed on a file over 256 KiB and leaves it in place', async () => {
    writeRaw(`{"version":1,"buckets":{},"pad":"${'x'.repeat(256 * 1024)}"}`);
    await expectFailsClosed('oversize');
  });

  it.each([
    ['not JSON', '{"version":1,"buckets":'],
    ['empty', ''],
    ['the wrong shape', '{"version":1,"buckets":{"not-a-hash":{}}}'],
    ['an unknown field (e.g. a URL)', `{"version":1,"buckets":{},"url":"https://example.com/?q=secret"}`],
    ['a negative counter', JSON.stringify({ version: 1, buckets: { [KEY]: { ...newBucket('searxng', NOW), counters: { admitted: -1, throttled: 0, failed: 0, reclaimed: 0 } } } })],
  ])('fails closed on %s as corrupt', async (_name, text) => {
    writeRaw(text);
    await expectFailsClosed('corrupt');
  });

  it('fails closed on bytes that are not UTF-8', async () => {
    writeRaw(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    await expectFailsClosed('corrupt');
  });

  it('refuses state written by a newer format version instead of misreading it', async () => {
    writeRaw('{"version":2,"buckets":{},"future":true}');
    await expectFailsClosed('unsupported_version');
  });

  it('reads back exactly what it wrote, and the file holds hashes and numbers only', async () => {
    await addBucket();
    const document = JSON.parse(readFileSync(location.file, 'utf8')) as HostStateDocument;
    expect(document).toEqual({ version: 1, buckets: { [KEY]: newBucket('searxng', NOW) } });
  });
});
