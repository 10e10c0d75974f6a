import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { hostStateFailure, ioFailure, type HostStateFailure } from './host-state-failure.js';

const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** Temporary files of interrupted writers look like this (the PID is the writer's). */
export const TEMP_FILE_PATTERN = /^\.state\.\d+\.[0-9a-f]{16}\.tmp$/;

/**
 * Replaces `path` atomically with `text`: a fresh 0600 temp file in the same directory (O_EXCL,
 * no link following), written and fsync-ed, then — only if `stillLocked()` confirms this writer
 * still holds the lock — renamed over the state file. Readers see the old or the new file, never a
 * mix. The caller fsyncs the directory ({@link syncDirectory}) so the rename survives a crash; it
 * may do so after releasing the lock, since other processes see the rename at once either way.
 * Returns `false` when the lock was lost (nothing replaced).
 */
export async function replaceStateFile(path: string, text: string, stillLocked: () => Promise<boolean>): Promise<Result<boolean, HostStateFailure>> {
  const dir = dirname(path);
  const temp = join(dir, `.state.${process.pid}.${randomBytes(8).toString('hex')}.tmp`);
  let created = false;
  try {
    const handle = await open(temp, CREATE_FLAGS, 0o600);
    created = true;
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (!(await stillLocked())) {
      await unlink(temp).catch(() => undefined);
      return ok(false);
    }
    await rename(temp, path);
    created = false;
    return ok(true);
  } catch (error) {
    if (created) await unlink(temp).catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
      return err(hostStateFailure('io_error', dir, `no space left to write ${path}`, 'Free disk space; the previous state is unchanged'));
    }
    return err(ioFailure('write', path, error));
  }
}

/** fsync of the directory, so a completed rename is durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, constants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
