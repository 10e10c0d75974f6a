import { mkdtemp, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArtifactStorePort } from '../../../application/ports/artifact-store.port.js';

/**
 * Saves full tool output that did not fit the model-facing cap into one private directory per
 * store instance, created lazily under the OS temp dir with `mkdtemp` (mode 0700). Each file gets
 * a fresh random name, is created exclusively (`wx`) with mode 0600, and its absolute path is
 * returned. Files are left for the operator's temp cleanup: the model may read them after the run.
 */
export class TempFileArtifactStore implements ArtifactStorePort {
  readonly #parent: string;
  readonly #prefix: string;
  #directory: Promise<string> | undefined;

  /** `parentDirectory` defaults to `os.tmpdir()`; tests pass their own. */
  constructor(options: { readonly parentDirectory?: string; readonly prefix?: string } = {}) {
    this.#parent = options.parentDirectory ?? tmpdir();
    this.#prefix = options.prefix ?? 'mono-agent-web-';
  }

  async save(text: string, hint: { readonly extension: 'md' | 'txt' | 'json' }): Promise<string> {
    const directory = await this.#ensureDirectory();
    const path = join(directory, `webfetch-${randomUUID()}.${hint.extension}`);
    await writeFile(path, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    return path;
  }

  #ensureDirectory(): Promise<string> {
    // mkdtemp creates the directory with mode 0700 on POSIX systems.
    this.#directory ??= mkdtemp(join(this.#parent, this.#prefix)).catch((error: unknown) => {
      this.#directory = undefined;
      throw error;
    });
    return this.#directory;
  }
}
