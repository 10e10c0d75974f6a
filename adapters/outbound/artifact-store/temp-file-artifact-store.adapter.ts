import { mkdtemp, open } from 'node:fs/promises';
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
    const file = await open(path, 'wx', 0o600);
    try {
      // In pieces: encoding a 10 MB text whole would make a second full copy of it in memory.
      for (let start = 0; start < text.length;) {
        const end = pieceEnd(text, start);
        await file.write(text.slice(start, end), null, 'utf8');
        start = end;
      }
    } finally {
      await file.close();
    }
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

/** UTF-16 code units written per piece (at most 3 MiB of UTF-8). */
const PIECE_UNITS = 1 << 20;

/** End of the piece that starts at `start`: never between the two halves of a surrogate pair, which would each become U+FFFD. */
function pieceEnd(text: string, start: number): number {
  const end = Math.min(text.length, start + PIECE_UNITS);
  const last = text.charCodeAt(end - 1);
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}
