import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TempFileArtifactStore } from '../../../adapters/outbound/artifact-store/temp-file-artifact-store.adapter.js';

const posix = process.platform !== 'win32';

describe('TempFileArtifactStore', () => {
  let parent: string;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'artifact-store-test-'));
  });

  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('writes the text to a private 0600 file in a private 0700 directory and returns its absolute path', async () => {
    const store = new TempFileArtifactStore({ parentDirectory: parent });
    const path = await store.save('# Full text\nü', { extension: 'md' });
    expect(isAbsolute(path)).toBe(true);
    expect(path.endsWith('.md')).toBe(true);
    expect(dirname(dirname(path))).toBe(parent);
    expect(await readFile(path, 'utf8')).toBe('# Full text\nü');
    if (posix) {
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await stat(dirname(path))).mode & 0o777).toBe(0o700);
    }
  });

  it('writes a text of several mebibytes whole, a surrogate pair across every piece boundary included', async () => {
    const store = new TempFileArtifactStore({ parentDirectory: parent });
    // Pieces are 2^20 UTF-16 code units: put the halves of a pair on both sides of each boundary.
    const text = Array.from({ length: 3 }, () => `${'é'.repeat((1 << 20) - 1)}😀`).join('') + 'end\ud800';
    const path = await store.save(text, { extension: 'txt' });
    expect((await readFile(path)).equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(await readFile(await store.save('', { extension: 'txt' }), 'utf8')).toBe('');
  });

  it('gives every save a unique name in the same directory', async () => {
    const store = new TempFileArtifactStore({ parentDirectory: parent });
    const paths = await Promise.all([store.save('a', { extension: 'txt' }), store.save('b', { extension: 'txt' }), store.save('{}', { extension: 'json' })]);
    expect(new Set(paths).size).toBe(3);
    expect(new Set(paths.map((path) => dirname(path))).size).toBe(1);
    expect(await readFile(paths[1] ?? '', 'utf8')).toBe('b');
  });

  it('rejects when the directory cannot be created, and recovers afterwards', async () => {
    const missing = join(parent, 'missing', 'deeper');
    const store = new TempFileArtifactStore({ parentDirectory: missing });
    await expect(store.save('x', { extension: 'txt' })).rejects.toThrow();
    await mkdir(missing, { recursive: true });
    expect(await readFile(await store.save('x', { extension: 'txt' }), 'utf8')).toBe('x');
  });
});
