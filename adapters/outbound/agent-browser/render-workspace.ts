import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private directory holding everything one render writes; removing it removes the render. */
export interface RenderWorkspace {
  /** The directory (mode 0700); also the browser's HOME and TMPDIR, so its profile lands here. */
  readonly dir: string;
  /** `{}` in a read-only (0400) file: agent-browser loads only this and skips config discovery. */
  readonly configPath: string;
  /** agent-browser's socket directory (daemon socket and PID files). */
  readonly socketDir: string;
  /** Where the daemon of (`namespace`, `session`) writes its PID. */
  daemonPidFile(namespace: string, session: string): string;
  /** Removes the directory (retrying while a dying browser still writes into it). */
  remove(): Promise<void>;
  /** The same, synchronously (for `exit` handlers). */
  removeSync(): void;
}

/**
 * Unix socket paths are limited to about 108 bytes and the daemon's lives at
 * `<dir>/s/namespaces/<ns>/run/<session>.sock`: a longer TMPDIR falls back to `/tmp`.
 */
const MAX_DIR_LENGTH = 40;

/** Creates a fresh render workspace under the OS temp directory (or `/tmp` when that path is too long). */
export async function createRenderWorkspace(baseDir: string = tmpdir()): Promise<RenderWorkspace> {
  const base = join(baseDir, 'mab-').length + 6 <= MAX_DIR_LENGTH ? baseDir : '/tmp';
  const dir = await mkdtemp(join(base, 'mab-'));
  await chmod(dir, 0o700);
  const configPath = join(dir, 'config.json');
  await writeFile(configPath, '{}\n', { mode: 0o400 });
  const socketDir = join(dir, 's');
  await mkdir(socketDir, { mode: 0o700 });
  return {
    dir,
    configPath,
    socketDir,
    daemonPidFile: (namespace, session) => join(socketDir, 'namespaces', namespace, 'run', `${session}.pid`),
    remove: () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
    removeSync: () => {
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
      } catch {
        // Best effort inside exit handlers.
      }
    },
  };
}
