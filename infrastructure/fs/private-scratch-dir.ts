import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private (0700) empty directory that exists for one piece of work. */
export interface ScratchDir {
  readonly path: string;
  /** Removes the directory and anything in it; never throws. */
  remove(): Promise<void>;
}

/**
 * Creates a fresh private directory under `parent` (default: the OS temp directory, outside any
 * project checkout). `mkdtemp` creates it with mode 0700 and a random name.
 */
export async function createScratchDir(prefix: string, parent: string = tmpdir()): Promise<ScratchDir> {
  const path = await mkdtemp(join(parent, prefix));
  return {
    path,
    remove: () => rm(path, { recursive: true, force: true, maxRetries: 2 }).catch(() => undefined),
  };
}
